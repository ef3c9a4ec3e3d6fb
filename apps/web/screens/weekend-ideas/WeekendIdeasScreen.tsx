import type { WeekendIdeasResponse } from '@escapade/contracts/content';
import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ContentErrorPanel } from '../../components/errors/ContentErrorPanel';
import { contentHref } from '../../i18n/navigation';
import { IdeaCardsSection } from './IdeaCards';
import { WeekendIdeasLoading } from './WeekendIdeasLoading';
import { loadWeekendIdeas } from './weekend-ideas-data';

/**
 * The weekend ideas page: "Title, intro, sections of idea cards (first N shown, then 'See more'),
 * list of regions." The page's frame is sent at once; the ideas stream in behind 8 loading cards.
 * "ideas load failure": 'Oops, something went wrong'.
 */
export function WeekendIdeasScreen({ market }: { market: Market }) {
  return (
    <Suspense
      fallback={
        <div className="container-page py-8 md:py-12">
          <WeekendIdeasLoading />
        </div>
      }
    >
      <WeekendIdeasBody market={market} />
    </Suspense>
  );
}

async function WeekendIdeasBody({ market }: { market: Market }) {
  const ideas = await loadWeekendIdeas(market.locale);
  if (!ideas) return <ContentErrorPanel market={market} />;
  return <WeekendIdeasContent market={market} ideas={ideas} />;
}

/** The loaded page; every link written in the content is rebuilt for the URL mode. */
export async function WeekendIdeasContent({ market, ideas }: { market: Market; ideas: WeekendIdeasResponse }) {
  const t = await getTranslations('contentPages.ideas');
  const href = (url: string) => contentHref(market.locale, url);
  return (
    <div className="container-page flex flex-col gap-10 py-8 md:gap-12 md:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-5xl">{ideas.title}</h1>
        <p className="max-w-3xl text-lg text-muted">{ideas.intro}</p>
      </header>
      {ideas.sections
        .filter((section) => section.cards.length > 0)
        .map((section, index) => (
          <IdeaCardsSection
            key={`${section.title}-${index}`}
            title={section.title}
            cards={section.cards.map((card) => ({ title: card.title, href: href(card.url), imageUrl: card.imageUrl }))}
            seeMoreLabel={t('seeMore')}
            isFirstSection={index === 0}
          />
        ))}
      {ideas.regions.length > 0 ? (
        <section aria-labelledby="weekend-ideas-regions" className="flex flex-col gap-4">
          <h2 id="weekend-ideas-regions" className="text-2xl font-bold text-brand-900">
            {t('regionsTitle')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {ideas.regions.map((region) => (
              <li key={region.id}>
                <a href={href(region.url)} className="inline-flex min-h-11 items-center rounded-full bg-white px-4 font-semibold text-brand-800 ring-1 ring-line hover:bg-brand-50 hover:ring-brand-300">
                  {region.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
