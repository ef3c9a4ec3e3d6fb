/**
 * The number of active filters on a button. Decorative: the button's accessible name says it in
 * words ("Filtres, 2 filtres actifs").
 */
export function CountBadge({ count, tone = 'accent' }: { count: number; tone?: 'accent' | 'brand' }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={`inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs text-white ${tone === 'accent' ? 'bg-accent-700' : 'bg-brand-700'}`}
    >
      {count}
    </span>
  );
}
