import type { WeekendIdeasResponse } from '@escapade/contracts/content';
import type { Db } from '@escapade/db';
import { findWeekendIdeas, listDestinationNames } from '@escapade/db/repositories/content';
import type { Locale } from '@escapade/domain/markets';
import { imageUrl } from '../catalog/image-urls';
import { languageOf } from '../catalog/market-language';
import { AppError } from '../errors/app-error';
import { destinationLandingPath } from './content-paths';

/** `GET /api/cms/weekend-ideas?locale`: "Title, intro, sections of idea cards, list of regions" (each region to its search landing). */
export async function getWeekendIdeas(db: Db, locale: Locale): Promise<WeekendIdeasResponse> {
  const ideas = await findWeekendIdeas(db, locale);
  if (!ideas) throw new AppError('NOT_FOUND', `No weekend ideas for ${locale}.`);
  const names = await listDestinationNames(db, languageOf(locale), ideas.regionIds);
  return {
    locale,
    title: ideas.title,
    intro: ideas.intro,
    sections: ideas.sections.map((section) => ({
      title: section.title,
      cards: section.cards.map((card) => ({ title: card.title, url: card.url, imageUrl: imageUrl(card.imageId, '640_360') })),
    })),
    regions: ideas.regionIds.flatMap((id) => {
      const name = names.get(id);
      return name ? [{ id, label: name.name, url: destinationLandingPath(locale, name.slug) }] : [];
    }),
  };
}
