'use client';

import type { Language } from '@escapade/domain/markets';
import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { ErrorPanel } from '../components/errors/ErrorPanel';
import { resolveMarketParam } from '../i18n/market-param';
import { reportCrash } from '../lib/browser-api';
// The crash texts alone (a few words per language): this page's script is part of every page's first load.
import es from '../messages/es/crash.json';
import fr from '../messages/fr/crash.json';
import it from '../messages/it/crash.json';
import nl from '../messages/nl/crash.json';
import './global-error.css';

const CRASH_TEXTS: Readonly<Record<Language, { title: string; home: string }>> = { fr, es, it, nl };

/**
 * The crash page when the root layout itself fails: it replaces the whole document, so it brings
 * its own `<html>` and reads the market from the URL's root segment.
 */
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  const params = useParams<{ market?: string }>();
  const market = resolveMarketParam(typeof params?.market === 'string' ? params.market : undefined);
  const texts = CRASH_TEXTS[market.language];
  useEffect(() => {
    reportCrash(error, market.locale, window.location.href);
  }, [error, market.locale]);
  return (
    <html lang={market.language}>
      <body>
        <title>{texts.title}</title>
        <main id="content" className="flex flex-1 flex-col">
          <ErrorPanel
            title={texts.title}
            action={
              <a href="/" className="button-primary">
                {texts.home}
              </a>
            }
          />
        </main>
      </body>
    </html>
  );
}
