'use client';

import type { ContactCaseSummary } from '@escapade/contracts/customer-care';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { browserCustomerCareApi } from '../../lib/api/customer-care';
import { SMALL_BUTTON_CLASS, TABLE_CLASS, useAnnounce, useCodeLabel, useConsoleFormats, TableScroller } from './console-ui';
import { customerCareKeys } from './console-queries';
import { allowedCaseEvents, type CaseAgentEvent } from './customer-care-model';
import { useActionFailure } from './use-action-failure';

export interface CasesTableProps {
  cases: readonly ContactCaseSummary[];
  /** The heading that names the table; it takes the focus when a moved case leaves the list. */
  headingId: string;
  /** Opens a case's order in the ORDERS tab (none in an order's own detail). */
  onOpenOrder?(orderUUID: string): void;
}

/**
 * Contact cases with the steps an agent may take on each (take a new case, answer the case taken,
 * close it). A step moves the focus to its case's row, or to the heading when the case left the
 * list (a list of new cases, once it is taken).
 */
export function CasesTable({ cases, headingId, onOpenOrder }: CasesTableProps) {
  const t = useTranslations('customerCare.cases');
  const tReasons = useTranslations('contact.form.reasons');
  const codeLabel = useCodeLabel();
  const formats = useConsoleFormats();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const failureOf = useActionFailure();
  const rowId = `${useId()}-case-`;
  const focusAfter = useRef<number | null>(null);

  const mutation = useMutation({
    mutationFn: ({ caseId, event }: { caseId: number; event: CaseAgentEvent }) => browserCustomerCareApi.transitionCase(caseId, event),
    onSuccess: (_, { caseId, event }) => {
      focusAfter.current = caseId;
      announce(t(`done.${event}`, { id: caseId }));
    },
    onError: (error) => announce(failureOf(error, t('conflict')), 'error'),
    // Done or refused (another agent moved the case meanwhile): every list shows it as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerCareKeys.all }),
  });

  useEffect(() => {
    const caseId = focusAfter.current;
    if (caseId === null || mutation.isPending) return;
    focusAfter.current = null;
    (document.getElementById(`${rowId}${caseId}`) ?? document.getElementById(headingId))?.focus();
  }, [cases, mutation.isPending, rowId, headingId]);

  return (
    <TableScroller labelledBy={headingId}>
      <table className={TABLE_CLASS} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('columns.id')}</th>
            <th scope="col">{t('columns.createdAt')}</th>
            <th scope="col">{t('columns.state')}</th>
            <th scope="col">{t('columns.reason')}</th>
            <th scope="col">{t('columns.from')}</th>
            <th scope="col">{t('columns.bookingNumber')}</th>
            <th scope="col">{t('columns.message')}</th>
            <th scope="col">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {cases.map((contactCase) => {
            const isMoving = mutation.isPending && mutation.variables?.caseId === contactCase.id;
            return (
              <tr key={contactCase.id}>
                <th scope="row" id={`${rowId}${contactCase.id}`} tabIndex={-1} className="whitespace-nowrap">
                  {t('number', { id: contactCase.id })}
                </th>
                <td className="whitespace-nowrap">{formats.instant(contactCase.createdAt)}</td>
                <td>{codeLabel('caseState', contactCase.state)}</td>
                <td>{tReasons(contactCase.reason)}</td>
                <td>
                  <span className="block">{contactCase.name}</span>
                  <span className="block break-all text-muted">{contactCase.email}</span>
                </td>
                <td>
                  {contactCase.bookingNumber ? <span className="block font-mono">{contactCase.bookingNumber}</span> : '—'}
                  {contactCase.orderUUID && onOpenOrder ? (
                    <button
                      type="button"
                      className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
                      aria-label={t('openOrderName', { bookingNumber: contactCase.bookingNumber ?? '' })}
                      onClick={() => onOpenOrder(contactCase.orderUUID as string)}
                    >
                      {t('openOrder')}
                    </button>
                  ) : null}
                </td>
                <td className="max-w-sm whitespace-pre-line break-words">{contactCase.description || '—'}</td>
                <td>
                  <div className="flex flex-wrap gap-2">
                    {allowedCaseEvents(contactCase.state).map((event) => (
                      <button
                        key={event}
                        type="button"
                        className={SMALL_BUTTON_CLASS}
                        disabled={isMoving}
                        aria-label={t(`actionNames.${event}`, { id: contactCase.id })}
                        onClick={() => mutation.mutate({ caseId: contactCase.id, event })}
                      >
                        {codeLabel('caseEvent', event)}
                      </button>
                    ))}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
