import { landingSlugSchema, type LandingResponse } from '@escapade/contracts/content';
import type { Db } from '@escapade/db';
import { findLandingPage } from '@escapade/db/repositories/content';
import type { Locale } from '@escapade/domain/markets';
import { AppError } from '../errors/app-error';
import { toContentBlocks, toJumbotron } from './content-blocks';

/**
 * `GET /api/cms/landings/:slug?locale`: a promo campaign landing ("the same kinds plus a top bar";
 * "Promo campaign pages black-friday, spring, valentines, xmas exist per locale"). Any other slug
 * is not found.
 */
export async function getLanding(db: Db, locale: Locale, requestedSlug: string): Promise<LandingResponse> {
  const slug = landingSlugSchema.safeParse(requestedSlug);
  const page = slug.success ? await findLandingPage(db, locale, slug.data) : undefined;
  if (!page || !slug.success) throw new AppError('NOT_FOUND', `No landing page ${requestedSlug} for ${locale}.`);
  return {
    locale,
    slug: slug.data,
    seo: page.seo,
    topBar: page.topBar,
    jumbotron: toJumbotron(page.jumbotron),
    blocks: await toContentBlocks(db, locale, page.blocks),
  };
}
