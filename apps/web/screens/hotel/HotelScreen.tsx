import type { Hotel } from '@escapade/contracts/hotel';
import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import { Gallery } from '../../components/gallery';
import { EcoLabelPanel } from '../../components/hotel/EcoLabelPanel';
import { FacilityName } from '../../components/hotel/FacilityName';
import { HotelBreadcrumb } from '../../components/hotel/HotelBreadcrumb';
import { HotelDescription } from '../../components/hotel/HotelDescription';
import { EnsureQueryProvider } from '../../components/providers/QueryProvider';
import { ReviewScore } from '../../components/reviews/ReviewScore';
import { ReviewsSection } from '../../components/reviews/ReviewsSection';
import { WishlistButtons } from '../../components/wishlist/WishlistButtons';
import { isWishlistButtonEnabled } from '../../components/wishlist/wishlist-flag';
import { getWebConfig } from '../../config';
import { buildMarketOrigin, buildMarketPrefix, buildMarketUrl } from '../../i18n/market-urls';
import { hrefTo } from '../../i18n/navigation';
import { HotelOffers } from './HotelOffers';
import { HotelPageProvider } from './HotelPageProvider';
import { HotelStickyBar } from './HotelStickyBar';
import { NearbyHotels } from './NearbyHotels';
import { loadHotelPageData } from './hotel-data';
import { buildHotelJsonLd, serializeJsonLd } from './hotel-json-ld';
import { HOTEL_OFFERS_ANCHOR } from './hotel-hash';
import type { HotelSectionId } from './hotel-sections';

/**
 * The hotel page: breadcrumb, gallery, About,
 * the offers by room, reviews and nearby hotels, with the sticky bar of dates and party on
 * desktop. What search engines read is server-rendered: name, description, rooms with their
 * offers, the reviews summary and the schema.org Hotel markup.
 */
export async function HotelScreen({ market, hotel }: { market: Market; hotel: Hotel }) {
  const t = await getTranslations('hotel');
  const { urlMode, isProduction, featureFlags } = getWebConfig();
  const { offers, reviews } = await loadHotelPageData(hotel, market.locale);
  const pagePath = { screen: 'hotel' as const, rest: [String(hotel.id)] };
  const jsonLd = buildHotelJsonLd(hotel, { url: buildMarketUrl(market.locale, pagePath, urlMode), origin: buildMarketOrigin(market.locale, urlMode) });
  const sections: HotelSectionId[] = ['about', HOTEL_OFFERS_ANCHOR, ...(reviews ? (['reviews'] as const) : [])];
  const parking = hotel.infoGeneral.find((info) => info.code === 'parking');

  return (
    <EnsureQueryProvider>
      <HotelPageProvider hotelId={hotel.id} locale={market.locale} marketPrefix={buildMarketPrefix(market.locale, urlMode)} isProduction={isProduction}>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
        <div className="container-page flex flex-col gap-4 pt-4 md:pt-6">
          <HotelBreadcrumb
            homeHref={hrefTo(market.locale, { screen: 'home' })}
            items={hotel.breadcrumb}
            hrefOf={(item) => hrefTo(market.locale, { screen: 'home', rest: [item.slug] })}
            current={hotel.label}
          />
          <header className="flex flex-col gap-2 md:flex-row md:items-end md:justify-between">
            <div className="flex flex-col gap-1">
              <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">
                {hotel.label}
                {hotel.stars ? (
                  <span role="img" aria-label={t('stars', { count: hotel.stars })} className="ml-3 align-middle text-lg text-accent-700">
                    {'★'.repeat(hotel.stars)}
                  </span>
                ) : null}
              </h1>
              <p className="text-muted">
                {hotel.location.address}, {hotel.location.zipCode} {hotel.location.label}
              </p>
            </div>
            {reviews ? <ReviewScore score={hotel.review.score} count={hotel.review.count} /> : null}
          </header>
        </div>
        <div className="container-page mt-4 px-0 md:px-8">
          <Gallery images={hotel.images} name={hotel.label} pictures={4} />
        </div>
        <HotelStickyBar sections={sections} />
        <div className="container-page flex flex-col gap-12 py-8">
          <section id="about" aria-labelledby="hotel-about-title" className="flex scroll-mt-20 flex-col gap-5">
            <h2 id="hotel-about-title" className="text-2xl font-bold text-brand-900">
              {t('aboutTitle')}
            </h2>
            <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
              <div className="flex flex-col gap-5">
                <HotelDescription text={hotel.description} />
                {hotel.highlightedFacilities.length > 0 ? (
                  <ul className="flex flex-wrap gap-2" aria-label={t('highlightedFacilities')}>
                    {hotel.highlightedFacilities.map((code) => (
                      <li key={code} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
                        <FacilityName code={code} kind="facilities" />
                      </li>
                    ))}
                  </ul>
                ) : null}
                <EcoLabelPanel ecoFacilities={hotel.ecoFacilities} />
              </div>
              <div className="flex flex-col gap-4 rounded-card bg-white p-5 ring-1 ring-line">
                <h3 className="font-bold text-brand-900">{t('practicalInfo')}</h3>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  <dt className="text-muted">{t('checkin')}</dt>
                  <dd>{t('checkinFrom', { time: hotel.checkInOut.checkin })}</dd>
                  <dt className="text-muted">{t('checkout')}</dt>
                  <dd>{t('checkoutUntil', { time: hotel.checkInOut.checkout })}</dd>
                  <dt className="text-muted">{t('pets')}</dt>
                  <dd>{hotel.policy.petsAllowed ? t('petsAllowed') : t('petsNotAllowed')}</dd>
                  {parking ? (
                    <>
                      <dt className="text-muted">{t('parking')}</dt>
                      <dd>{parking.facilities.join(' · ')}</dd>
                    </>
                  ) : null}
                </dl>
                {hotel.facilities.length > 0 ? (
                  <>
                    <h3 className="font-bold text-brand-900">{t('facilitiesTitle')}</h3>
                    <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                      {hotel.facilities.map((code) => (
                        <li key={code}>
                          <FacilityName code={code} kind="facilities" />
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {hotel.importantInfos.length > 0 ? (
                  <ul className="flex flex-col gap-1 text-sm text-muted">
                    {hotel.importantInfos.map((info) => (
                      <li key={info}>{info}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </div>
          </section>
          {/* The rooms' hearts only behind the flag, as on the search cards (decision 0031). */}
          <WishlistButtons isEnabled={isWishlistButtonEnabled(market, featureFlags)}>
            <HotelOffers rooms={hotel.rooms} initialAnswer={offers} phone={market.phone} hotelLabel={hotel.label} />
          </WishlistButtons>
          <ReviewsSection id="reviews" hotelId={hotel.id} initial={reviews} />
          <NearbyHotels hotels={hotel.nearbyHotels} />
        </div>
      </HotelPageProvider>
    </EnsureQueryProvider>
  );
}
