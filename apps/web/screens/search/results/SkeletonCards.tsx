/** Results loading shows skeleton cards. */
export function SkeletonCards({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite" data-testid="skeleton-cards">
      <span className="sr-only">{label}</span>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-card bg-white shadow-card">
            <div className="aspect-[16/9] animate-pulse bg-brand-100" />
            <div className="flex flex-col gap-3 p-4">
              <div className="h-4 w-1/2 animate-pulse rounded bg-line" />
              <div className="h-5 w-4/5 animate-pulse rounded bg-line" />
              <div className="h-4 w-2/3 animate-pulse rounded bg-line" />
              <div className="mt-4 flex justify-between">
                <div className="h-6 w-20 animate-pulse rounded bg-line" />
                <div className="h-10 w-28 animate-pulse rounded-full bg-line" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
