'use client';

import type { ProgramLine } from '@escapade/contracts/product';
import { useTranslations } from 'next-intl';
import { DialogLinkButton, ProductDialog } from './ProductDialog';

/** Program and activities, each with its detail modal (Escape closes it). */
export function ProgramList({ lines }: { lines: readonly ProgramLine[] }) {
  const t = useTranslations('product');
  return (
    <ol className="flex flex-col gap-4">
      {lines.map((line) => (
        <li key={line.position} className="flex gap-4 rounded-card bg-white p-3 ring-1 ring-line">
          {line.imageUrl ? (
            <img src={line.imagesBySize?.['120_80'] ?? line.imageUrl} alt="" width={120} height={80} loading="lazy" className="h-20 w-30 shrink-0 rounded-lg object-cover" />
          ) : null}
          <div className="flex flex-col gap-1">
            <h3 className="font-semibold text-brand-900">{line.title}</h3>
            <p className="text-sm text-muted">{t(`when.${line.when}`)}</p>
            <ProductDialog title={line.title} trigger={<DialogLinkButton>{t('seeDetails', { title: line.title })}</DialogLinkButton>}>
              {line.detailList.length ? (
                <ul className="list-disc pl-5">
                  {line.detailList.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              ) : null}
              {line.duration ? <p>{t('duration', { minutes: line.duration })}</p> : null}
              {line.schedules ? <p>{t('schedules', { schedules: line.schedules })}</p> : null}
              {line.where ? <p>{t('where', { where: line.where })}</p> : null}
              {line.how ? <p>{line.how}</p> : null}
              {line.menu ? <p>{line.menu}</p> : null}
              {[...line.mustKnowList, ...line.importantInfos].map((info) => (
                <p key={info} className="text-sm text-muted">
                  {info}
                </p>
              ))}
            </ProductDialog>
          </div>
        </li>
      ))}
    </ol>
  );
}
