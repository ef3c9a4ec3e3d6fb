import type { Db } from '@escapade/db';
import type { CalendarDay } from '@escapade/domain/calendar-day';
import type { Language } from '@escapade/domain/markets';
import type { DatedActivity } from './check-activity-dates';

/** Activities that need a date, with the days they run between two days (both included). */
export async function loadDatedActivities(
  db: Db,
  activityIds: readonly number[],
  from: CalendarDay,
  to: CalendarDay,
  language: Language,
): Promise<DatedActivity[]> {
  if (activityIds.length === 0) return [];
  const [activities, dates] = await Promise.all([
    db.selectFrom('activity').select(['id', 'title']).where('id', 'in', [...activityIds]).execute(),
    db
      .selectFrom('activity_date')
      .select(['activity_id', 'date'])
      .where('activity_id', 'in', [...activityIds])
      .where('date', '>=', from)
      .where('date', '<=', to)
      .orderBy('activity_id')
      .orderBy('date')
      .execute(),
  ]);
  const titles = new Map(activities.map((activity) => [activity.id, activity.title[language]]));
  return activityIds
    .filter((id) => titles.has(id))
    .map((id) => ({
      activityId: id,
      title: titles.get(id) as string,
      days: dates.filter((row) => row.activity_id === id).map((row) => row.date),
    }));
}
