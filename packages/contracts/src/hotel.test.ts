import { lastCalendarMonth } from '@escapade/domain/calendar';
import { addMonthsToMonth, monthOf } from '@escapade/domain/calendar-day';
import { describe, expect, it } from 'vitest';
import { availabilitiesQuerySchema, hotelOffersQuerySchema, hotelParamsSchema } from './hotel';
import { earliestCheckinFor } from './query';

const today = earliestCheckinFor('fr_FR');

describe('hotel contracts', () => {
  it('availabilities: "12 months at a time" by default, 2 adults, any month of the 12-month window', () => {
    expect(availabilitiesQuerySchema.parse({ locale: 'fr_FR' })).toMatchObject({ months: 12, adult: 2, child: 0, baby: 0 });
    expect(availabilitiesQuerySchema.safeParse({ locale: 'fr_FR', month: monthOf(today) }).success).toBe(true);
    expect(availabilitiesQuerySchema.safeParse({ locale: 'fr_FR', month: lastCalendarMonth(today) }).success).toBe(true);
  });

  it.each([
    ['month', { month: addMonthsToMonth(monthOf(today), -1) }],
    ['month', { month: addMonthsToMonth(lastCalendarMonth(today), 1) }],
    ['months', { months: '13' }],
    ['length', { length: '21' }],
  ])('availabilities refuses a %s outside its bounds', (field, patch) => {
    const parsed = availabilitiesQuerySchema.safeParse({ locale: 'fr_FR', ...patch });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('hotel offers: checkin and nights go together', () => {
    const parsed = hotelOffersQuerySchema.safeParse({ locale: 'fr_FR', checkin: today });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['nights']);
  });

  it('"Hotel id is the second path element (or the hotel\'s own uri)"', () => {
    expect(hotelParamsSchema.safeParse({ id: '12' }).success).toBe(true);
    expect(hotelParamsSchema.safeParse({ id: 'villa-marguerite-paris' }).success).toBe(true);
    expect(hotelParamsSchema.safeParse({ id: '../etc' }).success).toBe(false);
  });
});
