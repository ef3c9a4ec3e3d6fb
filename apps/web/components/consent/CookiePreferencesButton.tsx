'use client';

import { openConsentPreferences } from './preference-requests';

/** The footer's "cookie preferences" link: a button, since it opens the consent dialog rather than a page. */
export function CookiePreferencesButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" onClick={openConsentPreferences} className={className}>
      {label}
    </button>
  );
}
