export interface BreadcrumbItem {
  label: string;
  href?: string;
}

/** The results page's breadcrumb: home, then the destination's places from the country down. */
export function Breadcrumb({ items, label }: { items: BreadcrumbItem[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1" role="list">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex items-center gap-1.5">
              {index > 0 ? (
                <span aria-hidden="true" className="text-white/70">
                  /
                </span>
              ) : null}
              {item.href && !isCurrent ? (
                <a href={item.href} className="text-white underline-offset-2 hover:underline">
                  {item.label}
                </a>
              ) : (
                <span aria-current={isCurrent ? 'page' : undefined} className="font-semibold text-white">
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
