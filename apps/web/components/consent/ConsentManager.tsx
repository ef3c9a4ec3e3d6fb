'use client';

import { type ConsentChoices, REFUSE_ALL, shouldAskConsent } from '@escapade/domain/consent';
import { useTranslations } from 'next-intl';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';
import { CONSENT_GIVEN_CLASS } from './consent-given-script';
import { ConsentPanel, ConsentText } from './ConsentPanel';
import { type ConsentSnapshot, consentSnapshot, saveConsent, subscribeConsent } from './consent-state';
import { subscribePreferenceRequests } from './preference-requests';

/**
 * The first visit's panel: along the bottom of the page, which stays readable and usable above it;
 * hidden under the head script's mark of a visitor who has already answered.
 */
export const CONSENT_BANNER_CLASS = 'fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto border-t border-line bg-white shadow-card focus:outline-none [.consent-given_&]:hidden';
/** The preferences dialog's code (and the dialog library's) loads when the footer's link opens it. */
const ConsentPreferencesDialog = lazy(() => import('./ConsentPreferencesDialog'));

/**
 * Which dialog shows. The banner while the cookie cannot be read (server, hydration): it is in the
 * page's HTML for every visitor, hidden before the first paint by the head script's mark when the
 * visitor has already answered (consent-given-script.ts). Then: the footer's request opens the
 * preferences; a first visit (no valid consent) keeps the banner; a valid consent removes it.
 */
export function consentDialogMode(consent: ConsentSnapshot, isPreferencesRequested: boolean): 'banner' | 'preferences' | null {
  if (consent === 'unknown') return 'banner';
  if (isPreferencesRequested) return 'preferences';
  return shouldAskConsent(consent === 'none' ? undefined : consent) ? 'banner' : null;
}

/**
 * Cookie consent (GDPR / ePrivacy). On a first visit (no valid `consent` cookie) a non-modal panel
 * is at the bottom of the page from the first paint: the page can still be read, scrolled and used
 * (Escape or a click elsewhere does not dismiss it); once the page is interactive, focus moves into
 * the panel (unless the visitor has already put it somewhere) so a keyboard reaches it first.
 * Refuse all, Accept all and Choose look the same and take one click each. The footer's "cookie
 * preferences" link reopens the choices as a modal dialog (focus trapped, Escape closes, focus back
 * to the link).
 *
 * The panel is plain server-rendered markup, not a portal mounted after hydration: a first visitor
 * sees it with the page instead of a late paint over it, and hydration has nothing to add.
 */
export interface ConsentManagerProps {
  policyHref: string;
}

export function ConsentManager({ policyHref }: ConsentManagerProps) {
  const consent = useBrowserSnapshot(subscribeConsent, consentSnapshot, 'unknown');
  const [isPreferencesOpen, setIsPreferencesOpen] = useState(false);
  useEffect(() => subscribePreferenceRequests(() => setIsPreferencesOpen(true)), []);
  const save = (choices: ConsentChoices) => {
    setIsPreferencesOpen(false);
    void saveConsent(choices);
  };
  const mode = consentDialogMode(consent, isPreferencesOpen);
  if (mode === null) return null;
  if (mode === 'banner') return <ConsentBanner policyHref={policyHref} isFirstVisit={consent === 'none'} onSave={save} />;
  const stored = consent === 'none' || consent === 'unknown' ? undefined : consent;
  return (
    <Suspense fallback={null}>
      <ConsentPreferencesDialog policyHref={policyHref} initial={stored?.choices ?? REFUSE_ALL} onSave={save} onClose={() => setIsPreferencesOpen(false)} />
    </Suspense>
  );
}

/**
 * The first visit's panel, a non-modal dialog. `isFirstVisit`: the browser has confirmed there is
 * no valid consent (false while hydrating, when the cookie has not been read yet).
 */
function ConsentBanner({ policyHref, isFirstVisit, onSave }: { policyHref: string; isFirstVisit: boolean; onSave(choices: ConsentChoices): void }) {
  const t = useTranslations('consent');
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isFirstVisit) return;
    // The head script and the consent state read the same cookie; should they ever disagree, the
    // consent state decides and the panel shows.
    document.documentElement.classList.remove(CONSENT_GIVEN_CLASS);
    // The panel itself, not one of the choices: no answer is suggested. Not when the visitor has
    // already focused something (a search field) while the page was loading.
    const active = document.activeElement;
    if (!active || active === document.body) panel.current?.focus({ preventScroll: true });
  }, [isFirstVisit]);
  return (
    <div
      ref={panel}
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      data-testid="consent-banner"
      className={CONSENT_BANNER_CLASS}
    >
      <div className="container-page flex flex-col gap-3 py-4 md:py-5">
        <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
          {t('title')}
        </h2>
        <p id={`${id}-text`} className="text-sm text-ink">
          <ConsentText policyHref={policyHref} />
        </p>
        <ConsentPanel mode="banner" initial={REFUSE_ALL} onSave={onSave} />
      </div>
    </div>
  );
}
