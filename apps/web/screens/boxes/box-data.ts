import type { BoxDetail, BoxSearchResponse } from '@escapade/contracts/boxes';
import type { Locale } from '@escapade/domain/markets';
import { cache } from 'react';
import { orNullWhenFailed } from '../../lib/api-transport';
import { serverApi } from '../../lib/server-api';

/**
 * A box page's load: the box, none (an unknown code: 404), or a failed call, which the page shows
 * as 'Oops, something went wrong'. Once per request for the
 * head and the page.
 */
export type BoxDetailLoad = { status: 'found'; box: BoxDetail } | { status: 'missing' } | { status: 'failed' };

export const loadBoxDetail = cache(async (code: string, locale: Locale): Promise<BoxDetailLoad> => {
  try {
    const box = await serverApi().boxes.getBoxDetail(code, locale);
    return box ? { status: 'found', box } : { status: 'missing' };
  } catch (error) {
    console.warn(`box ${code} detail failed: ${String(error)}`);
    return { status: 'failed' };
  }
});

/** The list page's boxes, or null when the call fails. */
export const loadBoxList = cache(async (locale: Locale): Promise<BoxSearchResponse['boxes'] | null> =>
  orNullWhenFailed(
    serverApi()
      .boxes.searchBoxes(locale)
      .then((answer) => answer.boxes),
    'box list failed',
  ),
);
