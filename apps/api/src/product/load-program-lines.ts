import type { ProgramLine } from '@escapade/contracts/product';
import type { Db } from '@escapade/db';
import type { Localized, ProgramLineKind } from '@escapade/db/schema';
import type { Language } from '@escapade/domain/markets';
import { imagesBySize } from '../catalog/image-urls';
import { optionalTextIn, textsIn } from './localize-text';

export interface ProgramLineRecord {
  offerId: number;
  position: number;
  kind: ProgramLineKind;
  title: Localized;
  detailList: Localized[];
  whyList: Localized[];
  mustKnowList: Localized[];
  menu: Localized | null;
  schedules: Localized | null;
  durationMinutes: number | null;
  how: Localized | null;
  location: Localized | null;
  activityId: number | null;
  needsDate: boolean;
  repeated: boolean;
  singleDay: boolean;
  participants: number | null;
  imageId: string | null;
  icon: string;
  /** The activity's own important information (lines of an activity). */
  activityImportantInformation: Localized | null;
}

/** The program of each offer, in position order. */
export async function loadProgramLines(db: Db, offerIds: readonly number[]): Promise<Map<number, ProgramLineRecord[]>> {
  const byOffer = new Map<number, ProgramLineRecord[]>(offerIds.map((id) => [id, []]));
  if (offerIds.length === 0) return byOffer;
  const rows = await db
    .selectFrom('program_line as p')
    .leftJoin('activity as a', 'a.id', 'p.activity_id')
    .select([
      'p.offer_id', 'p.position', 'p.kind', 'p.title', 'p.detail_list', 'p.why_list', 'p.must_know_list', 'p.menu',
      'p.schedules', 'p.duration_minutes', 'p.how', 'p.location', 'p.activity_id', 'p.needs_date', 'p.repeated',
      'p.single_day', 'p.participants', 'p.image_id', 'p.icon', 'a.important_information',
    ])
    .where('p.offer_id', 'in', [...offerIds])
    .orderBy('p.offer_id')
    .orderBy('p.position')
    .execute();
  for (const row of rows) {
    byOffer.get(row.offer_id)?.push({
      offerId: row.offer_id,
      position: row.position,
      kind: row.kind,
      title: row.title,
      detailList: row.detail_list,
      whyList: row.why_list,
      mustKnowList: row.must_know_list,
      menu: row.menu,
      schedules: row.schedules,
      durationMinutes: row.duration_minutes,
      how: row.how,
      location: row.location,
      activityId: row.activity_id,
      needsDate: row.needs_date,
      repeated: row.repeated,
      singleDay: row.single_day,
      participants: row.participants,
      imageId: row.image_id,
      icon: row.icon,
      activityImportantInformation: row.important_information ?? null,
    });
  }
  return byOffer;
}

/** A program line (breakfast, dinner, activity, extra) in the market's language. */
export function toProgramLine(line: ProgramLineRecord, language: Language): ProgramLine {
  const images = line.imageId ? imagesBySize(line.imageId) : null;
  return {
    position: line.position,
    activityId: line.activityId,
    title: line.title[language],
    type: line.kind,
    imageUrl: images ? images['640_360'] : null,
    imagesBySize: images,
    icon: line.icon,
    detailList: textsIn(line.detailList, language),
    whyList: textsIn(line.whyList, language),
    mustKnowList: textsIn(line.mustKnowList, language),
    schedules: optionalTextIn(line.schedules, language),
    how: optionalTextIn(line.how, language),
    where: optionalTextIn(line.location, language),
    duration: line.durationMinutes,
    menu: optionalTextIn(line.menu, language),
    repeated: line.repeated,
    singleDay: line.singleDay,
    when: line.needsDate ? 'chosenDate' : line.repeated ? 'everyDay' : 'duringStay',
    needsDate: line.needsDate,
    importantInfos: line.activityImportantInformation ? [line.activityImportantInformation[language]] : [],
    participants: line.participants,
    displayPax: line.participants !== null,
  };
}

/** Activities of a program that must be given a date before Book (one entry per activity). */
export function datedActivityIds(lines: readonly ProgramLineRecord[]): number[] {
  const ids = lines.filter((line) => line.needsDate && line.activityId !== null).map((line) => line.activityId as number);
  return [...new Set(ids)];
}
