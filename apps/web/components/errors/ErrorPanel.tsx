import type { ReactNode } from 'react';

/** The shared look of the not-found and crash pages: a big title, a text and one way home. */
export function ErrorPanel({ title, text, action }: { title: string; text?: string; action: ReactNode }) {
  return (
    <section className="container-page flex flex-1 flex-col items-center justify-center gap-6 py-20 text-center">
      <SunsetIllustration />
      <h1 className="max-w-2xl text-4xl font-bold tracking-tight text-brand-900 md:text-5xl">{title}</h1>
      {text ? <p className="max-w-xl text-lg text-muted">{text}</p> : null}
      {action}
    </section>
  );
}

function SunsetIllustration() {
  return (
    <svg viewBox="0 0 120 64" className="h-20 w-auto" aria-hidden="true" focusable="false">
      <circle cx="60" cy="40" r="22" fill="var(--color-accent-500)" opacity="0.9" />
      <path d="M0 44c10-6 20-6 30 0s20 6 30 0 20-6 30 0 20 6 30 0v20H0z" fill="var(--color-brand-300)" />
      <path d="M0 52c10-5 20-5 30 0s20 5 30 0 20-5 30 0 20 5 30 0v12H0z" fill="var(--color-brand-600)" />
    </svg>
  );
}
