'use client';

import type { AgentOfferPanel as AgentOfferPanelData } from '@escapade/contracts/customer-care';
import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Collapsible } from 'radix-ui';
import { useId } from 'react';
import { formatDay } from '../../../components/calendar/calendar-model';
import { useMarket } from '../../../components/market-context';
import { ApiError } from '../../../lib/api-transport';
import { browserCustomerCareApi } from '../../../lib/api/customer-care';
import { retryUnlessRefused } from '../../customer-care/console-queries';
import { PANEL_CLASS, SECTION_TITLE_CLASS, SMALL_BUTTON_CLASS, TABLE_CLASS, TableScroller } from '../../customer-care/console-ui';
import { isSessionLost } from '../../customer-care/customer-care-model';
import { agentCancellationTerms, channelManagerState } from './agent-panel-model';
import { ShareLinkField } from './ShareLinkField';

export interface AgentOfferPanelProps {
  offerId: number;
  /** The market's public origin: the customer's link is the page on it. */
  publicOrigin: string;
}

/**
 * The product page's agent panel (customer care mode only, loaded with it): a collapsible section
 * with the offer's ids, channel manager, cancellation terms, whether it is published, its next
 * bookable nights (sell, net and reference prices, rooms left, minimum stay), and the page's link to
 * give the customer. Read from `GET /api/customer-care/offers/{offerId}`, the agent's session.
 */
export default function AgentOfferPanel({ offerId, publicOrigin }: AgentOfferPanelProps) {
  const t = useTranslations('customerCare');
  const { locale } = useMarket();
  const titleId = useId();
  const panel = useQuery({
    queryKey: ['customerCare', 'offerPanel', offerId, locale],
    queryFn: ({ signal }) => browserCustomerCareApi.offerPanel(offerId, locale, signal),
    retry: retryUnlessRefused,
  });

  return (
    <section aria-labelledby={titleId} className={`${PANEL_CLASS} border-l-4 border-brand-700`} data-testid="agent-panel">
      <Collapsible.Root defaultOpen className="flex flex-col gap-4">
        <h2 id={titleId} className={SECTION_TITLE_CLASS}>
          <Collapsible.Trigger className="group flex min-h-11 w-full items-center justify-between gap-3 text-left">
            {t('panel.title')}
            <span aria-hidden="true" className="transition-transform group-data-[state=closed]:-rotate-90">
              ▾
            </span>
          </Collapsible.Trigger>
        </h2>
        <Collapsible.Content className="flex flex-col gap-5">
          {panel.data ? (
            <OfferFacts panel={panel.data} />
          ) : panel.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700">
              <span>{isSessionLost(panel.error) ? t('sessionLost') : panel.error instanceof ApiError && panel.error.status === 404 ? t('panel.notFound') : t('loadFailed')}</span>
              <button type="button" className={SMALL_BUTTON_CLASS} onClick={() => void panel.refetch()}>
                {t('retry')}
              </button>
            </div>
          ) : (
            <p role="status" className="text-sm text-muted">
              {t('panel.loading')}
            </p>
          )}
          <ShareLinkField publicOrigin={publicOrigin} />
        </Collapsible.Content>
      </Collapsible.Root>
    </section>
  );
}

function OfferFacts({ panel }: { panel: AgentOfferPanelData }) {
  const t = useTranslations('customerCare.panel');
  const { locale } = useMarket();
  const { bcp47 } = MARKETS[locale];
  const nightsTitleId = useId();
  const money = (cents: number) => formatMoney(cents, bcp47, { alwaysShowCents: true });
  const terms = agentCancellationTerms(panel.cancellation);
  const channelManager = channelManagerState(panel.channelManager);
  return (
    <>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr] [&_dt]:font-semibold [&_dt]:text-muted">
        <dt>{t('offerId')}</dt>
        <dd>
          <span className="font-semibold tabular-nums">{panel.offerId}</span> · {panel.offerLabel}
        </dd>
        <dt>{t('hotelId')}</dt>
        <dd>
          <span className="font-semibold tabular-nums">{panel.hotelId}</span> · {panel.hotelLabel}
        </dd>
        <dt>{t('channelManager')}</dt>
        <dd>
          {channelManager.kind === 'none'
            ? t('channelManagerNone')
            : channelManager.kind === 'connected'
              ? t('channelManagerConnected', { id: channelManager.id })
              : t('channelManagerDisconnected', { id: channelManager.id })}
        </dd>
        <dt>{t('cancellation')}</dt>
        <dd>
          {terms.kind === 'free'
            ? t('cancellationFree', { days: terms.daysBeforeArrival })
            : terms.kind === 'partial'
              ? t('cancellationPartial', { days: terms.daysBeforeArrival, percent: terms.refundPercent })
              : t('cancellationNone')}
        </dd>
        <dt>{t('published')}</dt>
        <dd className={panel.published ? '' : 'font-semibold text-accent-800'}>{panel.published ? t('publishedYes') : t('publishedNo')}</dd>
        <dt>{t('commission')}</dt>
        <dd className="tabular-nums">{new Intl.NumberFormat(bcp47, { style: 'percent', maximumFractionDigits: 2 }).format(panel.commissionBps / 10_000)}</dd>
      </dl>
      <div className="flex flex-col gap-2">
        <h3 id={nightsTitleId} className="font-semibold text-brand-900">
          {t('nightsTitle')}
        </h3>
        {panel.nights.length === 0 ? (
          <p className="text-sm text-muted">{t('nightsNone')}</p>
        ) : (
          <TableScroller labelledBy={nightsTitleId}>
            <table className={TABLE_CLASS} aria-labelledby={nightsTitleId}>
              <thead>
                <tr>
                  <th scope="col">{t('columns.date')}</th>
                  <th scope="col">{t('columns.sell')}</th>
                  <th scope="col">{t('columns.net')}</th>
                  <th scope="col">{t('columns.ref')}</th>
                  <th scope="col">{t('columns.roomsLeft')}</th>
                  <th scope="col">{t('columns.minStay')}</th>
                </tr>
              </thead>
              <tbody>
                {panel.nights.map((night) => (
                  <tr key={night.date}>
                    <th scope="row" className="whitespace-nowrap font-normal">
                      {formatDay(night.date, bcp47, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })}
                    </th>
                    <td className="whitespace-nowrap tabular-nums">{money(night.sellCents)}</td>
                    <td className="whitespace-nowrap tabular-nums">{money(night.netCents)}</td>
                    <td className="whitespace-nowrap tabular-nums">{money(night.refCents)}</td>
                    <td className="tabular-nums">{night.roomsLeft}</td>
                    <td className="whitespace-nowrap">{t('minStay', { count: night.minStay })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
      </div>
    </>
  );
}
