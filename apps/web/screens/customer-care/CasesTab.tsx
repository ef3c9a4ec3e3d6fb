'use client';

import { CONTACT_CASE_STATES, type ContactCaseState } from '@escapade/contracts/contact';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { browserCustomerCareApi } from '../../lib/api/customer-care';
import { CasesTable } from './CasesTable';
import { INPUT_CLASS, LoadError, PANEL_CLASS, SECTION_TITLE_CLASS, useCodeLabel } from './console-ui';
import { customerCareKeys, retryUnlessRefused } from './console-queries';

/** The filter's value for every state (the open cases first). */
const ALL_STATES = 'all';

function stateOf(value: string): ContactCaseState | undefined {
  return (CONTACT_CASE_STATES as readonly string[]).includes(value) ? (value as ContactCaseState) : undefined;
}

/** CASES: the contact cases in one state, or all of them with the open ones first, and the steps an agent may take on each. */
export function CasesTab({ state, onStateChange, onOpenOrder }: { state: ContactCaseState | undefined; onStateChange(state: ContactCaseState | undefined): void; onOpenOrder(orderUUID: string): void }) {
  const t = useTranslations('customerCare.cases');
  const codeLabel = useCodeLabel();
  const id = useId();
  const query = useQuery({ queryKey: customerCareKeys.cases(state), queryFn: ({ signal }) => browserCustomerCareApi.listCases(state, signal), retry: retryUnlessRefused });
  const cases = query.data;
  return (
    <section aria-labelledby={`${id}-title`} className={PANEL_CLASS}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} tabIndex={-1} className={SECTION_TITLE_CLASS}>
          {cases ? t('title', { count: cases.length }) : t('loading')}
        </h2>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-state`} className="font-semibold">
            {t('filter')}
          </label>
          <select id={`${id}-state`} value={state ?? ALL_STATES} onChange={(event) => onStateChange(stateOf(event.target.value))} className={INPUT_CLASS}>
            <option value={ALL_STATES}>{t('allStates')}</option>
            {CONTACT_CASE_STATES.map((caseState) => (
              <option key={caseState} value={caseState}>
                {codeLabel('caseState', caseState)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {cases && cases.length === 0 ? <p className="text-sm text-muted">{t('none')}</p> : null}
      {cases && cases.length > 0 ? <CasesTable cases={cases} headingId={`${id}-title`} onOpenOrder={onOpenOrder} /> : null}
    </section>
  );
}
