import type { Db } from '../connect';
import type { ImageKind } from '../schema';

export interface ImageMaster {
  id: string;
  kind: ImageKind;
  width: number;
  height: number;
  /** The master picture, WebP. */
  webp: Buffer;
}

/** One master image, stored once; every size the site shows is cut from it by the image route. */
export async function getImageMaster(db: Db, id: string): Promise<ImageMaster | undefined> {
  const row = await db.selectFrom('image').select(['id', 'kind', 'width', 'height', 'webp']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  // pg returns a Buffer, PGlite a Uint8Array: hand out one type.
  const webp = Buffer.isBuffer(row.webp) ? row.webp : Buffer.from(row.webp.buffer, row.webp.byteOffset, row.webp.byteLength);
  return { id: row.id, kind: row.kind, width: row.width, height: row.height, webp };
}
