import type { BoxSearchResponse } from '@escapade/contracts/boxes';
import type { Db } from '@escapade/db';
import { isListedBoxCode } from '@escapade/domain/gift';
import type { Locale } from '@escapade/domain/markets';
import { languageOf } from '../catalog/market-language';
import { loadBoxes, toBox } from './load-boxes';

/**
 * `GET /api/boxes/search`: the market's gift boxes for the list page. "Only codes ending in EBOX
 * are listed": the rule is applied here (decision 0008), so every client lists the same boxes;
 * the physical twin of a box is reached from its detail's formats.
 */
export async function searchBoxes(db: Db, locale: Locale, now: Date): Promise<BoxSearchResponse> {
  const language = languageOf(locale);
  const boxes = await loadBoxes(db, locale, now);
  return { boxes: boxes.filter((box) => isListedBoxCode(box.code)).map((box) => toBox(box, language)) };
}
