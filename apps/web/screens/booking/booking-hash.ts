/**
 * The booking summary's hash (id, offerId, a, c, b, checkin, night, optional activityDates),
 * plus the gift keys of a gift stay (giftNights, giftFormat and the chosen sleeves, kept as the
 * product page keeps them: `sleeves=name:id,id;name:id`).
 */
import { parseActivityDateValue } from '@escapade/contracts/product';
import { isCalendarDay } from '@escapade/domain/calendar-day';
import { GIFT_FORMATS, GIFT_NIGHTS_MAX, GIFT_NIGHTS_MIN, parseSleeves, type GiftFormat, type SleeveSelection } from '@escapade/domain/gift';
import { type Party, partyFrom } from '@escapade/domain/pax';

export interface BookingSelection {
  id: number;
  offerId: number;
  party: Party;
  stay?: { checkin: string; nights: number };
  activityDates: string[];
  gift?: { nights: number; format: GiftFormat; sleeves: SleeveSelection };
}

function positiveInt(value: string | null, max = 2_147_483_647): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
}

/** The selection a hash names, or undefined without a product id. */
export function parseBookingHash(hash: string): BookingSelection | undefined {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const id = positiveInt(params.get('id'));
  if (id === undefined) return undefined;
  const count = (key: string) => {
    const value = params.get(key);
    return value === null || !/^\d{1,2}$/.test(value) ? undefined : Number(value);
  };
  const checkin = params.get('checkin');
  const nights = positiveInt(params.get('night'), 20);
  const giftNights = positiveInt(params.get('giftNights'), GIFT_NIGHTS_MAX);
  const giftFormat = params.get('giftFormat');
  return {
    id,
    offerId: positiveInt(params.get('offerId')) ?? id,
    party: partyFrom({ a: count('a'), c: count('c'), b: count('b') }),
    ...(checkin && isCalendarDay(checkin) && nights ? { stay: { checkin, nights } } : {}),
    activityDates: (params.get('activityDates') ?? '').split(',').filter((value) => parseActivityDateValue(value) !== undefined),
    ...(giftNights && giftNights >= GIFT_NIGHTS_MIN ? {
          gift: {
            nights: giftNights,
            format: (GIFT_FORMATS as readonly string[]).includes(giftFormat ?? '') ? (giftFormat as GiftFormat) : 'digital',
            sleeves: parseSleeves(params.get('sleeves') ?? ''),
          },
        }
      : {}),
  };
}
