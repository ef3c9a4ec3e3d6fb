import type { ReactNode } from 'react';

/** The results area's messages: error, no results, no activity, fallback info. */
export function SearchStateMessage({ tone, children, action }: { tone: 'error' | 'info'; children: ReactNode; action?: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex flex-col items-start gap-4 rounded-card border p-6 ${tone === 'error' ? 'border-accent-600 bg-white' : 'border-line bg-white'}`}
    >
      <p className={tone === 'error' ? 'text-lg font-semibold text-accent-800' : 'text-ink'}>{children}</p>
      {action}
    </div>
  );
}
