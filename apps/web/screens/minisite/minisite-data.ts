import type { MinisiteResponse } from '@escapade/contracts/content';
import { minisiteParamsSchema } from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import { cache } from 'react';
import { serverApi } from '../../lib/server-api';

/**
 * A minisite's load: the minisite, none (an unknown slug: 404), or a failed call, which the page
 * shows as 'Oops, something went wrong'. Once per request for the head and the page.
 */
export type MinisiteLoad = { status: 'found'; minisite: MinisiteResponse } | { status: 'missing' } | { status: 'failed' };

export const loadMinisite = cache(async (slug: string): Promise<MinisiteLoad> => {
  try {
    const minisite = await serverApi().content.getMinisite(slug);
    return minisite ? { status: 'found', minisite } : { status: 'missing' };
  } catch (error) {
    console.warn(`minisite ${slug} failed: ${String(error)}`);
    return { status: 'failed' };
  }
});

/** The minisite's slug: exactly one segment after the screen's own, spelled as a slug. */
export function minisiteSlugOf(rest: readonly string[]): string | undefined {
  if (rest.length !== 1) return undefined;
  const parsed = minisiteParamsSchema.safeParse({ slug: rest[0] });
  return parsed.success ? parsed.data.slug : undefined;
}

/**
 * A minisite exists only in its own market ("minisiteLocale"): the same slug in another market is
 * a 404, as is an unknown one.
 */
export function minisiteOfMarket(load: MinisiteLoad, locale: Locale): MinisiteLoad {
  if (load.status === 'found' && load.minisite.minisiteLocale !== locale) return { status: 'missing' };
  return load;
}
