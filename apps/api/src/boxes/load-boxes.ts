import type { Box } from '@escapade/contracts/boxes';
import type { Db } from '@escapade/db';
import type { BoxTable } from '@escapade/db/schema';
import type { Language, Locale } from '@escapade/domain/markets';
import { boxPromo } from '@escapade/domain/price';
import { sql, type Selectable } from 'kysely';
import { buildBoxImagesBySize } from '../product/build-image-urls';
import { marketToday, sellableOfferSql } from '../catalog/sellable-offers';

export type BoxRecord = Selectable<BoxTable> & { offer_count: number };

/** Boxes sold in the market (optionally some codes or one family), with how many stays they open. */
export async function loadBoxes(
  db: Db,
  locale: Locale,
  now: Date,
  filter: { codes?: readonly string[]; familyCode?: string } = {},
): Promise<BoxRecord[]> {
  const today = marketToday(locale, now);
  let query = db
    .selectFrom('box as b')
    .selectAll('b')
    .select((eb) =>
      eb
        .selectFrom('box_offer as bo')
        .innerJoin('offer as o', 'o.id', 'bo.offer_id')
        .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('bo.box_code', '=', 'b.code')
        .where(sellableOfferSql(locale, today))
        .as('offer_count'),
    )
    .where(sql<boolean>`${locale} = any(b.locales)`);
  if (filter.codes) {
    if (filter.codes.length === 0) return [];
    query = query.where('b.code', 'in', [...filter.codes]);
  }
  if (filter.familyCode) query = query.where('b.family_code', '=', filter.familyCode);
  const rows = await query.orderBy('b.position').orderBy('b.code').execute();
  return rows.map((row) => ({ ...row, offer_count: Number(row.offer_count ?? 0) }));
}

/** A box in the market's language; its promo shows only when the discount is over 5 percent. */
export function toBox(box: BoxRecord, language: Language): Box {
  return {
    code: box.code,
    format: box.format,
    title: box.title[language],
    description: box.description[language],
    includedContent: box.included_content[language],
    value: box.value_cents,
    referencePrice: box.ref_cents,
    price: { sellPrice: box.sell_cents, referencePrice: box.ref_cents, promo: boxPromo(box.sell_cents, box.ref_cents) },
    searchCriteria: { subthemas: box.subtheme_ids },
    mainImageBySize: buildBoxImagesBySize(box.main_image_id),
    imagesBySize: [...new Set([box.main_image_id, ...box.image_ids])].map(buildBoxImagesBySize),
    offerCount: box.offer_count,
  };
}
