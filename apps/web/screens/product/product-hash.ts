/**
 * The stay product page's hash (checkin, checkout, a, c, b, giftNights, giftFormat, sleeves,
 * hotel). Dates and party go through the search criteria codec, so a search card's link reads back
 * here; the gift keys are the page's own.
 */
import { parseCriteriaHash, readHashParams, serializeCriteriaHash } from '@escapade/domain/criteria-hash';
import { GIFT_FORMATS, GIFT_NIGHTS_MAX, GIFT_NIGHTS_MIN, type GiftFormat, type SleeveSelection, parseSleeves, serializeSleeves } from '@escapade/domain/gift';
import { type Party, partyFrom } from '@escapade/domain/pax';
import { stayOf } from '@escapade/domain/stay';

export interface ProductCriteria {
  checkin?: string;
  checkout?: string;
  party: Party;
  giftNights?: number;
  giftFormat?: GiftFormat;
  sleeves: SleeveSelection;
}

/** The criteria of a hash; a checkin before `today` is dropped with its checkout (an old shared link). */
export function parseProductHash(hash: string, today: string): ProductCriteria {
  const criteria = parseCriteriaHash(hash);
  const params = readHashParams(hash);
  const isPast = criteria.checkin !== undefined && criteria.checkin < today;
  const giftNights = Number(params.get('giftNights'));
  const giftFormat = params.get('giftFormat');
  return {
    ...(criteria.checkin && !isPast ? { checkin: criteria.checkin } : {}),
    ...(criteria.checkout && !isPast ? { checkout: criteria.checkout } : {}),
    party: partyFrom(criteria),
    ...(Number.isInteger(giftNights) && giftNights >= GIFT_NIGHTS_MIN && giftNights <= GIFT_NIGHTS_MAX ? { giftNights } : {}),
    ...(isGiftFormat(giftFormat) ? { giftFormat } : {}),
    sleeves: parseSleeves(decodeSafely(params.get('sleeves') ?? '')),
  };
}

/** The hash after a change: dates with their night count, a, c, b, then the gift keys that are set. */
export function serializeProductHash(criteria: ProductCriteria): string {
  const stay = stayOf(criteria);
  const base = serializeCriteriaHash({
    a: criteria.party.adults,
    c: criteria.party.children,
    b: criteria.party.babies,
    ...(stay ? { checkin: stay.checkin, checkout: stay.checkout, night: stay.nights } : {}),
  });
  const gift: string[] = [];
  if (criteria.giftNights !== undefined) gift.push(`giftNights=${criteria.giftNights}`);
  if (criteria.giftFormat !== undefined) gift.push(`giftFormat=${criteria.giftFormat}`);
  const sleeves = serializeSleeves(criteria.sleeves);
  if (sleeves) gift.push(`sleeves=${encodeURIComponent(sleeves)}`);
  return [base, ...gift].filter(Boolean).join('&');
}

function isGiftFormat(value: string | undefined): value is GiftFormat {
  return (GIFT_FORMATS as readonly string[]).includes(value ?? '');
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
