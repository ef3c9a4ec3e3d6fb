'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/ui/FormField';
import { browserCustomerCareApi } from '../../lib/api/customer-care';
import { INPUT_CLASS, LoadError, PANEL_CLASS, SECTION_TITLE_CLASS, SMALL_BUTTON_CLASS, TABLE_CLASS, useCodeLabel, useConsoleFormats, TableScroller } from './console-ui';
import { customerCareKeys, type PendingFocus, retryUnlessRefused } from './console-queries';
import { classifyOrderSearch, ORDER_SEARCH_MAX, type OrderSearchErrorKey } from './customer-care-model';
import { OrderDetailPanel } from './OrderDetailPanel';

export interface OrdersTabProps {
  /** The search being shown (kept by the console while another tab is open); `id` counts the agent's searches. */
  search: { q: string; id: number } | undefined;
  onSearch(q: string): void;
  openOrderUUID: string | undefined;
  onOpenOrder(orderUUID: string | undefined): void;
  pendingFocus: RefObject<PendingFocus>;
}

/**
 * ORDER SEARCH: a booking number or the buyer's e-mail address, then the orders found; an opened
 * order's detail takes the results' place until the agent goes back to them.
 */
export function OrdersTab({ search, onSearch, openOrderUUID, onOpenOrder, pendingFocus }: OrdersTabProps) {
  const [searchFocusRequest, setSearchFocusRequest] = useState(0);
  return (
    <div className="flex flex-col gap-6">
      <OrderSearchForm
        initial={search?.q ?? ''}
        focusRequest={searchFocusRequest}
        onSearch={(q) => {
          pendingFocus.current = 'results';
          onOpenOrder(undefined);
          onSearch(q);
        }}
      />
      {openOrderUUID ? (
        <OrderDetailPanel
          orderUUID={openOrderUUID}
          pendingFocus={pendingFocus}
          hasResults={search !== undefined}
          onBack={() => {
            // Back to the results, or, for an order opened from a case, to the search field.
            if (search) pendingFocus.current = 'results';
            else setSearchFocusRequest((count) => count + 1);
            onOpenOrder(undefined);
          }}
        />
      ) : search ? (
        <OrderResults
          search={search}
          pendingFocus={pendingFocus}
          onOpen={(orderUUID) => {
            pendingFocus.current = 'detail';
            onOpenOrder(orderUUID);
          }}
        />
      ) : null}
    </div>
  );
}

function OrderSearchForm({ initial, focusRequest, onSearch }: { initial: string; focusRequest: number; onSearch(q: string): void }) {
  const t = useTranslations('customerCare.search');
  const id = useId();
  const { register, handleSubmit, formState, setFocus } = useForm<{ q: string }>({ defaultValues: { q: initial }, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  useEffect(() => {
    if (focusRequest > 0) setFocus('q');
  }, [focusRequest, setFocus]);
  const onSubmit = handleSubmit(({ q }) => {
    const input = classifyOrderSearch(q);
    if (input.kind !== 'invalid') onSearch(input.q);
  });
  const errorKey = formState.errors.q?.message as OrderSearchErrorKey | undefined;
  return (
    <form role="search" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className={PANEL_CLASS}>
      <h2 id={`${id}-title`} className={SECTION_TITLE_CLASS}>
        {t('title')}
      </h2>
      <div className="flex flex-col gap-3 md:flex-row md:items-start">
        <div className="flex-1">
          <FormField id={`${id}-q`} label={t('label')} hint={t('hint')} error={errorKey ? t(`errors.${errorKey}`) : undefined}>
            {(describedBy, isInvalid) => (
              <input
                id={`${id}-q`}
                type="search"
                autoComplete="off"
                spellCheck={false}
                maxLength={ORDER_SEARCH_MAX}
                aria-invalid={isInvalid}
                aria-describedby={describedBy}
                className={INPUT_CLASS}
                {...register('q', {
                  validate: (value) => {
                    const input = classifyOrderSearch(value);
                    return input.kind === 'invalid' ? input.error : true;
                  },
                })}
              />
            )}
          </FormField>
        </div>
        <button type="submit" className="button-primary md:mt-6">
          {t('submit')}
        </button>
      </div>
    </form>
  );
}

function OrderResults({ search, onOpen, pendingFocus }: { search: { q: string; id: number }; onOpen(orderUUID: string): void; pendingFocus: RefObject<PendingFocus> }) {
  const { q } = search;
  const t = useTranslations('customerCare.search');
  const codeLabel = useCodeLabel();
  const formats = useConsoleFormats();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const query = useQuery({ queryKey: customerCareKeys.orders(q), queryFn: ({ signal }) => browserCustomerCareApi.searchOrders(q, signal), retry: retryUnlessRefused });
  const isSettled = !query.isPending;

  // After a search (or back from an order), the focus goes to what the search found.
  useEffect(() => {
    if (!isSettled || pendingFocus.current !== 'results') return;
    pendingFocus.current = null;
    headingRef.current?.focus();
  }, [isSettled, search.id, pendingFocus]);

  const orders = query.data;
  return (
    <section aria-labelledby={headingId} className={PANEL_CLASS}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={SECTION_TITLE_CLASS}>
        {orders ? t('resultsTitle', { count: orders.length, q }) : t('searching', { q })}
      </h2>
      {query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {orders && orders.length === 0 ? <p className="text-sm text-muted">{t('noResults')}</p> : null}
      {orders && orders.length > 0 ? (
        <TableScroller labelledBy={headingId}>
          <table className={TABLE_CLASS} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{t('columns.bookingNumber')}</th>
                <th scope="col">{t('columns.createdAt')}</th>
                <th scope="col">{t('columns.buyer')}</th>
                <th scope="col">{t('columns.label')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col" className="text-right">
                  {t('columns.total')}
                </th>
                <th scope="col">
                  <span className="sr-only">{t('columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.orderUUID}>
                  <th scope="row" className="font-mono font-semibold">
                    {order.bookingNumber}
                  </th>
                  <td>{formats.instant(order.createdAt)}</td>
                  <td>
                    <span className="block">{order.buyerName}</span>
                    <span className="block break-all text-muted">{order.buyerEmail}</span>
                  </td>
                  <td>{order.label}</td>
                  <td>{codeLabel('orderStatus', order.status)}</td>
                  <td className="text-right tabular-nums">{formats.money(order.totalCents)}</td>
                  <td>
                    <button type="button" className={SMALL_BUTTON_CLASS} aria-label={t('open', { bookingNumber: order.bookingNumber })} onClick={() => onOpen(order.orderUUID)}>
                      {t('openShort')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
    </section>
  );
}
