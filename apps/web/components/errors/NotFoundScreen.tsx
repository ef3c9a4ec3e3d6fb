import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import { hrefTo } from '../../i18n/navigation';
import { ErrorPanel } from './ErrorPanel';
import { NotFoundReport } from './NotFoundReport';

/**
 * Not-found page: title 'Oops', text with error code 404, a button to the homepage, and the
 * `GET {origin}/error?uri&locale` report sent once by the browser. "Noindex": Next.js writes it on
 * every 404 answer. The document title is a React `<title>`, not metadata, because a 404 thrown by
 * a page is rendered by the browser, where Next drops the metadata title.
 */
export async function NotFoundScreen({ market }: { market: Market }) {
  const t = await getTranslations('notFound');
  return (
    <>
      <title>{t('title')}</title>
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
