import type { StaticPageResponse } from '@escapade/contracts/content';
import { staticPageParamsSchema } from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import { cache } from 'react';
import { serverApi } from '../../lib/server-api';

/**
 * A static page's load: the page, none (an unknown id: 404), or a failed call, which the page
 * shows as 'Oops, something went wrong'. Once per request for the head and the page.
 */
export type StaticPageLoad = { status: 'found'; page: StaticPageResponse } | { status: 'missing' } | { status: 'failed' };

export const loadStaticPage = cache(async (locale: Locale, id: string): Promise<StaticPageLoad> => {
  try {
    const page = await serverApi().content.getStaticPage(locale, id);
    return page ? { status: 'found', page } : { status: 'missing' };
  } catch (error) {
    console.warn(`static page ${locale} ${id} failed: ${String(error)}`);
    return { status: 'failed' };
  }
});

/** "Second path segment is the content id": exactly one segment, spelled as a page id. */
export function staticPageIdOf(rest: readonly string[]): string | undefined {
  if (rest.length !== 1) return undefined;
  const parsed = staticPageParamsSchema.safeParse({ id: rest[0] });
  return parsed.success ? parsed.data.id : undefined;
}
