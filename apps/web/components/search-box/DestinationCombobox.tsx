'use client';

import type { DestinationSuggestion } from '@escapade/contracts/autocomplete';
import type { LastSearch } from '@escapade/domain/last-searches';
import { useTranslations } from 'next-intl';
import { Popover } from 'radix-ui';
import { type KeyboardEvent, type Ref, useId, useRef, useState } from 'react';
import { useMarket } from '../market-context';
import { isLocationKey } from './search-box-model';
import { useDestinationSuggestions } from './use-search-box-data';

/** A destination chosen in the list: a suggestion, or a last search picked again. */
export interface PickedDestination {
  category: DestinationSuggestion['category'];
  id: number;
  /** The full label ("Paris (75001), France"), kept in the last searches. */
  label: string;
  /** What the field shows once picked ("Paris"). */
  value: string;
  latitude?: number;
  longitude?: number;
}

interface Option {
  key: string;
  pick: PickedDestination;
  category: string;
}

export interface DestinationComboboxProps {
  label: string;
  placeholder: string;
  text: string;
  onTextChange(text: string): void;
  onPick(pick: PickedDestination): void;
  onFocus?(): void;
  onBlur?(): void;
  /** Shown while the field is empty ("last 3 searches"). */
  lastSearches?: readonly LastSearch[];
  /** 'dropdown': the list opens under the field while it has focus; 'inline': always listed below (mobile modal). */
  layout: 'dropdown' | 'inline';
  /** The input, for a dialog that moves focus into it on open. */
  inputRef?: Ref<HTMLInputElement>;
  /** Visually hide the label (the mobile modal's title names the field). */
  hideLabel?: boolean;
  /** The box around the label and the input. */
  fieldClassName?: string;
  /**
   * 'dropdown' only: the list is portalled to the page body (default) so that no stacking context
   * can cover it; inside a modal dialog it must stay in the dialog, where screen readers see it.
   */
  isPortalled?: boolean;
}

function suggestionOption(suggestion: DestinationSuggestion): Option {
  return {
    key: `${suggestion.category}-${suggestion.id}`,
    category: suggestion.category,
    pick: { category: suggestion.category, id: suggestion.id, label: suggestion.label, value: suggestion.value, latitude: suggestion.latitude, longitude: suggestion.longitude },
  };
}

function lastSearchOption(entry: LastSearch): Option | undefined {
  const id = Number(entry.id);
  if (!isLocationKey(entry.category) || !Number.isInteger(id)) return undefined;
  return { key: `last-${entry.category}-${id}`, category: entry.category, pick: { category: entry.category, id, label: entry.label, value: entry.label.split(',')[0] ?? entry.label } };
}

/**
 * The destination field with suggestions: an ARIA 1.2
 * combobox. Arrow keys move through the list, Enter picks, Escape closes. While empty it lists the
 * last searches; otherwise the autocomplete's suggestions for what was typed.
 */
export function DestinationCombobox(props: DestinationComboboxProps) {
  const { text, layout } = props;
  const t = useTranslations('searchBox.destination');
  const { locale } = useMarket();
  const inputId = useId();
  const listId = useId();
  const [hasFocus, setHasFocus] = useState(false);
  const [isDismissed, setIsDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const anchorRef = useRef<HTMLDivElement>(null);
  const { term, suggestions, answeredTerm, isSearching } = useDestinationSuggestions(text, locale, { isEnabled: hasFocus || layout === 'inline' });
  // 'No destination' only once the autocomplete answered this very term with nothing (a failed
  // call leaves the previous suggestions and says nothing).
  const hasNoResult = !isSearching && term !== '' && answeredTerm === term && suggestions.length === 0;

  const isShowingLastSearches = text.trim() === '';
  const options: Option[] = isShowingLastSearches
    ? (props.lastSearches ?? []).flatMap((entry) => lastSearchOption(entry) ?? [])
    : suggestions.map(suggestionOption);
  const isOpen = layout === 'inline' || (hasFocus && !isDismissed && (options.length > 0 || (!isShowingLastSearches && hasNoResult)));
  const isListOpen = isOpen && options.length > 0;
  const active = activeIndex >= 0 && activeIndex < options.length ? options[activeIndex] : undefined;

  function pick(option: Option) {
    props.onPick(option.pick);
    setIsDismissed(true);
    setActiveIndex(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsDismissed(false);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' && isListOpen && active) {
      event.preventDefault();
      pick(active);
    }
  }

  const statusText = isShowingLastSearches
    ? ''
    : isSearching
      ? t('loading')
      : hasNoResult
        ? t('noResult', { term })
        : answeredTerm === term
          ? t('results', { count: options.length })
          : '';

  const list = (
    <>
      {isListOpen ? (
        <p className="px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted" aria-hidden="true">
          {isShowingLastSearches ? t('lastSearches') : t('suggestions')}
        </p>
      ) : null}
      {isListOpen ? (
        <ul id={listId} role="listbox" aria-label={isShowingLastSearches ? t('lastSearches') : t('suggestions')}>
          {options.map((option, index) => (
            <li
              key={option.key}
              id={`${listId}-${option.key}`}
              role="option"
              aria-selected={index === activeIndex}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              onMouseEnter={() => setActiveIndex(index)}
              className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-3 ${index === activeIndex ? 'bg-brand-50' : ''}`}
            >
              <span className="min-w-0 text-ink">{option.pick.label}</span>
              <span className="shrink-0 text-xs text-muted">{isLocationKey(option.category) ? t(`categories.${option.category}`) : null}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {isOpen && !isShowingLastSearches && hasNoResult ? <p className="px-4 py-3 text-muted">{t('noResult', { term })}</p> : null}
    </>
  );
  const field = (
    <div ref={anchorRef} className={props.fieldClassName}>
      <label htmlFor={inputId} className={props.hideLabel ? 'sr-only' : 'block text-xs font-semibold uppercase tracking-wide text-muted'}>
        {props.label}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isListOpen}
        aria-controls={listId}
        aria-activedescendant={active ? `${listId}-${active.key}` : undefined}
        autoComplete="off"
        ref={props.inputRef}
        placeholder={props.placeholder}
        value={text}
        onChange={(event) => {
          props.onTextChange(event.target.value);
          setIsDismissed(false);
          setActiveIndex(-1);
        }}
        onFocus={() => {
          setHasFocus(true);
          setIsDismissed(false);
          props.onFocus?.();
        }}
        onBlur={() => {
          setHasFocus(false);
          setActiveIndex(-1);
          props.onBlur?.();
        }}
        onKeyDown={onKeyDown}
        className="w-full bg-transparent font-semibold text-ink placeholder:font-normal placeholder:text-muted focus:outline-none"
      />
    </div>
  );
  const status = (
    <p role="status" className="sr-only">
      {statusText}
    </p>
  );

  if (layout === 'inline') {
    return (
      <div className="flex min-h-0 flex-1 flex-col">
        {field}
        {status}
        <div className="mt-4 min-h-0 flex-1 overflow-y-auto">{list}</div>
      </div>
    );
  }
  if (props.isPortalled === false) {
    return (
      <div className="relative">
        {field}
        {status}
        <div className={`absolute left-0 top-full z-10 mt-3 max-h-72 w-full overflow-y-auto rounded-card bg-white py-2 shadow-card ring-1 ring-line ${isOpen ? '' : 'hidden'}`}>
          {list}
        </div>
      </div>
    );
  }
  // The list is portalled so that no stacking context (a sticky bar, a card) can cover it.
  return (
    <Popover.Root open={isOpen} onOpenChange={(open) => !open && setIsDismissed(true)}>
      <Popover.Anchor asChild>
        {field}
      </Popover.Anchor>
      {status}
      <Popover.Portal>
        <Popover.Content
          role="presentation"
          align="start"
          sideOffset={12}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (event.target instanceof Node && anchorRef.current?.contains(event.target)) event.preventDefault();
          }}
          className="z-[60] max-h-[min(24rem,var(--radix-popover-content-available-height))] w-[min(28rem,calc(100vw-1rem))] overflow-y-auto rounded-card bg-white py-2 shadow-card ring-1 ring-line"
        >
          {list}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
