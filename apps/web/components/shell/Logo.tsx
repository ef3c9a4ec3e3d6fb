import Link from 'next/link';

/** The brand mark: a sun setting over a wave, and the word mark. */
export function Logo({ href, label }: { href: string; label: string }) {
  return (
    <Link prefetch={false} href={href} aria-label={label} className="inline-flex items-center gap-2 text-brand-800 no-underline">
      <LogoMark className="size-8" />
      <span aria-hidden="true" className="text-xl font-bold tracking-tight">
        Escapade
      </span>
    </Link>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="var(--color-brand-700)" />
      <circle cx="16" cy="15" r="6" fill="var(--color-accent-500)" />
      <path d="M4 20c3-2.5 5.5-2.5 8 0s5 2.5 8 0 5.5-2.5 8 0v6H4z" fill="var(--color-brand-300)" />
    </svg>
  );
}
