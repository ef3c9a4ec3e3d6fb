import Link from 'next/link';
import type { MenuNode, ThemeSuggestion } from './menu-tree';
import { menuLinksHtml } from './menu-tree';

/**
 * A link's text: its label, and its count where the content gives one (a country's hotels). One
 * inline box, so that the space before the count is kept in the link's accessible name.
 */
export function NodeLabel({ node }: { node: MenuNode }) {
  return (
    <span>
      <span>{node.label}</span>
      {node.count === null ? null : (
        <>
          {' '}
          <span className="font-normal text-muted">{`(${node.count})`}</span>
        </>
      )}
    </span>
  );
}

/** `variant: highlight` stands out in the accent colour. */
export function menuLinkClass(node: MenuNode): string {
  return node.isHighlight ? 'font-semibold text-accent-700 hover:text-accent-800' : 'text-ink hover:text-brand-700';
}

/** The desktop menu's bar, its triggers and its level-1 links. */
export const BAR_CLASS = 'flex min-h-11 items-center gap-1';
export const TRIGGER_CLASS =
  'inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 data-[state=open]:bg-brand-50 [&[data-state=open]>svg]:rotate-180';
export function levelOneLinkClass(node: MenuNode): string {
  return `inline-flex min-h-11 items-center rounded-full px-3 text-sm no-underline hover:bg-brand-50 ${menuLinkClass(node)}`;
}

export interface ThemeOfTheWeekCardProps {
  theme: ThemeSuggestion;
  /** "This week's theme". */
  eyebrow: string;
  /** "I want to go!". */
  cta: string;
}

/** "'Our themes' panel suggests this week's theme (button 'I want to go!')". */
export function ThemeOfTheWeekCard({ theme, eyebrow, cta }: ThemeOfTheWeekCardProps) {
  return (
    <aside aria-label={eyebrow} className="flex w-64 shrink-0 flex-col gap-3 rounded-card bg-brand-50 p-4">
      <img src={theme.imageUrl} alt="" width={640} height={360} loading="lazy" decoding="async" className="aspect-video w-full rounded-lg object-cover" />
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
      <p className="text-lg font-bold text-brand-900">{theme.label}</p>
      <Link prefetch={false} href={theme.href} className="button-primary self-start">
        {cta}
        <span className="sr-only">{` (${theme.label})`}</span>
      </Link>
    </aside>
  );
}

/**
 * A closed group's links, hidden with their panel (`menuLinksHtml`). Set as HTML, which React
 * leaves as the server wrote it when hydrating; the same string on the server and the client.
 */
export function HiddenMenuLinks({ nodes }: { nodes: readonly MenuNode[] }) {
  return <div dangerouslySetInnerHTML={{ __html: menuLinksHtml(nodes) }} />;
}

export function ChevronIcon({ direction }: { direction: 'down' | 'right' | 'left' }) {
  const path = { down: 'M6 9l6 6 6-6', right: 'M9 6l6 6-6 6', left: 'M15 6l-6 6 6 6' }[direction];
  return (
    <svg viewBox="0 0 24 24" className="size-4 shrink-0" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
