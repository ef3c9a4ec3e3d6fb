'use client';

import type { SleeveCategoryResponse } from '@escapade/contracts/gift';
import { DEFAULT_SLEEVE_ID, type Sleeve, type SleeveSelection, isFreeSleeve, selectSleeve, selectedSingleSleeve, withStandardDefault } from '@escapade/domain/gift';
import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { useMarket } from '../market-context';

export interface SleeveOption {
  sleeve: Sleeve;
  isChosen: boolean;
  /** The selection once this option is clicked (single: this one; multiple: toggled). */
  next: SleeveSelection;
}

export interface SleeveGroup {
  category: SleeveCategoryResponse;
  options: SleeveOption[];
}

/**
 * Each category's sleeves (category 2 with its free standard option first), whether each is
 * chosen and the selection a click on it gives.
 */
export function sleeveGroups(categories: readonly SleeveCategoryResponse[], selection: SleeveSelection): SleeveGroup[] {
  return categories.map((category) => {
    const sleeves = withStandardDefault(
      category.id,
      category.elements.map((element) => ({ ...element, imageUrl: element.imageUrl ?? undefined })),
    );
    const chosen = category.singleSelection ? [selectedSingleSleeve(selection, category.name)] : (selection[category.name] ?? []);
    return {
      category,
      options: sleeves.map((sleeve) => ({ sleeve, isChosen: chosen.includes(sleeve.id), next: selectSleeve(selection, category, sleeve.id) })),
    };
  });
}

export interface SleeveChoiceProps {
  /** Starts the inputs' names (`sleeve-<idPrefix>-<category id>`): two pickers on a page need two prefixes. */
  idPrefix: string;
  categories: readonly SleeveCategoryResponse[];
  selection: SleeveSelection;
  onChange(selection: SleeveSelection): void;
}

const CHOICE_CLASS =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl bg-white px-3 py-2 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700';

/**
 * The custom sleeves, one fieldset per category: radios for a single-selection category,
 * checkboxes otherwise; each label holds the name, the recommended (fire) marker and the price,
 * 'Free' for a zero price.
 */
export function SleeveChoice({ idPrefix, categories, selection, onChange }: SleeveChoiceProps) {
  const t = useTranslations('gift');
  const { locale } = useMarket();
  if (categories.length === 0) return null;
  const money = (cents: number) => formatMoney(cents, MARKETS[locale].bcp47);
  return (
    // Two columns once the picker has room for them (a container query: the product panel is narrow).
    <div className="@container flex flex-col gap-4">
      {sleeveGroups(categories, selection).map(({ category, options }) => (
        <fieldset key={category.id} className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold text-brand-900">{category.name}</legend>
          <ul className="grid gap-2 @xs:grid-cols-2">
            {options.map(({ sleeve, isChosen, next }) => (
              <li key={sleeve.id}>
                <label className={CHOICE_CLASS}>
                  <input
                    type={category.singleSelection ? 'radio' : 'checkbox'}
                    name={`sleeve-${idPrefix}-${category.id}`}
                    value={sleeve.id}
                    checked={isChosen}
                    onChange={() => onChange(next)}
                    className="size-5 shrink-0 accent-brand-700"
                  />
                  <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-2">
                    <span>
                      {sleeve.id === DEFAULT_SLEEVE_ID ? t('standardSleeve') : sleeve.name}
                      {sleeve.recommendedByWed ? (
                        <span className="ml-1 inline-flex items-center gap-0.5 whitespace-nowrap text-xs font-semibold text-accent-800">
                          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 text-accent-700">
                            <path fill="currentColor" d="M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-6 1-9.5z" />
                          </svg>
                          {t('recommended')}
                        </span>
                      ) : null}
                    </span>
                    <span className="shrink-0 text-sm text-muted tabular-nums">{isFreeSleeve(sleeve) ? t('free') : money(sleeve.price)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
