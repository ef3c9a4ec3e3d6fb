import type { Db } from '@escapade/db';
import type { HotelRow } from '@escapade/db/schema';
import type { Language } from '@escapade/domain/markets';

/** A hotel row with its city's name in the market's language and its pictures in order. */
export interface HotelRecord extends HotelRow {
  cityName: string;
  countryName: string;
  imageIds: string[];
}

/** Hotels by id (a missing id is simply absent from the map). */
export async function loadHotelRecords(db: Db, ids: readonly number[], language: Language): Promise<Map<number, HotelRecord>> {
  if (ids.length === 0) return new Map();
  const [hotels, images] = await Promise.all([
    db
      .selectFrom('hotel as h')
      .innerJoin('destination as city', 'city.id', 'h.city_id')
      .leftJoin('destination_name as dn', (join) => join.onRef('dn.destination_id', '=', 'h.city_id').on('dn.language', '=', language))
      .leftJoin('destination_name as cn', (join) => join.onRef('cn.destination_id', '=', 'city.country_id').on('cn.language', '=', language))
      .selectAll('h')
      .select(['dn.name as city_name', 'cn.name as country_name'])
      .where('h.id', 'in', [...ids])
      .execute(),
    db.selectFrom('hotel_image').select(['hotel_id', 'image_id']).where('hotel_id', 'in', [...ids]).orderBy('hotel_id').orderBy('position').execute(),
  ]);
  return new Map(
    hotels.map((hotel) => {
      const { city_name: cityName, country_name: countryName, ...row } = hotel;
      const imageIds = images.filter((image) => image.hotel_id === hotel.id).map((image) => image.image_id);
      return [hotel.id, { ...row, cityName: cityName ?? '', countryName: countryName ?? '', imageIds }];
    }),
  );
}

/** A hotel by its numeric id or its own uri (slug). */
export async function findHotelId(db: Db, idOrSlug: string): Promise<number | undefined> {
  if (/^\d+$/.test(idOrSlug)) {
    const id = Number(idOrSlug);
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) return undefined;
    const row = await db.selectFrom('hotel').select('id').where('id', '=', id).executeTakeFirst();
    return row?.id;
  }
  const row = await db.selectFrom('hotel').select('id').where('slug', '=', idOrSlug.toLowerCase()).executeTakeFirst();
  return row?.id;
}
