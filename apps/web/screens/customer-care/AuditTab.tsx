'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { browserCustomerCareApi } from '../../lib/api/customer-care';
import { AuditTable } from './AuditTable';
import { LoadError, PANEL_CLASS, SECTION_TITLE_CLASS, SMALL_BUTTON_CLASS } from './console-ui';
import { customerCareKeys, retryUnlessRefused } from './console-queries';

/** AUDIT: the newest entries of the audit log, every agent's actions. */
export function AuditTab() {
  const t = useTranslations('customerCare.audit');
  const id = useId();
  const query = useQuery({ queryKey: customerCareKeys.audit(), queryFn: ({ signal }) => browserCustomerCareApi.listAudit({}, signal), retry: retryUnlessRefused });
  const entries = query.data;
  return (
    <section aria-labelledby={`${id}-title`} className={PANEL_CLASS}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className={SECTION_TITLE_CLASS}>
          {t('title')}
        </h2>
        <button type="button" className={SMALL_BUTTON_CLASS} onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('refresh')}
        </button>
      </div>
      {query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isPending ? <p className="text-sm text-muted">{t('loading')}</p> : null}
      {entries && entries.length === 0 ? <p className="text-sm text-muted">{t('none')}</p> : null}
      {entries && entries.length > 0 ? <AuditTable entries={entries} headingId={`${id}-title`} /> : null}
    </section>
  );
}
