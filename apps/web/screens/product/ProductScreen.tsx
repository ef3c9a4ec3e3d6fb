import type { WeekendFullDetail } from '@escapade/contracts/product';
import type { Market } from '@escapade/domain/markets';
import { FAMILY_THEME_ID } from '@escapade/domain/pax';
import { formatMoney } from '@escapade/domain/price';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import Link from 'next/link';
import { Gallery } from '../../components/gallery';
import { ComparePackages } from '../../components/product/ComparePackages';
import { PracticalInfo } from '../../components/product/PracticalInfo';
import { ProgramList } from '../../components/product/ProgramList';
import { type ProductSectionId, ProductTabs } from '../../components/product/ProductTabs';
import { StressBadges } from '../../components/product/StressBadges';
import { TooLate } from '../../components/product/TooLate';
import { WishlistToggle } from '../../components/product/WishlistToggle';
import { RecordViewItem } from '../../components/analytics/RecordViewItem';
import { RecentlyViewedList, RecordRecentlyViewed } from '../../components/recently-viewed';
import { stayWishlistItem } from '../../components/wishlist/wishlist-items';
import { EnsureQueryProvider } from '../../components/providers/QueryProvider';
import { ReviewsSection } from '../../components/reviews/ReviewsSection';
import { NativeBackButton } from '../../components/shell/NativeBackButton';
import { PageBreadcrumb } from '../../components/shell/PageBreadcrumb';
import { getWebConfig } from '../../config';
import { buildMarketOrigin, buildMarketPath } from '../../i18n/market-urls';
import { hrefTo } from '../../i18n/navigation';
import { type ShellFlow, withFlow } from '../../lib/flow-param';
import { isNativeAppUserAgent } from '../../lib/native-app';
import { AgentPanelSection } from './agent-panel/AgentPanelSection';
import { ProductBooking } from './ProductBooking';
import { DatedCancellationWording, DatedTouristicTax } from './ProductDatedInfo';
import { loadOtherOffers, loadProductReviews, loadRecommended } from './product-data';

/**
 * The stay product page: gallery of 5, stress badges,
 * programme summary, the booking panel (or the gift customisation in the gifting flow), program
 * and activities, reviews, practical info, other offers at the hotel and the recommended offer.
 * What search engines read is server-rendered; the hash's dates and party are the browser's.
 */
export async function ProductScreen({ market, product, flow }: { market: Market; product: WeekendFullDetail; flow: ShellFlow }) {
  const t = await getTranslations('product');
  const { urlMode } = getWebConfig();
  // Inside our native apps the page offers their Back instead of the breadcrumb.
  const isNativeApp = isNativeAppUserAgent((await headers()).get('user-agent'));
  const hotelHref = hrefTo(market.locale, { screen: 'hotel', rest: [String(product.hotel.id)] });
  if (product.expired) {
    return (
      <div className="container-page py-10">
        <TooLate hotelHref={`${hotelHref}#hotelId=${product.hotel.id}`} />
      </div>
    );
  }
  const [reviews, recommended, otherOffers] = await Promise.all([
    loadProductReviews(product.hotel.id, market.locale),
    loadRecommended(product.id, market.locale),
    loadOtherOffers(product.hotel.id, product.id, market.locale),
  ]);
  const productPathTemplate = buildMarketPath(market.locale, { screen: 'product', rest: ['__ID__'] }, urlMode);
  const familyHref = `${hrefTo(market.locale, { screen: 'search' })}#theme=${FAMILY_THEME_ID}`;
  const money = (cents: number) => formatMoney(cents, market.bcp47);
  // A stay that does not sell single vouchers has no gift to customise: no gift tab, and the
  // panel says it cannot be offered.
  const isGiftOffered = flow === 'gifting' && product.isSingleVoucherSellable;
  const sections: ProductSectionId[] = ['description', 'experience', 'room', ...(isGiftOffered ? (['gift'] as const) : []), 'reviews', 'practical'];
  const productPath = productPathTemplate.replace('__ID__', String(product.id));
  // The stay's own page, as the recently viewed list and the wishlist link back to it.
  const productHref = hrefTo(market.locale, { screen: 'product', rest: [String(product.id)] });

  return (
    <EnsureQueryProvider>
      <RecordRecentlyViewed
        id={product.id}
        label={product.label}
        imageUrl={product.imagesBySize['640_360']}
        hotel={product.hotel.label}
        uri={productHref}
        type="STAY"
        {...(product.price ? { price: product.price.sellPrice } : {})}
      />
      {/* The gifting flow sells the stay as a single voucher (what Book adds to the cart). */}
      <RecordViewItem id={String(product.id)} name={product.label} category={isGiftOffered ? 'single_voucher' : 'weekend'} priceCents={product.price?.sellPrice} />
      <div className="container-page flex flex-col gap-4 pt-4 md:pt-6">
        {isNativeApp ? (
          <NativeBackButton label={t('back')} fallbackHref={hotelHref} />
        ) : (
          <PageBreadcrumb
            label={t('breadcrumb')}
            links={[
              { href: hrefTo(market.locale, { screen: 'home' }), label: t('home') },
              { href: hotelHref, label: product.hotel.label },
            ]}
            current={product.label}
          />
        )}
        <header className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{product.label}</h1>
          <p className="text-muted">
            <Link href={hotelHref} className="font-semibold text-brand-800 underline">
              {product.hotel.label}
            </Link>{' '}
            · {product.hotel.location.label}
          </p>
          <StressBadges stress={product.stress} autoDiscount={product.autoDiscount?.value ?? null} flow={flow} />
        </header>
        {/* Customer care mode only, drawn in the browser: the page's HTML is the same for everyone. */}
        <AgentPanelSection offerId={product.id} publicOrigin={buildMarketOrigin(market.locale, urlMode)} />
      </div>
      <div className="container-page mt-4 px-0 md:px-8">
        <Gallery
          images={product.images.length ? product.images : [product.imagesBySize]}
          name={product.label}
          pictures={5}
          // "gallery (5 pictures on the product page) with wishlist toggle": on for everyone (decision 0031).
          overlay={<WishlistToggle id={product.id} label={product.label} item={{ ...stayWishlistItem(product), uri: productHref }} />}
        />
      </div>
      <ProductTabs sections={sections} country={market.country} />
      {/* Phones keep room at the bottom for the booking bar that stays there while the panel is away. */}
      <div className="container-page grid gap-10 pb-28 pt-8 md:pb-8 lg:grid-cols-[1fr_24rem]">
        {/* The panel comes first in the document, as phones show it: the HTML streams, and a panel
            placed above the content with CSS order arrived after the content had painted and pushed
            it down (a layout shift of 0.21). Desktop puts it in the second column. */}
        <aside id={isGiftOffered ? 'gift' : undefined} aria-label={t('bookingPanel')} className="scroll-mt-20 lg:col-start-2 lg:row-start-1">
          <div>
            <ProductBooking
              product={{
                id: product.id,
                label: product.label,
                hotelId: product.hotel.id,
                hotelHref,
                nights: product.nights,
                price: product.price,
                activities: product.activities,
                upsells: product.upsells,
                cancellationPolicy: product.cancellationPolicy,
                isSingleVoucherSellable: product.isSingleVoucherSellable,
              }}
              flow={flow}
              productPathTemplate={productPathTemplate}
              bookingPath={buildMarketPath(market.locale, { screen: 'booking' }, urlMode)}
              giftSearchHref={withFlow(buildMarketPath(market.locale, { screen: 'search' }, urlMode), 'gifting')}
              bookingFlowHref={productPath}
              sections={sections}
            />
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-12 lg:col-start-1 lg:row-start-1">
          <section id="description" aria-labelledby="product-summary-title" className="flex scroll-mt-20 flex-col gap-3">
            <h2 id="product-summary-title" className="text-2xl font-bold text-brand-900">
              {t('programmeSummary')}
            </h2>
            <p className="text-lg">{product.shortProgramIntroWithoutRoom}</p>
            <ul className="flex flex-wrap gap-2">
              {product.headwords.map((headword) => (
                <li key={headword} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
                  {headword}
                </li>
              ))}
            </ul>
            <DatedCancellationWording productId={product.id} policy={product.cancellationPolicy} />
            <p>
              <Link href={familyHref} className="font-semibold text-brand-700 underline">
                {t('familyMessage')}
              </Link>
            </p>
          </section>
          <section id="experience" aria-labelledby="product-program-title" className="flex scroll-mt-20 flex-col gap-4">
            <h2 id="product-program-title" className="text-2xl font-bold text-brand-900">
              {t('programTitle')}
            </h2>
            <ProgramList lines={product.programLine} />
          </section>
          <section id="room" aria-labelledby="product-room-title" className="flex scroll-mt-20 flex-col gap-2">
            <h2 id="product-room-title" className="text-2xl font-bold text-brand-900">
              {t('roomTitle')}
            </h2>
            <p className="font-semibold">
              {product.room.title} · {product.room.bedding} · {t('roomSize', { size: product.room.size })}
            </p>
            <p>{product.room.description}</p>
          </section>
          <div className="lg:hidden" />
          <ReviewsSection hotelId={product.hotel.id} initial={reviews} id="reviews" />
          <section id="practical" aria-labelledby="product-practical-title" className="flex scroll-mt-20 flex-col gap-3">
            <h2 id="product-practical-title" className="text-2xl font-bold text-brand-900">
              {t('practicalTitle')}
            </h2>
            <PracticalInfo
              product={product}
              touristicTax={<DatedTouristicTax productId={product.id} />}
              cancellation={<DatedCancellationWording productId={product.id} policy={product.cancellationPolicy} />}
            />
          </section>
          {recommended?.recommendedOffer ? (
            <section aria-labelledby="product-recommended-title" className="flex flex-col gap-3">
              <h2 id="product-recommended-title" className="text-2xl font-bold text-brand-900">
                {t('recommendedTitle')}
              </h2>
              <OfferLink offer={recommended.recommendedOffer} href={productPathTemplate.replace('__ID__', String(recommended.recommendedOffer.id))} fromLabel={t('from')} money={money} />
            </section>
          ) : null}
          {otherOffers.length > 0 ? (
            <section aria-labelledby="product-other-title" className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="product-other-title" className="text-2xl font-bold text-brand-900">
                  {t('otherOffersTitle')}
                </h2>
                <ComparePackages
                  current={{
                    id: product.id,
                    label: product.label,
                    nights: product.nights,
                    included: product.programLine.map((line) => line.title),
                    cancellationPolicy: product.cancellationPolicy,
                    fromPriceCents: product.price?.sellPrice ?? null,
                    href: productPath,
                  }}
                  others={otherOffers.map((offer) => ({
                    id: offer.id,
                    label: offer.label,
                    nights: offer.nights,
                    included: offer.programLineTitles,
                    cancellationPolicy: offer.cancellationPolicy,
                    fromPriceCents: offer.price?.sellPrice ?? null,
                    href: productPathTemplate.replace('__ID__', String(offer.id)),
                  }))}
                />
              </div>
              <ul className="grid gap-4 md:grid-cols-2">
                {otherOffers.slice(0, 6).map((offer) => (
                  <li key={offer.id}>
                    <OfferLink offer={offer} href={productPathTemplate.replace('__ID__', String(offer.id))} fromLabel={t('from')} money={money} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {/* The other stays this browser viewed (this one left out); nothing until the browser has read them. */}
          <RecentlyViewedList type="STAY" excludeId={product.id} />
        </div>
      </div>
    </EnsureQueryProvider>
  );
}

function OfferLink({ offer, href, fromLabel, money }: { offer: { label: string; imageUrl: string; shortProgramIntroWithoutRoom: string; price: { sellPrice: number } | null }; href: string; fromLabel: string; money(cents: number): string }) {
  return (
    <Link href={href} className="flex gap-3 rounded-card bg-white p-3 shadow-card ring-1 ring-line hover:ring-brand-300">
      <img src={offer.imageUrl} alt="" width={120} height={80} className="h-20 w-30 shrink-0 rounded-lg object-cover" loading="lazy" />
      <span className="flex flex-col gap-1">
        <span className="font-semibold text-brand-900">{offer.label}</span>
        <span className="line-clamp-2 text-sm text-muted">{offer.shortProgramIntroWithoutRoom}</span>
        {offer.price ? (
          <span className="text-sm font-semibold">
            {fromLabel} {money(offer.price.sellPrice)}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
