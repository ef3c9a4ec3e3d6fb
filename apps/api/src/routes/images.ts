import { getImageMaster } from '@escapade/db/repositories/images';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { safeString } from '@escapade/contracts/input';
import { CARD_IMAGE_SIZES } from '@escapade/contracts/weekend';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { problemResponses } from './problem-responses';

/** Box images: "imagesBySize (sizes 640_360, 750_360, 960_540, 1920_595, 1920_880)"; the card sizes plus these. */
const BOX_IMAGE_SIZES = ['750_360', '1920_595', '1920_880'] as const;

/** The wide sizes are for boxes, and for the banners and landscapes that fill the same wide slots. */
const WIDE_IMAGE_KINDS = new Set(['box', 'banner', 'landscape']);
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const RESIZED_CACHE_BYTES = 64 * 1024 * 1024;

export function parseImageSize(size: string): { width: number; height: number } | undefined {
  if (!(CARD_IMAGE_SIZES as readonly string[]).includes(size) && !(BOX_IMAGE_SIZES as readonly string[]).includes(size)) return undefined;
  const [width, height] = size.split('_').map(Number);
  return width && height ? { width, height } : undefined;
}

export function isSizeAllowedFor(kind: string, size: string): boolean {
  return (CARD_IMAGE_SIZES as readonly string[]).includes(size) || ((BOX_IMAGE_SIZES as readonly string[]).includes(size) && WIDE_IMAGE_KINDS.has(kind));
}

/** Cuts a master to the exact size: scaled to cover, centred crop, WebP. */
export async function resizeImage(master: Buffer, size: { width: number; height: number }): Promise<Buffer> {
  return sharp(master).resize(size.width, size.height, { fit: 'cover', position: 'centre' }).webp({ quality: 78, effort: 3 }).toBuffer();
}

const paramsSchema = z.strictObject({
  id: safeString().min(1).max(100),
  size: safeString().min(1).max(20),
});

/**
 * `GET /api/images/:id/:size.webp`: master images stored once in the database, resized on first
 * request and kept in an in-memory LRU. Immutable for a year: an image id never changes content
 * within a seeded catalog.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const resized = new LRUCache<string, Buffer>({ maxSize: RESIZED_CACHE_BYTES, sizeCalculation: (b) => b.byteLength || 1 });
  const inFlight = new Map<string, Promise<Buffer | undefined>>();

  const load = async (id: string, size: string): Promise<Buffer | undefined> => {
    const dimensions = parseImageSize(size);
    if (!dimensions) return undefined;
    const master = await getImageMaster(fastify.readDb, id);
    if (!master || !isSizeAllowedFor(master.kind, size)) return undefined;
    return resizeImage(master.webp, dimensions);
  };

  fastify.get(
    '/images/:id/:size.webp',
    {
      schema: {
        tags: ['images'],
        summary: 'A catalog image at one of the sizes the pages use (120_80, 640_360, 960_540; boxes also 750_360, 1920_595, 1920_880), as WebP',
        params: paramsSchema,
        response: { ...problemResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { id, size } = request.params;
      const key = `${id}/${size}`;
      let image = resized.get(key);
      if (!image) {
        let pending = inFlight.get(key);
        if (!pending) {
          pending = load(id, size).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        image = await pending;
        if (!image) throw new AppError('NOT_FOUND', `No image ${id} at size ${size}.`);
        resized.set(key, image);
      }
      // Binary body: Fastify sends a Buffer as is, past the JSON serializer the typed reply stands for.
      return (reply as FastifyReply)
        .header('content-type', 'image/webp')
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('content-length', image.byteLength)
        .send(image);
    },
  );
};
