import type { OfferRecord } from '../product/load-offers';

/** An offer's card picture: its own first, else its room's, else its hotel's. */
export function coverImageOf(
  offer: Pick<OfferRecord, 'imageIds' | 'roomId'>,
  roomImages: ReadonlyMap<number, readonly string[]>,
  hotelImageIds: readonly string[],
): string | undefined {
  return offer.imageIds[0] ?? roomImages.get(offer.roomId)?.[0] ?? hotelImageIds[0];
}
