import { todayIn } from '@escapade/domain/calendar-day';
import { isGiftCardSold } from '@escapade/domain/gift-card';
import { GIFT_CARD_CHECKOUT_SEGMENT, GIFT_CARD_CUSTOMISATION_SEGMENT } from '@escapade/domain/screen-segments';
import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { hrefTo } from '../../i18n/navigation';
import { GiftCardCheckoutEntry } from './GiftCardCheckoutEntry';
import { GiftCardCustomisation } from './GiftCardCustomisation';

interface GiftCardScreenContext {
  market: Market;
  rest: string[];
}

type GiftCardPage = 'customisation' | 'checkout';

function pageOf(rest: readonly string[]): GiftCardPage | undefined {
  if (rest.length !== 1) return undefined;
  if (rest[0] === GIFT_CARD_CUSTOMISATION_SEGMENT) return 'customisation';
  if (rest[0] === GIFT_CARD_CHECKOUT_SEGMENT) return 'checkout';
  return undefined;
}

/**
 * The dispatcher's gift card screen (/giftcard/customization, the same for each locale; sold
 * where gift card purchase blocks are shown: fr_FR, fr_BE, nl_NL, nl_BE, it_IT; elsewhere a
 * 404), and its checkout entry
 * `/giftcard/checkout` (the gift checkout of the card). Neither is indexed: a form and a basket.
 */
export const giftcardScreen = {
  async describe({ market, rest }: GiftCardScreenContext) {
    const page = pageOf(rest);
    if (!page || !isGiftCardSold(market)) return undefined;
    const t = await getTranslations('giftcard');
    return page === 'customisation'
      ? { title: t('title'), description: t('intro'), indexable: false }
      : { title: t('checkout.title'), indexable: false };
  },
  async render({ market, rest }: GiftCardScreenContext): Promise<ReactNode> {
    const page = pageOf(rest);
    const today = todayIn(market.timeZone, new Date());
    const customisationHref = hrefTo(market.locale, { screen: 'giftcard', rest: [GIFT_CARD_CUSTOMISATION_SEGMENT] });
    const checkoutHref = hrefTo(market.locale, { screen: 'giftcard', rest: [GIFT_CARD_CHECKOUT_SEGMENT] });
    if (page === 'checkout') return <GiftCardCheckoutEntry bcp47={market.bcp47} today={today} customisationHref={customisationHref} />;
    const t = await getTranslations('giftcard');
    return (
      <div className="container-page flex flex-col gap-6 py-8">
        <header className="flex max-w-3xl flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('title')}</h1>
          <p className="text-muted">{t('intro')}</p>
        </header>
        <GiftCardCustomisation bcp47={market.bcp47} today={today} checkoutHref={checkoutHref} />
      </div>
    );
  },
};
