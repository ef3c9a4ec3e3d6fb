'use client';

import type { AuditEntry } from '@escapade/contracts/customer-care';
import { useTranslations } from 'next-intl';
import { TABLE_CLASS, useCodeLabel, useConsoleFormats, TableScroller } from './console-ui';

/** An entry's detail as `key: value` pairs (`kind: order_confirmation, outboxId: 12`). */
export function auditDetailText(detail: Readonly<Record<string, unknown>>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/** Audit entries: who did what, on what, when. */
export function AuditTable({ entries, headingId }: { entries: readonly AuditEntry[]; headingId: string }) {
  const t = useTranslations('customerCare.audit');
  const codeLabel = useCodeLabel();
  const formats = useConsoleFormats();
  return (
    <TableScroller labelledBy={headingId}>
      <table className={TABLE_CLASS} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('columns.at')}</th>
            <th scope="col">{t('columns.staff')}</th>
            <th scope="col">{t('columns.action')}</th>
            <th scope="col">{t('columns.target')}</th>
            <th scope="col">{t('columns.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="whitespace-nowrap">{formats.instant(entry.at)}</td>
              <td className="break-all">{entry.staffEmail}</td>
              <td>{codeLabel('auditAction', entry.action)}</td>
              <td>
                <span className="block">{codeLabel('targetKind', entry.targetKind)}</span>
                <span className="block break-all font-mono text-xs text-muted">{entry.targetId}</span>
              </td>
              <td className="break-words text-muted">{auditDetailText(entry.detail) || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
