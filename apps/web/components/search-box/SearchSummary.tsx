'use client';

import { useTranslations } from 'next-intl';

export interface SearchSummaryProps {
  destination?: string;
  /** A destination is searched but its name is not known yet. */
  hasDestination?: boolean;
  dates?: string;
  theme?: string;
  pax?: string;
  /** Opens the full-screen search modal. */
  onEdit(): void;
  className?: string;
}

/**
 * The search-summary bar: destination, dates, theme and pax on one button that reopens the
 * search.
 */
export function SearchSummary({ destination, hasDestination, dates, theme, pax, onEdit, className }: SearchSummaryProps) {
  const t = useTranslations('searchBox');
  const details = [dates, theme, pax].filter(Boolean).join(' · ');
  return (
    <button
      type="button"
      onClick={onEdit}
      aria-haspopup="dialog"
      className={`flex w-full items-center gap-3 rounded-full bg-white px-4 py-2 text-left ring-1 ring-line hover:ring-brand-300 ${className ?? ''}`}
    >
      <SearchIcon />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="sr-only">{t('summary.edit')}: </span>
        <span className="truncate font-semibold text-ink">{destination ?? (hasDestination ? t('destination.label') : t('destination.anywhere'))}</span>
        {details ? <span className="truncate text-sm text-muted">{details}</span> : null}
      </span>
    </button>
  );
}

export function SearchIcon({ className = 'size-5 shrink-0 text-brand-800' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
