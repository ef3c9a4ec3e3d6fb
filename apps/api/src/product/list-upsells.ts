import type { Upsell, UpsellsQuery, UpsellsResponse } from '@escapade/contracts/product';
import type { Db } from '@escapade/db';
import type { Party } from '@escapade/domain/pax';
import { imagesBySize } from '../catalog/image-urls';
import { languageOf } from '../catalog/market-language';
import { loadHotelRecords } from '../hotel/load-hotel-records';
import { evaluateStay, isOfferExpired } from './evaluate-stay';
import { productNotFound } from './list-product-offers';
import { loadOfferNights } from './load-offer-nights';
import { loadOfferSummaries } from './load-offer-summaries';
import { loadOffer, loadOffers, type OfferRecord } from './load-offers';
import { loadProgramLines, toProgramLine, type ProgramLineRecord } from './load-program-lines';
import { marketClock } from './market-clock';
import { shiftDay } from './shift-day';
import { isSingleVoucherSold } from './list-single-voucher-prices';

interface UpsellLink {
  /** The product the page moves to. */
  otherId: number;
  priceDifferenceCents: number;
  perLos: Record<string, number>;
  isAdded: boolean;
}

/** Both directions of `offer_upsell`: extras to add, and extras this product already includes. */
async function loadUpsellLinks(db: Db, id: number): Promise<UpsellLink[]> {
  const [toAdd, added] = await Promise.all([
    db.selectFrom('offer_upsell').selectAll().where('offer_id', '=', id).orderBy('upsell_offer_id').execute(),
    db.selectFrom('offer_upsell').selectAll().where('upsell_offer_id', '=', id).orderBy('offer_id').execute(),
  ]);
  const negate = (perLos: Record<string, number>) => Object.fromEntries(Object.entries(perLos).map(([los, cents]) => [los, -cents]));
  return [
    ...toAdd.map((row) => ({
      otherId: row.upsell_offer_id,
      priceDifferenceCents: row.price_difference_cents,
      perLos: row.price_difference_per_los,
      isAdded: false,
    })),
    ...added.map((row) => ({
      otherId: row.offer_id,
      priceDifferenceCents: -row.price_difference_cents,
      perLos: negate(row.price_difference_per_los),
      isAdded: true,
    })),
  ];
}

/** The lines one program has that the other lacks (by kind and title). */
function linesDifference(from: readonly ProgramLineRecord[], without: readonly ProgramLineRecord[]): ProgramLineRecord[] {
  const known = new Set(without.map((line) => `${line.kind}:${line.title.fr}`));
  return from.filter((line) => !known.has(`${line.kind}:${line.title.fr}`));
}

export interface UpsellsRequest extends Omit<UpsellsQuery, 'adult' | 'child' | 'baby'> {
  party: Party;
}

/**
 * An upsell (extra): id, label, priceDifference, priceDifferencePerLos (gifting), programLines,
 * imagesBySize, activityIds. With a stay (booking flow) the difference is the two stays' real
 * prices when both can be booked; otherwise the catalogue's difference.
 */
export async function listUpsells(db: Db, id: number, query: UpsellsRequest, now: Date): Promise<UpsellsResponse> {
  const product = await loadOffer(db, id, query.locale);
  if (!product) throw productNotFound(id);
  const links = await loadUpsellLinks(db, id);
  const clock = marketClock(query.locale, now);
  const others = new Map(
    (await loadOffers(db, { ids: links.map((link) => link.otherId), locale: query.locale, publishedOnly: true }))
      .filter((offer) => !isOfferExpired(offer, clock.today))
      .map((offer) => [offer.id, offer]),
  );
  const ids = [product.id, ...others.keys()];
  const stay = query.checkin && query.nights ? { checkin: query.checkin, nights: query.nights, party: query.party } : null;
  const [lines, summaries, nights, hotels] = await Promise.all([
    loadProgramLines(db, ids),
    loadOfferSummaries(db, ids),
    stay ? loadOfferNights(db, ids, stay.checkin, shiftDay(stay.checkin, stay.nights - 1)) : Promise.resolve(null),
    loadHotelRecords(db, [product.hotelId], languageOf(query.locale)),
  ]);
  const language = languageOf(query.locale);
  const hotelImageIds = hotels.get(product.hotelId)?.imageIds ?? [];
  const evaluate = (offer: OfferRecord) => (stay && nights ? evaluateStay(offer, nights.get(offer.id) ?? new Map(), stay, clock) : null);
  const base = evaluate(product);

  const upsells: Upsell[] = [];
  for (const link of links) {
    const other = others.get(link.otherId);
    if (!other) continue;
    const otherLines = lines.get(other.id) ?? [];
    const productLines = lines.get(product.id) ?? [];
    // The extra's own lines: what the richer of the two programs adds.
    const extraLines = link.isAdded ? linesDifference(productLines, otherLines) : linesDifference(otherLines, productLines);
    const evaluation = evaluate(other);
    const summary = summaries.get(other.id);
    const isAvailable =
      query.flow === 'gifting'
        ? isSingleVoucherSold(other, clock.today)
        : evaluation
          ? evaluation.bookable
          : summary?.lastBookableNight != null && summary.lastBookableNight >= clock.today;
    const realDifference =
      query.flow === 'booking' && evaluation?.bookable && evaluation.price && base?.bookable && base.price
        ? evaluation.price.sellCents - base.price.sellCents
        : undefined;
    const coverImageId = other.imageIds[0] ?? extraLines.find((line) => line.imageId)?.imageId ?? hotelImageIds[0];
    if (!coverImageId) continue;
    upsells.push({
      id: other.id,
      label: other.label[language],
      priceDifference: realDifference ?? (query.flow === 'gifting' ? (link.perLos['1'] ?? link.priceDifferenceCents) : link.priceDifferenceCents),
      priceDifferencePerLos: link.perLos,
      programLines: extraLines.map((line) => toProgramLine(line, language)),
      imagesBySize: imagesBySize(coverImageId),
      activityIds: [...new Set(extraLines.flatMap((line) => (line.activityId === null ? [] : [line.activityId])))],
      isAvailable,
      isAdded: link.isAdded,
    });
  }
  return { upsells };
}
