'use client';

import { MARKETS } from '@escapade/domain/markets';
import type { AltchaWidgetElement } from 'altcha';
import type {} from 'altcha/types/react';
import { useTranslations } from 'next-intl';
import { type Ref, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { CONTACT_CHALLENGE_PATH } from '../../lib/api/contact';
import { useMarket } from '../../components/market-context';

/** What the form asks of the human check. */
export interface HumanCheckHandle {
  /**
   * The token of a solved challenge: the one the visitor already got by ticking the box, or one
   * got now (the check runs, then the form is sent). Undefined when the check could not finish.
   */
  token(): Promise<string | undefined>;
  /** The API refused the token (expired, already used): the next send needs a new check. */
  reset(): void;
}

/** The widget's texts, every one from the `contact.altcha` catalog. */
const WIDGET_TEXT_KEYS = [
  'label',
  'verify',
  'verifying',
  'verified',
  'waitAlert',
  'verificationRequired',
  'expired',
  'error',
  'loading',
  'reload',
  'cancel',
  'enterCode',
  'enterCodeAria',
  'enterCodeFromImage',
  'getAudioChallenge',
  'footer',
  'ariaLinkLabel',
] as const;

/** Off: it runs when the box is ticked or the form is sent; our own look, no link out. */
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true });

interface StateChangeDetail {
  state: string;
  payload?: string;
}

/**
 * The self-hosted human check (ALTCHA): a box the visitor ticks, which fetches a challenge signed
 * by our API and solves it in Web Workers; the widget's script is loaded from our own bundle when
 * the form opens, not with the page.
 */
export function HumanCheck({ ref }: { ref: Ref<HumanCheckHandle> }) {
  const t = useTranslations('contact.altcha');
  const { locale } = useMarket();
  const language = MARKETS[locale].language;
  const texts = useMemo(() => Object.fromEntries(WIDGET_TEXT_KEYS.map((key) => [key, t(key)])), [t]);
  const [isLoaded, setIsLoaded] = useState(false);
  const [hasFailedToLoad, setHasFailedToLoad] = useState(false);
  const widget = useRef<AltchaWidgetElement>(null);
  const token = useRef<string | undefined>(undefined);

  useEffect(() => {
    let isCurrent = true;
    import('altcha')
      .then(() => {
        globalThis.$altcha.i18n.set(language, texts);
        if (isCurrent) setIsLoaded(true);
      })
      .catch(() => {
        if (isCurrent) setHasFailedToLoad(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [language, texts]);

  useEffect(() => {
    const element = widget.current;
    if (!isLoaded || !element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      token.current = state === 'verified' ? payload : undefined;
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, [isLoaded]);

  useImperativeHandle(
    ref,
    () => ({
      async token() {
        if (token.current) return token.current;
        const element = widget.current;
        // Not loaded (yet, or at all): the form says the check is needed.
        if (!element || typeof element.verify !== 'function') return undefined;
        const result = await element.verify().catch(() => null);
        token.current = result?.payload;
        return token.current;
      },
      reset() {
        token.current = undefined;
        widget.current?.reset?.();
      },
    }),
    [],
  );

  if (hasFailedToLoad) return <p className="text-sm font-semibold text-red-700">{t('error')}</p>;
  if (!isLoaded) {
    return (
      <p className="text-sm text-muted" role="status">
        {t('loading')}
      </p>
    );
  }
  return <altcha-widget ref={widget} challenge={CONTACT_CHALLENGE_PATH} auto="off" language={language} name="altcha" configuration={WIDGET_CONFIGURATION} />;
}
