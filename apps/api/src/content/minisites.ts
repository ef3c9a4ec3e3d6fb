import type { MinisiteResponse } from '@escapade/contracts/content';
import type { Db } from '@escapade/db';
import { findMinisite, listMinisites as listRecords, type MinisiteRecord } from '@escapade/db/repositories/content';
import { isLocale } from '@escapade/domain/markets';
import { imageUrl } from '../catalog/image-urls';
import { AppError } from '../errors/app-error';

function toMinisite(record: MinisiteRecord): MinisiteResponse {
  if (!isLocale(record.locale)) throw new Error(`minisite ${record.id} has an unknown locale`);
  return {
    minisiteId: record.id,
    minisiteUrl: record.url,
    partnerName: record.partnerName,
    minisiteLocale: record.locale,
    // "bannerUrls (desktop, mobile)": the wide slot's desktop and mobile sizes.
    bannerUrls: { desktop: imageUrl(record.bannerDesktopImageId, '1920_595'), mobile: imageUrl(record.bannerMobileImageId, '750_360') },
    logoUrl: record.logoImageId === null ? null : imageUrl(record.logoImageId, '640_360'),
    footer: record.footer,
  };
}

/** `GET /api/cms/minisites`: every partner minisite. */
export async function listMinisites(db: Db): Promise<{ minisites: MinisiteResponse[] }> {
  return { minisites: (await listRecords(db)).map(toMinisite) };
}

/** `GET /api/cms/minisites/:slug`: one partner minisite by its slug. */
export async function getMinisite(db: Db, slug: string): Promise<MinisiteResponse> {
  const record = await findMinisite(db, slug);
  if (!record) throw new AppError('NOT_FOUND', `No partner minisite ${slug}.`);
  return toMinisite(record);
}
