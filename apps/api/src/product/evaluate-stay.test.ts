import { addDaysToDay } from '@escapade/domain/calendar-day';
import { priceForParty } from '@escapade/domain/price';
import { describe, expect, it } from 'vitest';
import { allowedCheckoutNights, evaluateStay, isCheckinOpen, roomsNeeded, type StayNight, type StayOffer } from './evaluate-stay';

const TODAY = '2030-03-10';
const morning = { today: TODAY, hour: 9 };
const pricing = { singleAdultPercent: 85, extraAdultPercent: 45, childPercent: 30, babyCents: 500 };
const offer: StayOffer = { published: true, hotelActive: true, expiration: null, maxCapacity: 3, pricing };
const couple = { adults: 2, children: 0, babies: 0 };

function nights(from: string, count: number, patch: (index: number) => Partial<StayNight> = () => ({})): Map<string, StayNight> {
  const map = new Map<string, StayNight>();
  for (let index = 0; index < count; index += 1) {
    const night = addDaysToDay(from, index);
    map.set(night, {
      night, sellCents: 10_000 + index * 100, refCents: 12_000, roomsLeft: 5, minStay: 1, allowedNights: null, flashDeal: false,
      ...patch(index),
    });
  }
  return map;
}

describe('evaluateStay', () => {
  const checkin = '2030-03-20';

  it('prices a bookable stay as the sum of its nights for the party (domain priceForParty)', () => {
    const byDay = nights(checkin, 5);
    const result = evaluateStay(offer, byDay, { checkin, nights: 3, party: { adults: 2, children: 1, babies: 1 } }, morning);
    const expected = priceForParty(
      [0, 1, 2].map((index) => ({ sellCents: 10_000 + index * 100, refCents: 12_000 })),
      { adults: 2, children: 1, babies: 1 },
      pricing,
    );
    expect(result).toMatchObject({ bookable: true, errorCode: undefined, price: expected, roomsLeft: 5, nbRooms: 1 });
  });

  it('OFFER_EXPIRED: unpublished, past its expiration day, or its hotel inactive (an offer expiring today is still sold)', () => {
    const byDay = nights(checkin, 3);
    const stay = { checkin, nights: 1, party: couple };
    expect(evaluateStay({ ...offer, published: false }, byDay, stay, morning).errorCode).toBe('OFFER_EXPIRED');
    expect(evaluateStay({ ...offer, hotelActive: false }, byDay, stay, morning).errorCode).toBe('OFFER_EXPIRED');
    expect(evaluateStay({ ...offer, expiration: '2030-03-09' }, byDay, stay, morning).errorCode).toBe('OFFER_EXPIRED');
    expect(evaluateStay({ ...offer, expiration: TODAY }, byDay, stay, morning).bookable).toBe(true);
  });

  it('CAPACITY_EXCEEDED: "single room true when any child or baby is present" and the party must fit it', () => {
    const byDay = nights(checkin, 3);
    const family = { adults: 2, children: 2, babies: 0 };
    expect(evaluateStay(offer, byDay, { checkin, nights: 1, party: family }, morning).errorCode).toBe('CAPACITY_EXCEEDED');
    // Babies sleep in a cot: 2 adults, 1 child and 2 babies fit a room for 3.
    expect(evaluateStay(offer, byDay, { checkin, nights: 1, party: { adults: 2, children: 1, babies: 2 } }, morning).bookable).toBe(true);
  });

  it('adults alone take as many rooms as they need, and every night must have that many left', () => {
    expect(roomsNeeded({ adults: 7, children: 0, babies: 0 }, 3)).toBe(3);
    expect(roomsNeeded({ adults: 2, children: 2, babies: 0 }, 3)).toBe(0);
    const byDay = nights(checkin, 3, (index) => ({ roomsLeft: index === 1 ? 2 : 5 }));
    const group = { adults: 7, children: 0, babies: 0 };
    expect(evaluateStay(offer, byDay, { checkin, nights: 1, party: group }, morning)).toMatchObject({ bookable: true, nbRooms: 3 });
    expect(evaluateStay(offer, byDay, { checkin, nights: 2, party: group }, morning)).toMatchObject({ bookable: false, errorCode: undefined });
  });

  it('PACKAGE_NOT_AVAILABLE_CHECKIN: no row or no room on the checkin night, a past day, or today after 20:00', () => {
    const soldOut = nights(checkin, 3, (index) => ({ roomsLeft: index === 0 ? 0 : 4 }));
    expect(evaluateStay(offer, soldOut, { checkin, nights: 1, party: couple }, morning).errorCode).toBe('PACKAGE_NOT_AVAILABLE_CHECKIN');
    expect(evaluateStay(offer, new Map(), { checkin, nights: 1, party: couple }, morning).errorCode).toBe('PACKAGE_NOT_AVAILABLE_CHECKIN');
    const fromToday = nights(TODAY, 3);
    expect(evaluateStay(offer, fromToday, { checkin: TODAY, nights: 1, party: couple }, { today: TODAY, hour: 19 }).bookable).toBe(true);
    expect(evaluateStay(offer, fromToday, { checkin: TODAY, nights: 1, party: couple }, { today: TODAY, hour: 20 }).errorCode).toBe(
      'PACKAGE_NOT_AVAILABLE_CHECKIN',
    );
    expect(isCheckinOpen('2030-03-09', morning)).toBe(false);
  });

  it('MIN_STAY_NOT_MET and NIGHTS_NOT_ALLOWED read the checkin night', () => {
    const byDay = nights(checkin, 6, (index) => (index === 0 ? { minStay: 2, allowedNights: [2, 4] } : {}));
    expect(evaluateStay(offer, byDay, { checkin, nights: 1, party: couple }, morning).errorCode).toBe('MIN_STAY_NOT_MET');
    expect(evaluateStay(offer, byDay, { checkin, nights: 3, party: couple }, morning).errorCode).toBe('NIGHTS_NOT_ALLOWED');
    expect(evaluateStay(offer, byDay, { checkin, nights: 4, party: couple }, morning).bookable).toBe(true);
  });

  it('a later night sold out makes the stay unbookable without a code (the client says "not bookable with these criterias")', () => {
    const byDay = nights(checkin, 3, (index) => ({ roomsLeft: index === 2 ? 0 : 3 }));
    const result = evaluateStay(offer, byDay, { checkin, nights: 3, party: couple }, morning);
    expect(result).toMatchObject({ bookable: false, errorCode: undefined, roomsLeft: 0 });
    expect(result.price).not.toBeNull();
  });

  it('reports the fewest rooms left and a flash deal on any night', () => {
    const byDay = nights(checkin, 3, (index) => ({ roomsLeft: 5 - index, flashDeal: index === 1 }));
    expect(evaluateStay(offer, byDay, { checkin, nights: 3, party: couple }, morning)).toMatchObject({ roomsLeft: 3, flashDeal: true });
  });
});

describe('allowedCheckoutNights', () => {
  const checkin = '2030-04-01';

  it('lists every count from the minimum stay until the first night without a room', () => {
    const byDay = nights(checkin, 10, (index) => ({ minStay: index === 0 ? 2 : 1, roomsLeft: index === 5 ? 0 : 2 }));
    expect(allowedCheckoutNights(offer, byDay, checkin, couple, morning, 20)).toEqual([2, 3, 4, 5]);
  });

  it('keeps only the allowed counts of the checkin night, never more than the maximum', () => {
    const byDay = nights(checkin, 30, (index) => (index === 0 ? { allowedNights: [1, 3, 7] } : {}));
    expect(allowedCheckoutNights(offer, byDay, checkin, couple, morning, 5)).toEqual([1, 3]);
  });

  it('is empty when the checkin cannot start a stay', () => {
    const byDay = nights(checkin, 5);
    expect(allowedCheckoutNights({ ...offer, published: false }, byDay, checkin, couple, morning, 20)).toEqual([]);
    expect(allowedCheckoutNights(offer, byDay, '2030-05-01', couple, morning, 20)).toEqual([]);
    expect(allowedCheckoutNights(offer, byDay, checkin, { adults: 2, children: 2, babies: 0 }, morning, 20)).toEqual([]);
  });
});
