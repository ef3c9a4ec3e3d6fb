import type { SuggestionLinkSection } from '@escapade/contracts/search-landing';

/** The suggestion link sections (title, links of label, url, numberOfOffers). */
export function SuggestionLinks({ sections, prefix, offersLabel }: { sections: SuggestionLinkSection[]; prefix: string; offersLabel(count: number): string }) {
  const shown = sections.filter((section) => section.links.length > 0);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col gap-8" data-testid="suggestion-links">
      {shown.map((section) => (
        <section key={section.title} aria-labelledby={`links-${slugOf(section.title)}`}>
          <h2 id={`links-${slugOf(section.title)}`} className="mb-3 text-xl font-bold text-brand-900">
            {section.title}
          </h2>
          <ul className="flex flex-wrap gap-2" role="list">
            {section.links.map((link) => (
              <li key={link.url}>
                <a
                  href={`${prefix}${link.url}`}
                  className="inline-flex min-h-10 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold text-brand-800 no-underline hover:border-brand-500"
                >
                  {link.label}
                  <span className="font-normal text-muted">{offersLabel(link.numberOfOffers)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
