'use client';

import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import { currentDestination } from '@escapade/domain/criteria-hash';
import {
  DEFAULT_LOCAL_SEARCH_DISTANCE_KM,
  LOCAL_SEARCH_DISTANCES_KM,
  type LocalSearchDistance,
  localSearchCriteria,
  localSearchLabel,
} from '@escapade/domain/local-search';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Dialog, DialogHeader } from '../ui/Dialog';
import { DestinationCombobox, type PickedDestination } from './DestinationCombobox';
import { SelectField } from './SelectField';

/** The distance of a local search in effect: coordinates and a maximum distance, no named place. */
export function activeLocalDistance(criteria: SearchCriteria): number | undefined {
  const isLocal = criteria.lat !== undefined && criteria.lng !== undefined && currentDestination(criteria) === undefined;
  return isLocal ? criteria.distanceMax : undefined;
}

function isLocalSearchDistance(value: number): value is LocalSearchDistance {
  return (LOCAL_SEARCH_DISTANCES_KM as readonly number[]).includes(value);
}

/**
 * The 'Travel locally!' dialog: 'I am at' with the destination
 * autocomplete and a Distance select of 100, 200 or 300 km (default 200). Searching replaces the
 * location by the place's coordinates and that distance. The button reads 'less than 2h' until a
 * local search is in effect, then 'At {{count}}km'.
 */
export function TravelLocallyDialog({ criteria, onSearch }: { criteria: SearchCriteria; onSearch(next: SearchCriteria): void }) {
  const t = useTranslations('searchBox.local');
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState('');
  const [origin, setOrigin] = useState<PickedDestination>();
  const [distance, setDistance] = useState<LocalSearchDistance>(DEFAULT_LOCAL_SEARCH_DISTANCE_KM);
  const inputRef = useRef<HTMLInputElement>(null);
  const label = localSearchLabel(activeLocalDistance(criteria));

  function search() {
    if (origin?.latitude === undefined || origin.longitude === undefined) return;
    onSearch(localSearchCriteria(criteria, { lat: origin.latitude, lng: origin.longitude }, distance));
    setIsOpen(false);
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <button type="button" className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50">
          <PinIcon />
          <span>{t('open')}</span>
          <span className="font-normal text-muted">· {label.count === undefined ? t('lessThan2h') : t('distanceOption', { count: label.count })}</span>
        </button>
      }
      overlay="light"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        inputRef.current?.focus();
      }}
      className="fixed inset-0 z-50 flex flex-col gap-5 bg-white p-5 md:inset-auto md:left-1/2 md:top-24 md:w-[30rem] md:-translate-x-1/2 md:rounded-card md:shadow-card"
    >
      <DialogHeader title={t('title')} closeLabel={t('close')} className="flex items-center justify-between gap-2" />
      <DestinationCombobox
        label={t('origin')}
        placeholder={t('originPlaceholder')}
        text={text}
        onTextChange={(next) => {
          setText(next);
          setOrigin(undefined);
        }}
        onPick={(pick) => {
          setOrigin(pick);
          setText(pick.value);
        }}
        layout="dropdown"
        isPortalled={false}
        inputRef={inputRef}
        fieldClassName="min-h-14 rounded-xl bg-white px-4 py-2 ring-1 ring-line focus-within:ring-2 focus-within:ring-brand-500"
      />
      <SelectField
        label={t('distance')}
        value={String(distance)}
        options={LOCAL_SEARCH_DISTANCES_KM.map((km) => ({ value: String(km), label: t('distanceOption', { count: km }) }))}
        onValueChange={(value) => {
          const km = Number(value);
          if (isLocalSearchDistance(km)) setDistance(km);
        }}
      />
      <button type="button" className="button-primary mt-auto w-full disabled:cursor-not-allowed disabled:opacity-50 md:mt-0" disabled={!origin} onClick={search}>
        {t('search')}
      </button>
    </Dialog>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="9.5" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
