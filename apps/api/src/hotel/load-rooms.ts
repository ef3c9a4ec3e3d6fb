import type { Room } from '@escapade/contracts/product';
import type { Db } from '@escapade/db';
import type { Language } from '@escapade/domain/markets';
import type { Selectable } from 'kysely';
import type { RoomTable } from '@escapade/db/schema';
import { imagesBySize } from '../catalog/image-urls';
import { textsIn } from '../product/localize-text';

export interface RoomRecord extends Selectable<RoomTable> {
  imageIds: string[];
}

/** Rooms by id, or every room of some hotels, in id order. */
export async function loadRooms(db: Db, filter: { ids?: readonly number[]; hotelIds?: readonly number[] }): Promise<RoomRecord[]> {
  let query = db.selectFrom('room').selectAll();
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    query = query.where('id', 'in', [...filter.ids]);
  }
  if (filter.hotelIds) {
    if (filter.hotelIds.length === 0) return [];
    query = query.where('hotel_id', 'in', [...filter.hotelIds]);
  }
  const rooms = await query.orderBy('id').execute();
  if (rooms.length === 0) return [];
  const images = await db
    .selectFrom('room_image')
    .select(['room_id', 'image_id'])
    .where('room_id', 'in', rooms.map((room) => room.id))
    .orderBy('room_id')
    .orderBy('position')
    .execute();
  return rooms.map((room) => ({
    ...room,
    imageIds: images.filter((image) => image.room_id === room.id).map((image) => image.image_id),
  }));
}

/** A room in the market's language. */
export function toRoom(room: RoomRecord, language: Language): Room {
  const images = room.imageIds.map(imagesBySize);
  return {
    id: room.id,
    uuid: room.uuid,
    label: room.label[language],
    title: room.label[language],
    type: room.bed_type,
    bedding: room.bedding[language],
    capacity: room.capacity,
    maxCapacity: room.max_capacity,
    size: room.size_m2,
    description: room.description[language],
    detailsSection: room.details_section.map((section) => ({
      title: section.title[language],
      details: textsIn(section.details, language),
    })),
    highlights: textsIn(room.highlights, language),
    images,
    imageUrl: images[0]?.['640_360'] ?? null,
    importantInfos: textsIn(room.important_infos, language),
  };
}
