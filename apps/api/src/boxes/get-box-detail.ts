import type { BoxDetailResponse } from '@escapade/contracts/boxes';
import type { Db } from '@escapade/db';
import type { Locale } from '@escapade/domain/markets';
import { languageOf } from '../catalog/market-language';
import { loadBoxes, toBox } from './load-boxes';

/**
 * `GET /api/boxes/{code}/product-detail`: the box with its family's formats ("physical and digital
 * format options"). "box detail; failure returns empty": an unknown code answers `{ box: null }`.
 */
export async function getBoxDetail(db: Db, code: string, locale: Locale, now: Date): Promise<BoxDetailResponse> {
  const [box] = await loadBoxes(db, locale, now, { codes: [code.toUpperCase()] });
  if (!box) return { box: null };
  const language = languageOf(locale);
  const family = await loadBoxes(db, locale, now, { familyCode: box.family_code });
  return {
    box: {
      ...toBox(box, language),
      formats: family
        .map((member) => toBox(member, language))
        .sort((a, b) => a.format.localeCompare(b.format))
        .map((member) => ({ format: member.format, code: member.code, price: member.price })),
    },
  };
}
