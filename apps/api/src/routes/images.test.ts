import { openDatabase, migrateToLatest, type DatabaseHandle } from '@escapade/db';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasePlugin } from '../plugins/db';
import { errorHandlerPlugin } from '../plugins/error-handler';
import { IMAGE_CACHE_CONTROL, imageRoutes, isSizeAllowedFor, parseImageSize, resizeImage } from './images';

/** A 1920×1080 master with a red left half and a blue right half: crops are visible in pixels. */
async function twoToneMaster(): Promise<Buffer> {
  const half = (r: number, b: number) => ({ create: { width: 960, height: 1080, channels: 3 as const, background: { r, g: 0, b } } });
  const left = await sharp(half(255, 0)).png().toBuffer();
  const right = await sharp(half(0, 255)).png().toBuffer();
  return sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#000' } })
    .composite([{ input: left, left: 0, top: 0 }, { input: right, left: 960, top: 0 }])
    .webp({ lossless: true })
    .toBuffer();
}

describe('image sizes', () => {
  it('knows the catalog image sizes and nothing else', () => {
    expect(parseImageSize('120_80')).toEqual({ width: 120, height: 80 });
    expect(parseImageSize('640_360')).toEqual({ width: 640, height: 360 });
    expect(parseImageSize('960_540')).toEqual({ width: 960, height: 540 });
    expect(parseImageSize('1920_880')).toEqual({ width: 1920, height: 880 });
    expect(parseImageSize('100_100')).toBeUndefined();
    expect(parseImageSize('640x360')).toBeUndefined();
  });

  it('keeps the wide box sizes for boxes (and wide banners), the card sizes for all', () => {
    expect(isSizeAllowedFor('hotel', '640_360')).toBe(true);
    expect(isSizeAllowedFor('box', '1920_595')).toBe(true);
    expect(isSizeAllowedFor('hotel', '1920_595')).toBe(false);
    expect(isSizeAllowedFor('room', '750_360')).toBe(false);
  });

  it('cuts a master to the exact size as WebP, cover-cropped around the centre', async () => {
    const master = await twoToneMaster();
    for (const size of [{ width: 120, height: 80 }, { width: 960, height: 540 }, { width: 1920, height: 595 }]) {
      const out = await resizeImage(master, size);
      const meta = await sharp(out).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', ...size });
    }
    // 120×80 is 3:2, narrower than 16:9: cover crops the sides, so both halves survive at the edges.
    const { data, info } = await sharp(await resizeImage(master, { width: 120, height: 80 })).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray((40 * info.width + x) * info.channels, (40 * info.width + x) * info.channels + 3)];
    expect(pixel(2)[0]).toBeGreaterThan(200);
    expect(pixel(117)[2]).toBeGreaterThan(200);
  });
});

describe('GET /api/images/:id/:size.webp', () => {
  let handle: DatabaseHandle;
  const app = Fastify().withTypeProvider<ZodTypeProvider>();

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(handle.db);
    await handle.db.insertInto('image').values([
      { id: 'img-hotel-1', kind: 'hotel', width: 1920, height: 1080, webp: await twoToneMaster() },
      { id: 'img-box-1', kind: 'box', width: 1920, height: 1080, webp: await twoToneMaster() },
    ]).execute();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandlerPlugin, { bodyLimitBytes: 1024 });
    await app.register(databasePlugin, { db: handle.db, engine: handle.engine });
    await app.register(imageRoutes, { prefix: '/api' });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('serves the size as WebP with long-lived cache headers, the same bytes from the cache the second time', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/images/img-hotel-1/640_360.webp' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 360]);
    const second = await app.inject({ method: 'GET', url: '/api/images/img-hotel-1/640_360.webp' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('serves the wide box sizes for boxes only', async () => {
    const box = await app.inject({ method: 'GET', url: '/api/images/img-box-1/1920_880.webp' });
    expect(box.statusCode).toBe(200);
    expect((await sharp(box.rawPayload).metadata()).height).toBe(880);
    const hotel = await app.inject({ method: 'GET', url: '/api/images/img-hotel-1/1920_880.webp' });
    expect(hotel.statusCode).toBe(404);
  });

  it('answers an unknown id or size with a 404 problem', async () => {
    for (const url of ['/api/images/no-such-image/640_360.webp', '/api/images/img-hotel-1/123_456.webp']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });
});
