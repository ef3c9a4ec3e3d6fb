'use client';

import { type SearchCriteria, currentDestination, serializeCriteriaHash } from '@escapade/domain/criteria-hash';
import type { LastSearch } from '@escapade/domain/last-searches';
import { MARKETS } from '@escapade/domain/markets';
import { datesVariationOf } from '@escapade/domain/variations';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import { browserStorage } from '../../lib/browser-storage';
import { STICKY_SUMMARY_BAR_SCROLL_PX } from '../../lib/ui-constants';
import { browserVariation, recordVariationExposure, useVariation } from '../../lib/variations';
import type { SearchBoxProps } from './props';
import type { DatesVariation } from '../calendar/calendar-model';
import { formatDay } from '../calendar/calendar-model';
import { isDesktopNow, useIsDesktop, useIsDesktopWhileOpen } from '../calendar/use-is-desktop';
import { useMarket } from '../market-context';
import { Dialog, FullScreenHeader } from '../ui/Dialog';
import { summaryParts } from '../pax/pax-model';
import type { PickedDestination } from './DestinationCombobox';
import { FamilyHint } from './FamilyHint';
import { SearchFields } from './SearchFields';
import { SearchIcon, SearchSummary } from './SearchSummary';
import { activeLocalDistance } from './TravelLocallyDialog';
import { readLastSearches, rememberLastSearch } from './last-searches-storage';
import {
  destinationLabelFor,
  fieldsFor,
  partyOf,
  searchGate,
  showsFamilyHint,
  withDestination,
  withFamilyTheme,
  withoutDestination,
} from './search-box-model';
import { useThemes } from './use-search-box-data';
import { useScrolledPast } from './use-scrolled-past';

/** Optional props beyond the screen's contract (`./props.ts`). */
export interface SearchBoxOptions {
  /**
   * The dates variation (forced or suggested dates) the booking flow activates on search. By
   * default the visitor's assigned `dates` variant (lib/variations.ts); `null` turns it off.
   */
  datesVariation?: DatesVariation | null;
  /** The mobile sticky summary bar after 250 px of scroll (on by default). */
  stickySummary?: boolean;
  /** Controlled full-screen search modal (e.g. opened from another summary bar). */
  searchModalOpen?: boolean;
  onSearchModalOpenChange?(open: boolean): void;
}

/**
 * The search box: destination with suggestions
 * and last searches, dates, theme, pax, 'Travel locally!' and the Stays / Gifts toggle. On desktop
 * a form; on mobile a search-summary bar (and a sticky one after 250 px of scroll) that opens the
 * full-screen search modal 'I am looking for a weekend' / 'I am searching for a gift'. Edits stay
 * in a draft until Search: the box never writes the hash, it answers `onSearch(next)`.
 */
export function SearchBox(props: SearchBoxProps & SearchBoxOptions) {
  const { flow, criteria, onSearch, onFlowChange } = props;
  const t = useTranslations('searchBox');
  const tPax = useTranslations('searchBox.pax');
  const tLocal = useTranslations('searchBox.local');
  const { locale } = useMarket();
  const market = MARKETS[locale];
  const fields = fieldsFor(flow);
  const isDesktop = useIsDesktop();
  const themes = useThemes(locale);
  const datesVariant = useVariation('dates');
  const datesVariation = props.datesVariation === undefined ? datesVariationOf(datesVariant) : (props.datesVariation ?? undefined);

  // The draft follows the criteria whenever the hash changes (compared by value, not identity).
  const criteriaKey = serializeCriteriaHash(criteria);
  const [draft, setDraft] = useState<SearchCriteria>(criteria);
  const [syncedKey, setSyncedKey] = useState(criteriaKey);
  const [typedDestination, setTypedDestination] = useState<string | null>(null);
  const [picked, setPicked] = useState<PickedDestination>();
  // The last destination searched from this box, whose short name the field keeps showing.
  const [searchedPick, setSearchedPick] = useState<PickedDestination>();
  const [beforeDestinationFocus, setBeforeDestinationFocus] = useState<SearchCriteria>();
  if (criteriaKey !== syncedKey) {
    setSyncedKey(criteriaKey);
    setDraft(criteria);
    setTypedDestination(null);
    setPicked(undefined);
  }

  const [lastSearches, setLastSearches] = useState<LastSearch[]>([]);
  useEffect(() => {
    // Browser storage exists only after hydration. The page's first localStorage access is a
    // synchronous load of the whole storage area from the browser process: in a task of its own
    // rather than in the one that runs every effect of the hydrated page.
    const timer = setTimeout(() => {
      const stored = readLastSearches(browserStorage(), locale);
      setLastSearches((current) => (stored.length === 0 && current.length === 0 ? current : stored));
    }, 0);
    return () => clearTimeout(timer);
  }, [locale]);

  // Which of the two calendars is open: the desktop form's or the mobile modal's. Kept apart from
  // the live media query so that a resize (or a full-page screenshot) never reopens a calendar.
  const [openCalendar, setOpenCalendar] = useState<'desktop' | 'mobile' | null>(null);
  const [hasAskedForDates, setHasAskedForDates] = useState(false);
  // The variant that asked for the dates: what the calendar shows (its message) and offers.
  const [askedDatesVariation, setAskedDatesVariation] = useState<DatesVariation>();
  const [hasChosenFlexibleDates, setHasChosenFlexibleDates] = useState(false);

  const [uncontrolledModalOpen, setUncontrolledModalOpen] = useState(false);
  const isModalOpen = props.searchModalOpen ?? uncontrolledModalOpen;
  const isDesktopModal = useIsDesktopWhileOpen(isModalOpen);
  function setModalOpen(open: boolean) {
    if (props.searchModalOpen === undefined) setUncontrolledModalOpen(open);
    props.onSearchModalOpenChange?.(open);
  }

  const applied = currentDestination(criteria);
  const appliedLabel =
    props.destination?.label ??
    (searchedPick && applied?.type === searchedPick.category && applied.id === searchedPick.id ? searchedPick.value : destinationLabelFor(criteria, undefined, lastSearches));
  const localDistance = activeLocalDistance(criteria);
  const localLabel = localDistance === undefined ? undefined : tLocal('distanceOption', { count: localDistance });
  const isDraftDestinationApplied = currentDestination(draft)?.id === currentDestination(criteria)?.id && currentDestination(draft)?.type === currentDestination(criteria)?.type;
  const destinationText = typedDestination ?? (isDraftDestinationApplied ? (appliedLabel ?? (currentDestination(draft) ? '' : (localLabel ?? ''))) : '');

  const destination = {
    text: destinationText,
    lastSearches,
    onTextChange(text: string) {
      setTypedDestination(text);
      setPicked(undefined);
      setDraft((current) => withoutDestination(current));
    },
    onPick(pick: PickedDestination) {
      setPicked(pick);
      setTypedDestination(pick.value);
      setDraft((current) => withDestination(current, { category: pick.category, id: pick.id, latitude: pick.latitude, longitude: pick.longitude }));
    },
    /** "Focusing the field clears the current location and filters." */
    onStart() {
      setBeforeDestinationFocus(draft);
      setTypedDestination('');
      setPicked(undefined);
      setDraft((current) => withoutDestination(current));
    },
    /** Leaving the field untouched (a keyboard pass) gives the destination back. */
    onLeave() {
      if (typedDestination === '' && !picked && beforeDestinationFocus) {
        setDraft(beforeDestinationFocus);
        setTypedDestination(null);
      }
      setBeforeDestinationFocus(undefined);
    },
  };

  function search(next: SearchCriteria, options: { flexibleDates?: boolean } = {}) {
    // The visitor's variant as the browser assigns it, even when the click comes before
    // useVariation's transition has shown it.
    const variant = browserVariation('dates');
    const variation = props.datesVariation === undefined ? datesVariationOf(variant) : (props.datesVariation ?? undefined);
    // "The booking flow activates the variation on search": the visitor saw their dates variant.
    if (flow === 'booking' && props.datesVariation === undefined) recordVariationExposure('dates', variant, locale);
    const gate = searchGate({
      flow,
      variation,
      criteria: next,
      hasAskedForDates,
      hasChosenFlexibleDates: hasChosenFlexibleDates || Boolean(options.flexibleDates),
    });
    if (gate === 'openCalendar') {
      setHasAskedForDates(true);
      setAskedDatesVariation(variation);
      // The browser's own answer: a click right after hydration can come before the media query's
      // value has replaced the server's mobile guess, and a phone drawer is not shown on a desktop.
      setOpenCalendar(isDesktopNow(isDesktop) ? 'desktop' : 'mobile');
      return;
    }
    const chosen = currentDestination(next);
    if (picked && chosen?.type === picked.category && chosen.id === picked.id) {
      setSearchedPick(picked);
      setLastSearches(rememberLastSearch(browserStorage(), locale, { id: picked.id, label: picked.label, category: picked.category }));
    }
    setModalOpen(false);
    onSearch(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    search(draft);
  }

  const fieldsProps = {
    flow,
    draft,
    setDraft,
    destination,
    themes,
    criteria,
    onFlowChange,
    datesVariation: hasAskedForDates ? (askedDatesVariation ?? datesVariation) : undefined,
    onFlexibleDates: () => {
      setHasChosenFlexibleDates(true);
      search(draft, { flexibleDates: true });
    },
    onSearch: search,
  };

  const party = partyOf(criteria, flow);
  const theme = criteria.theme === undefined ? undefined : themes.find((item) => item.id === criteria.theme)?.name;
  const summary = {
    destination: appliedLabel ?? localLabel,
    hasDestination: applied !== undefined,
    dates: fields.dates && criteria.checkin && criteria.checkout ? `${formatDay(criteria.checkin, market.bcp47)} - ${formatDay(criteria.checkout, market.bcp47)}` : undefined,
    theme,
    pax: fields.pax ? summaryParts(party, fields.pax).map((part) => tPax(part.key, { count: part.count })).join(', ') : undefined,
    onEdit: () => setModalOpen(true),
  };
  const isScrolled = useScrolledPast(STICKY_SUMMARY_BAR_SCROLL_PX);
  const familyHint = showsFamilyHint(criteria, flow) ? <FamilyHint onShowFamilyStays={() => onSearch(withFamilyTheme(criteria))} /> : null;

  return (
    <div className="flex flex-col gap-3" data-search-box="">
      <form role="search" aria-label={t('formLabel')} onSubmit={submit} className="hidden flex-col gap-3 md:flex">
        <SearchFields {...fieldsProps} layout="desktop" isCalendarOpen={openCalendar === 'desktop'} onCalendarOpenChange={(open) => setOpenCalendar(open ? 'desktop' : null)} />
      </form>
      <div className="md:hidden">
        <SearchSummary {...summary} />
      </div>
      {familyHint}
      {props.stickySummary !== false && isScrolled ? (
        <div className="fixed inset-x-0 top-16 z-20 border-b border-line bg-white/95 px-4 py-2 backdrop-blur md:hidden">
          <SearchSummary {...summary} />
        </div>
      ) : null}
      <Dialog
        open={isModalOpen && !isDesktopModal}
        onOpenChange={setModalOpen}
        returnFocusTo="opener"
        className="fixed inset-0 z-40 flex flex-col bg-canvas"
      >
        <FullScreenHeader title={t(flow === 'gifting' ? 'modalTitleGifting' : 'modalTitleBooking')} closeLabel={t('closeModal')} />
        <form role="search" aria-label={t('formLabel')} onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
          <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-4 py-4">
            <SearchFields {...fieldsProps} layout="mobile" isCalendarOpen={openCalendar === 'mobile'} onCalendarOpenChange={(open) => setOpenCalendar(open ? 'mobile' : null)} />
          </div>
          <div className="border-t border-line bg-white px-4 py-3">
            <button type="submit" className="button-primary w-full gap-2">
              <SearchIcon className="size-5 text-white" />
              {t('search')}
            </button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
