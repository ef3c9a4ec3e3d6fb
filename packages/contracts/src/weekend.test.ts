import { addDaysToDay } from '@escapade/domain/calendar-day';
import { describe, expect, it } from 'vitest';
import { earliestCheckinFor } from './query';
import { weekendDetailParamsSchema, weekendDetailQuerySchema } from './weekend';

const inWindow = addDaysToDay(earliestCheckinFor('fr_FR'), 30);

describe('weekend detail query', () => {
  it('reads the marker-detail params (locale, client, checkin, night, adult, child, baby, fetchPageModel=false)', () => {
    expect(
      weekendDetailQuerySchema.parse({
        locale: 'fr_FR', client: 'msite', checkin: inWindow, night: '2', adult: '2', child: '1', baby: '0', fetchPageModel: 'false',
      }),
    ).toEqual({ locale: 'fr_FR', client: 'msite', checkin: inWindow, night: 2, adult: 2, child: 1, baby: 0, fetchPageModel: false });
  });

  it('applies the pax bounds: adults 1–20, children 0–10, babies 0–10', () => {
    const field = (input: Record<string, string>) =>
      weekendDetailQuerySchema.safeParse({ locale: 'fr_FR', ...input }).error?.issues[0]?.path.join('.');
    expect(field({ adult: '0' })).toBe('adult');
    expect(field({ adult: '21' })).toBe('adult');
    expect(field({ child: '11' })).toBe('child');
    expect(field({ baby: '-1' })).toBe('baby');
    expect(field({ adult: '20', child: '10', baby: '10' })).toBeUndefined();
  });

  it('needs checkin and night together, and a real day', () => {
    const field = (input: Record<string, string>) =>
      weekendDetailQuerySchema.safeParse({ locale: 'fr_FR', ...input }).error?.issues[0]?.path.join('.');
    expect(field({ checkin: inWindow })).toBe('night');
    expect(field({ checkin: '2031-02-30', night: '2' })).toBe('checkin');
    expect(field({ checkin: '9999-12-30', night: '2' })).toBe('checkin');
    const unknown = weekendDetailQuerySchema.safeParse({ locale: 'fr_FR', checkin: inWindow, night: '2', cityId: '1' });
    expect(unknown.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['cityId'] });
  });

  it('takes a positive numeric id', () => {
    expect(weekendDetailParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(weekendDetailParamsSchema.safeParse({ id: 'abc' }).success).toBe(false);
  });
});
