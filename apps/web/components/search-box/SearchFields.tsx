'use client';

import type { Theme } from '@escapade/contracts/themes';
import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import type { Flow } from '@escapade/domain/flow';
import type { LastSearch } from '@escapade/domain/last-searches';
import { MARKETS } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import type { Dispatch, SetStateAction } from 'react';
import { DateRangePicker } from '../calendar/DateRangePicker';
import type { DatesVariation } from '../calendar/calendar-model';
import { useMarket } from '../market-context';
import { PaxSelector } from '../pax/PaxSelector';
import type { PickedDestination } from './DestinationCombobox';
import { DestinationField } from './DestinationField';
import { SearchIcon } from './SearchSummary';
import { SelectField } from './SelectField';
import { StaysGiftsToggle } from './StaysGiftsToggle';
import { TravelLocallyDialog } from './TravelLocallyDialog';
import { fieldsFor, partyOf, withDates, withParty, withTheme } from './search-box-model';

const ALL_THEMES = 'all';

export interface SearchFieldsProps {
  flow: Flow;
  layout: 'desktop' | 'mobile';
  draft: SearchCriteria;
  setDraft: Dispatch<SetStateAction<SearchCriteria>>;
  destination: {
    text: string;
    lastSearches: readonly LastSearch[];
    onTextChange(text: string): void;
    onPick(pick: PickedDestination): void;
    onStart(): void;
    onLeave(): void;
  };
  themes: readonly Theme[];
  onFlowChange?(to: Flow): void;
  /** The dates variation, once a search was blocked for want of dates. */
  datesVariation?: DatesVariation;
  onFlexibleDates(): void;
  isCalendarOpen: boolean;
  onCalendarOpenChange(open: boolean): void;
  /** 'Travel locally!' searches at once. */
  onSearch(next: SearchCriteria): void;
}

/** The fields of the search box for a flow: a row on desktop, a column in the mobile modal. */
export function SearchFields(props: SearchFieldsProps) {
  const { flow, layout, draft, setDraft } = props;
  const t = useTranslations('searchBox');
  const { locale } = useMarket();
  const fields = fieldsFor(flow);
  const withActivities = MARKETS[locale].features.activityOnlySearch;
  const hasToggle = props.onFlowChange !== undefined && (flow === 'booking' || flow === 'gifting' || (flow === 'activity' && withActivities));

  const destination = <DestinationField {...props.destination} layout={layout} />;
  const dates = fields.dates ? (
    <DateRangePicker
      value={{ checkin: draft.checkin, checkout: draft.checkout }}
      onChange={(value) => setDraft((current) => withDates(current, value))}
      timeZone={MARKETS[locale].timeZone}
      variation={props.datesVariation}
      onFlexibleDates={props.datesVariation === 'suggested' ? props.onFlexibleDates : undefined}
      open={props.isCalendarOpen}
      onOpenChange={props.onCalendarOpenChange}
    />
  ) : null;
  const theme = fields.theme ? (
    <SelectField
      label={t('theme.label')}
      value={draft.theme === undefined ? ALL_THEMES : String(draft.theme)}
      options={[{ value: ALL_THEMES, label: t('theme.all') }, ...props.themes.map((item) => ({ value: String(item.id), label: item.name }))]}
      onValueChange={(value) => setDraft((current) => withTheme(current, value === ALL_THEMES ? undefined : Number(value)))}
    />
  ) : null;
  const pax = fields.pax ? (
    <PaxSelector value={partyOf(draft, flow)} onChange={(party) => setDraft((current) => withParty(current, party))} mode={fields.pax} />
  ) : null;
  const travelLocally = fields.travelLocally ? <TravelLocallyDialog criteria={draft} onSearch={props.onSearch} /> : null;
  const toggle = hasToggle && props.onFlowChange ? <StaysGiftsToggle flow={flow} onFlowChange={props.onFlowChange} withActivities={withActivities} /> : null;

  if (layout === 'mobile') {
    return (
      <>
        {toggle}
        {destination}
        {dates}
        {theme}
        {pax}
        {travelLocally ? <div>{travelLocally}</div> : null}
      </>
    );
  }
  return (
    <>
      {toggle || travelLocally ? (
        <div className="flex items-center justify-between gap-3">
          {toggle ?? <span />}
          {travelLocally}
        </div>
      ) : null}
      <div className="flex items-stretch gap-2">
        <div className="min-w-0 flex-[1.6]">{destination}</div>
        {dates ? <div className="min-w-0 flex-[1.8]">{dates}</div> : null}
        {theme ? <div className="min-w-0 flex-[1.3]">{theme}</div> : null}
        {pax ? <div className="min-w-0 flex-[1.3]">{pax}</div> : null}
        <button type="submit" className="button-primary min-h-14 shrink-0 gap-2 rounded-xl">
          <SearchIcon className="size-5 text-white" />
          {t('search')}
        </button>
      </div>
    </>
  );
}
