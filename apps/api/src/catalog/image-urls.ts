import type { WideImage } from '@escapade/contracts/content';
import type { CARD_IMAGE_SIZES, ImagesBySize } from '@escapade/contracts/weekend';

/**
 * The wide sizes of the slots banners and jumbotrons fill: "desktop 1920×595, mobile 750×360".
 * The image route serves them for the wide kinds only (boxes, banners, landscapes).
 */
export const WIDE_IMAGE_SIZES = ['750_360', '1920_595'] as const;
export type ImageSize = (typeof CARD_IMAGE_SIZES)[number] | (typeof WIDE_IMAGE_SIZES)[number];

/** The API image route serves every master image at the catalog's fixed sizes: `/api/images/{id}/{size}.webp`. */
export function imageUrl(imageId: string, size: ImageSize): string {
  return `/api/images/${encodeURIComponent(imageId)}/${size}.webp`;
}

export function imagesBySize(imageId: string): ImagesBySize {
  return {
    '120_80': imageUrl(imageId, '120_80'),
    '640_360': imageUrl(imageId, '640_360'),
    '960_540': imageUrl(imageId, '960_540'),
  };
}

/** A banner's or a landscape's picture in the sizes a wide slot draws: card 640×360, mobile 750×360, desktop 1920×595. */
export function wideImage(imageId: string): WideImage {
  return {
    '640_360': imageUrl(imageId, '640_360'),
    '750_360': imageUrl(imageId, '750_360'),
    '1920_595': imageUrl(imageId, '1920_595'),
  };
}
