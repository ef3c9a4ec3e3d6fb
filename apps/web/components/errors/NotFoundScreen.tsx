import type { Market } from '@escapade/domain/markets';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { hrefTo } from '../../i18n/navigation';
import { ErrorPanel } from './ErrorPanel';
import { NotFoundReport } from './NotFoundReport';

/**
 * The not-found page's head. Spec 001 §2 says "Noindex": Next.js writes `noindex` itself on every
 * 404 answer, so a second robots tag would only repeat it.
 */
export async function buildNotFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return { title: t('title') };
}

/**
 * Spec 001 §2: "Not-found: title 'Oops', text with error code 404, button to homepage", and the
 * `GET {origin}/error?uri&locale` report sent once by the browser.
 */
export async function NotFoundScreen({ market }: { market: Market }) {
  const t = await getTranslations('notFound');
  return (
    <>
      <ErrorPanel
        title={t('title')}
        text={t('text')}
        action={
          <a href={hrefTo(market.locale, { screen: 'home' })} className="button-primary">
            {t('home')}
          </a>
        }
      />
      <NotFoundReport locale={market.locale} />
    </>
  );
}
