'use client';

import { cardHref } from '@escapade/domain/cards';
import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import type { Flow } from '@escapade/domain/flow';
import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import type { WeekendDetail } from '@escapade/contracts/weekend';
import { useTranslations } from 'next-intl';
import { useMarket } from '../../../components/market-context';
import { CloseIcon } from '../../../components/ui/icons';
import { underMarket } from './map-view';

export interface MarkerInfoCardProps {
  detail: WeekendDetail | undefined;
  isLoading: boolean;
  isError: boolean;
  flow: Flow;
  criteria: SearchCriteria;
  onClose(): void;
}

/** The info card of the selected marker, from "Marker detail | GET {api}/weekend/{id}/detail.json". */
export function MarkerInfoCard({ detail, isLoading, isError, flow, criteria, onClose }: MarkerInfoCardProps) {
  const t = useTranslations('map');
  const { locale, homeHref } = useMarket();
  const bcp47 = MARKETS[locale].bcp47;
  return (
    <section
      aria-label={detail ? detail.hotel.label : t('selectedStay')}
      aria-busy={isLoading}
      className="pointer-events-auto relative flex w-full overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line md:w-[26rem]"
    >
      <button
        type="button"
        onClick={onClose}
        className="absolute top-1 right-1 z-10 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-brand-800 hover:bg-brand-50"
      >
        <CloseIcon />
        <span className="sr-only">{t('closeCard')}</span>
      </button>
      {isError ? (
        <p role="alert" className="p-4 pr-12 text-sm text-ink">
          {t('detailError')}
        </p>
      ) : !detail ? (
        <div className="flex w-full gap-3 p-3" aria-hidden="true">
          <div className="h-24 w-28 shrink-0 animate-pulse rounded-lg bg-line" />
          <div className="flex flex-1 flex-col gap-2 py-1 pr-8">
            <div className="h-4 w-3/4 animate-pulse rounded bg-line" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-line" />
            <div className="mt-auto h-4 w-1/3 animate-pulse rounded bg-line" />
          </div>
        </div>
      ) : (
        <article className="flex w-full gap-3 p-3">
          {/* The API's own sized WebP: no image optimiser in between. */}
          <img src={detail.imagesBySize['640_360']} alt="" width={112} height={96} className="h-24 w-28 shrink-0 rounded-lg object-cover" />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5 pr-8">
            <h3 className="truncate text-sm font-bold text-brand-900">{detail.hotel.label}</h3>
            <p className="truncate text-xs text-muted">
              {detail.hotel.stars ? `${'★'.repeat(detail.hotel.stars)} · ` : ''}
              {detail.hotel.location.label}
            </p>
            <p className="line-clamp-2 text-sm text-ink">{detail.label}</p>
            <div className="mt-auto flex items-end justify-between gap-2">
              <p className="text-sm text-ink">
                {detail.price ? (
                  <>
                    {detail.price.priceType === 'from_price' ? <span className="text-xs text-muted">{t('from')} </span> : null}
                    <span className="text-base font-bold">{formatMoney(detail.price.sellPrice, bcp47)}</span>
                    <span className="text-xs text-muted"> {t('forParty', { count: detail.paxCount })}</span>
                  </>
                ) : (
                  <span className="text-xs text-muted">{t('noPrice')}</span>
                )}
              </p>
              {detail.hotel.review.score !== null ? (
                <p className="shrink-0 rounded-md bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white">
                  {t('score', { score: detail.hotel.review.score })}
                  <span className="sr-only"> {t('reviews', { count: detail.hotel.review.count })}</span>
                </p>
              ) : null}
            </div>
            <a
              href={underMarket(homeHref, cardHref({ uri: detail.uri, itemCategory: flow === 'gifting' ? 'single_voucher' : 'weekend', hotel: { id: detail.hotel.id, uri: detail.hotel.uri } }, flow, criteria))}
              className="mt-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {flow === 'gifting' ? t('seeGift') : t('seeOffer')}
            </a>
          </div>
        </article>
      )}
    </section>
  );
}
