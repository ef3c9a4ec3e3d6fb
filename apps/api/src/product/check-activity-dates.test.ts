import { describe, expect, it } from 'vitest';
import { buildActivityDates, checkActivitySelections, isDayOfStay, type DatedActivity } from './check-activity-dates';

const spa: DatedActivity = { activityId: 12, title: 'Spa', days: ['2030-06-13', '2030-06-14', '2030-06-15', '2030-06-20'] };
const kayak: DatedActivity = { activityId: 40, title: 'Kayak', days: ['2030-06-14', '2030-06-15'] };
const stay = { checkin: '2030-06-14', nights: 1 };

describe('activity dates of a stay', () => {
  it('a stay runs from the checkin day to the checkout day, both included', () => {
    expect(isDayOfStay('2030-06-14', '2030-06-14', 1)).toBe(true);
    expect(isDayOfStay('2030-06-15', '2030-06-14', 1)).toBe(true);
    expect(isDayOfStay('2030-06-13', '2030-06-14', 1)).toBe(false);
    expect(isDayOfStay('2030-06-16', '2030-06-14', 1)).toBe(false);
  });

  it('"A selected activity date value is the activity id, an underscore, then a date key"', () => {
    expect(buildActivityDates([spa], stay, '2030-06-01')).toEqual([
      {
        activityId: 12,
        title: 'Spa',
        dates: [
          { value: '12_2030-06-14', date: '2030-06-14' },
          { value: '12_2030-06-15', date: '2030-06-15' },
        ],
      },
    ]);
    expect(buildActivityDates([spa], null, '2030-06-15')[0]?.dates.map((d) => d.date)).toEqual(['2030-06-15', '2030-06-20']);
  });

  it('"each activity needs a date": one missing is ACTIVITY_DATE_MISSING', () => {
    expect(checkActivitySelections([spa, kayak], [{ activityId: 12, date: '2030-06-14' }], stay)).toBe('ACTIVITY_DATE_MISSING');
    expect(checkActivitySelections([spa, kayak], [], stay)).toBe('ACTIVITY_DATE_MISSING');
  });

  it('a day the activity does not run, outside the stay, another activity or two dates for one is ACTIVITY_DATE_INVALID', () => {
    expect(checkActivitySelections([kayak], [{ activityId: 40, date: '2030-06-13' }], stay)).toBe('ACTIVITY_DATE_INVALID');
    expect(checkActivitySelections([spa], [{ activityId: 12, date: '2030-06-20' }], stay)).toBe('ACTIVITY_DATE_INVALID');
    expect(checkActivitySelections([spa], [{ activityId: 99, date: '2030-06-14' }], stay)).toBe('ACTIVITY_DATE_INVALID');
    expect(
      checkActivitySelections([spa], [{ activityId: 12, date: '2030-06-14' }, { activityId: 12, date: '2030-06-15' }], stay),
    ).toBe('ACTIVITY_DATE_INVALID');
  });

  it('one valid date per activity passes; a stay without dated activities needs none', () => {
    const selections = [{ activityId: 40, date: '2030-06-15' }, { activityId: 12, date: '2030-06-14' }];
    expect(checkActivitySelections([spa, kayak], selections, stay)).toBeUndefined();
    expect(checkActivitySelections([], [], stay)).toBeUndefined();
  });
});
