'use client';

import type { OrderDetail } from '@escapade/contracts/customer-care';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { browserCustomerCareApi } from '../../lib/api/customer-care';
import { AuditTable } from './AuditTable';
import { CasesTable } from './CasesTable';
import { ConfirmAction } from './ConfirmAction';
import { LoadError, PANEL_CLASS, SECTION_TITLE_CLASS, SMALL_BUTTON_CLASS, TABLE_CLASS, useAnnounce, useCodeLabel, useConsoleFormats, TableScroller } from './console-ui';
import { customerCareKeys, type PendingFocus, retryUnlessRefused } from './console-queries';
import { resendableMailRows, shipmentStepOf } from './customer-care-model';
import { OrderFacts } from './OrderFacts';
import { useActionFailure } from './use-action-failure';

export interface OrderDetailPanelProps {
  orderUUID: string;
  pendingFocus: RefObject<PendingFocus>;
  /** Whether the agent came from a search's results (the back button returns to them) or from a case. */
  hasResults: boolean;
  onBack(): void;
}

/** ORDER DETAIL: the order, its shipment's next step, its history, its e-mails, its contact cases and its audit entries. */
export function OrderDetailPanel({ orderUUID, pendingFocus, hasResults, onBack }: OrderDetailPanelProps) {
  const t = useTranslations('customerCare.detail');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const query = useQuery({ queryKey: customerCareKeys.order(orderUUID), queryFn: ({ signal }) => browserCustomerCareApi.getOrder(orderUUID, signal), retry: retryUnlessRefused });
  const isSettled = !query.isPending;

  useEffect(() => {
    if (!isSettled || pendingFocus.current !== 'detail') return;
    pendingFocus.current = null;
    headingRef.current?.focus();
  }, [isSettled, pendingFocus]);

  const detail = query.data;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-900">
          {detail ? t('title', { bookingNumber: detail.order.bookingNumber }) : t('loading')}
        </h2>
        <button type="button" className={SMALL_BUTTON_CLASS} onClick={onBack}>
          {hasResults ? t('backToResults') : t('close')}
        </button>
      </div>
      {query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {detail ? <OrderDetailSections detail={detail} /> : null}
    </section>
  );
}

function OrderDetailSections({ detail }: { detail: OrderDetail }) {
  const t = useTranslations('customerCare.detail');
  const id = useId();
  return (
    <>
      <OrderFacts order={detail.order} documents={detail.documents} shipmentAction={shipmentStepOf(detail.order) ? <ShipmentAction order={detail.order} /> : null} />
      <CancelAction order={detail.order} />
      <section aria-labelledby={`${id}-history`} className={PANEL_CLASS}>
        <h3 id={`${id}-history`} className={SECTION_TITLE_CLASS}>
          {t('history.title')}
        </h3>
        <OrderHistory transitions={detail.transitions} headingId={`${id}-history`} />
      </section>
      <section aria-labelledby={`${id}-mails`} className={PANEL_CLASS}>
        <h3 id={`${id}-mails`} className={SECTION_TITLE_CLASS}>
          {t('mails.title')}
        </h3>
        <OrderMails detail={detail} headingId={`${id}-mails`} />
      </section>
      <section aria-labelledby={`${id}-cases`} className={PANEL_CLASS}>
        <h3 id={`${id}-cases`} tabIndex={-1} className={SECTION_TITLE_CLASS}>
          {t('cases.title')}
        </h3>
        {detail.cases.length > 0 ? <CasesTable cases={detail.cases} headingId={`${id}-cases`} /> : <p className="text-sm text-muted">{t('cases.none')}</p>}
      </section>
      <section aria-labelledby={`${id}-audit`} className={PANEL_CLASS}>
        <h3 id={`${id}-audit`} className={SECTION_TITLE_CLASS}>
          {t('audit.title')}
        </h3>
        {detail.audit.length > 0 ? <AuditTable entries={detail.audit} headingId={`${id}-audit`} /> : <p className="text-sm text-muted">{t('audit.none')}</p>}
      </section>
    </>
  );
}

/**
 * "Cancel the booking" on the customer's behalf: a confirmed stay only; the API applies the
 * customer's own rules (the policy's refund, or a refusal in its words) and audits it.
 */
function CancelAction({ order }: { order: OrderDetail['order'] }) {
  const t = useTranslations('customerCare.detail.cancel');
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const failureOf = useActionFailure();
  const formats = useConsoleFormats();
  if (order.status !== 'CONFIRMED' || !order.items.some((item) => item.kind === 'SHORT_STAY')) return null;
  return (
    <ConfirmAction
      label={t('action')}
      title={t('confirmTitle', { bookingNumber: order.bookingNumber })}
      description={t('confirmText')}
      confirmLabel={t('confirm')}
      onConfirm={async () => {
        let result;
        try {
          result = await browserCustomerCareApi.cancelOrder(order.orderUUID);
        } finally {
          void queryClient.invalidateQueries({ queryKey: customerCareKeys.all });
        }
        announce(
          result.isProviderRefundDone
            ? t('done', { bookingNumber: order.bookingNumber, amount: formats.money(result.refundCents) })
            : t('refundPending', { bookingNumber: order.bookingNumber }),
        );
      }}
      failureOf={(error) => failureOf(error, t('refused'))}
    />
  );
}

/** "Advance shipment": the physical gift's next step (to ship → shipped, which e-mails the buyer → delivered). */
function ShipmentAction({ order }: { order: OrderDetail['order'] }) {
  const t = useTranslations('customerCare.detail.shipment');
  const codeLabel = useCodeLabel();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const failureOf = useActionFailure();
  const step = shipmentStepOf(order);
  if (!step) return null;
  const to = codeLabel('shipmentState', step.to);
  return (
    <ConfirmAction
      label={t('advance', { state: to })}
      title={t('confirmTitle', { state: to })}
      description={step.to === 'SHIPPED' ? t('confirmShipped') : t('confirmDelivered')}
      confirmLabel={t('confirm')}
      onConfirm={async () => {
        try {
          await browserCustomerCareApi.advanceShipment(order.orderUUID, step.from);
        } finally {
          // Done or refused because it moved meanwhile: the order is read again either way.
          void queryClient.invalidateQueries({ queryKey: customerCareKeys.all });
        }
        announce(t('done', { bookingNumber: order.bookingNumber, state: to }));
      }}
      failureOf={(error) => failureOf(error, t('conflict'))}
    />
  );
}

function OrderHistory({ transitions, headingId }: { transitions: OrderDetail['transitions']; headingId: string }) {
  const t = useTranslations('customerCare.detail.history');
  const codeLabel = useCodeLabel();
  const formats = useConsoleFormats();
  if (transitions.length === 0) return <p className="text-sm text-muted">{t('none')}</p>;
  return (
    <TableScroller labelledBy={headingId}>
      <table className={TABLE_CLASS} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('at')}</th>
            <th scope="col">{t('from')}</th>
            <th scope="col">{t('to')}</th>
            <th scope="col">{t('event')}</th>
            <th scope="col">{t('cause')}</th>
          </tr>
        </thead>
        <tbody>
          {transitions.map((transition, index) => (
            <tr key={`${transition.at}-${index}`}>
              <td className="whitespace-nowrap">{formats.instant(transition.at)}</td>
              <td>{transition.from ? codeLabel('orderStatus', transition.from) : '—'}</td>
              <td>{codeLabel('orderStatus', transition.to)}</td>
              <td>{codeLabel('orderEvent', transition.event)}</td>
              <td className="break-words text-muted">{transition.cause}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

function OrderMails({ detail, headingId }: { detail: OrderDetail; headingId: string }) {
  const t = useTranslations('customerCare.detail.mails');
  const codeLabel = useCodeLabel();
  const formats = useConsoleFormats();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const failureOf = useActionFailure();
  const resendable = resendableMailRows(detail);
  if (detail.mails.length === 0) return <p className="text-sm text-muted">{t('none')}</p>;
  return (
    <TableScroller labelledBy={headingId}>
      <table className={TABLE_CLASS} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('kind')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col" className="text-right">
              {t('attempts')}
            </th>
            <th scope="col">{t('createdAt')}</th>
            <th scope="col">{t('sentAt')}</th>
            <th scope="col">
              <span className="sr-only">{t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {detail.mails.map((mail) => {
            const kind = resendable.get(mail.id);
            const kindLabel = codeLabel('mailKind', mail.kind);
            return (
              <tr key={mail.id}>
                <th scope="row">{kindLabel}</th>
                <td>{codeLabel('mailStatus', mail.status)}</td>
                <td className="text-right tabular-nums">{mail.attempts}</td>
                <td className="whitespace-nowrap">{formats.instant(mail.createdAt)}</td>
                <td className="whitespace-nowrap">{mail.sentAt ? formats.instant(mail.sentAt) : t('notSent')}</td>
                <td>
                  {kind ? (
                    <ConfirmAction
                      label={t('resend')}
                      buttonName={t('resendName', { kind: kindLabel })}
                      title={t('confirmTitle', { kind: kindLabel })}
                      description={t('confirmText')}
                      confirmLabel={t('confirm')}
                      onConfirm={async () => {
                        await browserCustomerCareApi.resendMail(detail.order.orderUUID, kind);
                        announce(t('queued', { kind: kindLabel }));
                        void queryClient.invalidateQueries({ queryKey: customerCareKeys.all });
                      }}
                      failureOf={(error) => failureOf(error, t('conflict'))}
                    />
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
