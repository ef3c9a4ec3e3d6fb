import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import { hrefTo } from '../../i18n/navigation';
import { ErrorPanel } from './ErrorPanel';

/**
 * 'Oops, something went wrong' with the way home, for a content page whose call failed (a static
 * page, the weekend ideas, a partner minisite). The answer stays 200: the page exists.
 */
export async function ContentErrorPanel({ market }: { market: Market }) {
  const t = await getTranslations('contentPages');
  return (
    <ErrorPanel
      title={t('errorTitle')}
      action={
        <a href={hrefTo(market.locale, { screen: 'home' })} className="button-primary">
          {t('backHome')}
        </a>
      }
    />
  );
}
