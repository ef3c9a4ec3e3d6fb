'use client';

import { type ConsentChoices, REFUSE_ALL, shouldAskConsent } from '@escapade/domain/consent';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';
import { Dialog, DialogDescription, DialogHeader, DialogTitle } from '../ui/Dialog';
import { ConsentPanel, ConsentText } from './ConsentPanel';
import { type ConsentSnapshot, consentSnapshot, saveConsent, subscribeConsent, subscribePreferenceRequests } from './consent-state';

/** The first visit's panel: along the bottom of the page, which stays readable and usable above it. */
const BANNER_CLASS = 'fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto border-t border-line bg-white shadow-card focus:outline-none';
/** Reopened from the footer: a sheet over the dimmed page (bottom on a phone, centred on a larger screen). */
const PREFERENCES_CLASS =
  'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col gap-4 overflow-y-auto rounded-t-2xl bg-white p-5 shadow-card focus:outline-none md:inset-x-auto md:bottom-auto md:left-1/2 md:top-1/2 md:w-[40rem] md:max-h-[85vh] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-card';

/**
 * Which dialog shows: none while the cookie cannot be read (server, hydration); the footer's
 * request opens the preferences; a first visit (no valid consent) the banner.
 */
export function consentDialogMode(consent: ConsentSnapshot, isPreferencesRequested: boolean): 'banner' | 'preferences' | null {
  if (consent === 'unknown') return null;
  if (isPreferencesRequested) return 'preferences';
  return shouldAskConsent(consent === 'none' ? undefined : consent) ? 'banner' : null;
}

/** The banner stays until the visitor chooses: Escape or a click on the page does not dismiss it. */
const keepOpen = () => {};

/**
 * Cookie consent (GDPR / ePrivacy). On a first visit (no valid `consent` cookie) a non-modal panel
 * opens at the bottom of the page: the page can still be read, scrolled and used; focus moves into
 * the panel so a keyboard reaches it first. Refuse all, Accept all and Choose look the same and
 * take one click each. The footer's "cookie preferences" link reopens the choices as a modal
 * dialog (focus trapped, Escape closes, focus back to the link). Rendered after hydration only:
 * the server cannot know the cookie.
 */
export function ConsentManager({ policyHref }: { policyHref: string }) {
  const t = useTranslations('consent');
  const consent = useBrowserSnapshot(subscribeConsent, consentSnapshot, 'unknown');
  const [isPreferencesOpen, setIsPreferencesOpen] = useState(false);

  useEffect(() => subscribePreferenceRequests(() => setIsPreferencesOpen(true)), []);

  const save = (choices: ConsentChoices) => {
    setIsPreferencesOpen(false);
    void saveConsent(choices);
  };

  const mode = consentDialogMode(consent, isPreferencesOpen);
  if (mode === null) return null;
  const stored = consent === 'none' || consent === 'unknown' ? undefined : consent;

  if (mode === 'preferences') {
    return (
      <Dialog open onOpenChange={setIsPreferencesOpen} overlay="medium" returnFocusTo="opener" isDescribed className={PREFERENCES_CLASS} testId="consent-preferences">
        <DialogHeader title={t('preferencesTitle')} closeLabel={t('close')} />
        <DialogDescription className="text-sm text-ink">
          <ConsentText policyHref={policyHref} />
        </DialogDescription>
        <ConsentPanel mode="preferences" initial={stored?.choices ?? REFUSE_ALL} onSave={save} />
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      modal={false}
      onOpenChange={keepOpen}
      isDescribed
      className={BANNER_CLASS}
      testId="consent-banner"
      onOpenAutoFocus={(event) => {
        // The panel itself, not one of the choices: no answer is suggested.
        event.preventDefault();
        if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
      }}
    >
      <div className="container-page flex flex-col gap-3 py-4 md:py-5">
        <DialogTitle className="text-lg font-bold text-brand-900">{t('title')}</DialogTitle>
        <DialogDescription className="text-sm text-ink">
          <ConsentText policyHref={policyHref} />
        </DialogDescription>
        <ConsentPanel mode="banner" initial={REFUSE_ALL} onSave={save} />
      </div>
    </Dialog>
  );
}
