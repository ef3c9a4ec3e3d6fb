'use client';

import { MARKETS } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { publicShareUrl } from '../../../components/customer-care-mode/public-share-url';
import { useMarket } from '../../../components/market-context';
import { INPUT_CLASS, SMALL_BUTTON_CLASS } from '../../customer-care/console-ui';
import { useProductCriteria } from '../product-criteria';

/**
 * The page's link to give the customer: this page, with the dates and party chosen, on the
 * market's public origin ("the shareable link swaps the customer-care host prefix for the public
 * one"). Copied with a button; where the browser refuses the clipboard (a page not served over
 * https), the link is selected for the agent to copy.
 */
export function ShareLinkField({ publicOrigin }: { publicOrigin: string }) {
  const t = useTranslations('customerCare.panel.share');
  const { locale } = useMarket();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [lastCopy, setLastCopy] = useState<{ outcome: 'copied' | 'failed'; link: string }>();
  // Drawn again when the booking panel writes other dates or another party to the hash.
  useProductCriteria(MARKETS[locale].timeZone);
  // The panel is drawn in the browser only (loaded with the mode), where the address is known.
  const link = publicShareUrl(window.location.href, publicOrigin);
  // What the last copy did, said only while the link is still the one it copied.
  const outcome = lastCopy?.link === link ? lastCopy.outcome : undefined;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setLastCopy({ outcome: 'copied', link });
    } catch {
      setLastCopy({ outcome: 'failed', link });
      input.current?.focus();
      input.current?.select();
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="font-semibold text-brand-900">
        {t('label')}
      </label>
      <p id={hintId} className="text-sm text-muted">
        {t('hint')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input ref={input} id={inputId} type="url" readOnly value={link} aria-describedby={hintId} onFocus={(event) => event.currentTarget.select()} className={`${INPUT_CLASS} min-w-48 flex-1 text-sm`} />
        <button type="button" className={SMALL_BUTTON_CLASS} onClick={() => void copy()}>
          {t('copy')}
        </button>
      </div>
      <p role="status" className={`text-sm font-semibold ${outcome === 'failed' ? 'text-red-700' : 'text-brand-700'}`}>
        {outcome === 'copied' ? t('copied') : outcome === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
