'use client';

import type { ReactNode } from 'react';

/** What is offered, at the top of the gift checkout's summary: its picture, its title and its facts. */
export function GiftSummary({ title, subtitle, imageUrl, facts, children }: { title: string; subtitle?: string | undefined; imageUrl?: string | undefined; facts: readonly { label: string; value: ReactNode; testId?: string }[]; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      {imageUrl ? <img src={imageUrl} alt="" width={640} height={360} className="aspect-[16/9] w-full rounded-xl bg-brand-100 object-cover" /> : null}
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-bold text-brand-900" data-testid="gift-title">
          {title}
        </h2>
        {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="text-muted">{fact.label}</dt>
            <dd className="font-semibold" data-testid={fact.testId}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}
