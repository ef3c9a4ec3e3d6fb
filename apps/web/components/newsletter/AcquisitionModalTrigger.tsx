'use client';

import { MARKETS } from '@escapade/domain/markets';
import { usePathname } from 'next/navigation';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { browserStorage } from '../../lib/browser-storage';
import { useMarket } from '../market-context';
import type { AcquisitionModalProps } from './AcquisitionModal';
import { type AcquisitionModalPage, acquisitionPageViewOf, readAcquisitionModalDone, scheduleAcquisitionModal, windowTimers } from './acquisition-modal-rules';

/**
 * A dialog the page shows (the first visit's cookie consent, a calendar, a gallery, this modal):
 * Radix and the consent panel carry the role; one hidden by the page's CSS has no box.
 */
function isAnotherDialogOpen(): boolean {
  return Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).some((dialog) => dialog.getClientRects().length > 0);
}

/**
 * The newsletter acquisition modal's timer, mounted once by the app shell (the market layout stays
 * mounted across in-app navigations, so every page view reaches it as a new path). Only the timer
 * and its rules are in the pages' first scripts: when the 10 s are over, the check
 * (`GET /marketing/newsletter`) and then the modal are imported.
 */
export function AcquisitionModalTrigger() {
  const pathname = usePathname();
  const { locale, homeHref } = useMarket();
  const [Modal, setModal] = useState<ComponentType<AcquisitionModalProps> | null>(null);
  const isOffering = useRef(false);
  /** The page shown now: the check and the import take a moment, during which the visitor may have left for another kind of page. */
  const currentPage = useRef<AcquisitionModalPage | undefined>(undefined);

  const offer = useCallback(async () => {
    if (isOffering.current) return;
    isOffering.current = true;
    const isStillDue = () => currentPage.current !== undefined && readAcquisitionModalDone(browserStorage('localStorage')) === undefined;
    try {
      const { shouldOfferAcquisitionModalInBrowser } = await import('./acquisition-modal-check');
      if ((await shouldOfferAcquisitionModalInBrowser(locale)) && isStillDue()) {
        const { AcquisitionModal } = await import('./AcquisitionModal');
        if (isStillDue()) {
          setModal(() => AcquisitionModal);
          return;
        }
      }
    } catch {
      // A chunk that did not load (a deploy, a network blip): the next navigation may offer it again.
    }
    isOffering.current = false;
  }, [locale]);

  useEffect(() => {
    const view = acquisitionPageViewOf(pathname, { language: MARKETS[locale].language, homeHref });
    currentPage.current = view.page;
    return scheduleAcquisitionModal({
      view,
      search: window.location.search,
      local: browserStorage('localStorage'),
      session: browserStorage('sessionStorage'),
      timers: windowTimers,
      isAnotherDialogOpen,
      onDue: () => void offer(),
    });
  }, [pathname, locale, homeHref, offer]);

  const onClosed = useCallback(() => {
    setModal(null);
    isOffering.current = false;
  }, []);

  return Modal ? <Modal locale={locale} onClosed={onClosed} /> : null;
}
