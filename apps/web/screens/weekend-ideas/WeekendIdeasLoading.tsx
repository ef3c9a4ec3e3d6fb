import { useTranslations } from 'next-intl';
import { IDEAS_GRID_CLASS, IDEAS_LOADING_CARDS } from './idea-cards-model';

/** "8 loading cards, 4 columns": the page's place while the ideas load, announced once to screen readers. */
export function WeekendIdeasLoading() {
  const t = useTranslations('contentPages.ideas');
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-6" data-testid="idea-skeletons">
      <span className="sr-only">{t('loading')}</span>
      <div className="flex flex-col gap-3" aria-hidden="true">
        <div className="h-9 w-2/3 max-w-md animate-pulse rounded bg-line" />
        <div className="h-5 w-full max-w-2xl animate-pulse rounded bg-line" />
      </div>
      <ul className={IDEAS_GRID_CLASS} aria-hidden="true">
        {Array.from({ length: IDEAS_LOADING_CARDS }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-card bg-white shadow-card">
            <div className="aspect-[16/9] w-full animate-pulse bg-brand-100" />
            <div className="p-3 md:p-4">
              <div className="h-5 w-4/5 animate-pulse rounded bg-line" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
