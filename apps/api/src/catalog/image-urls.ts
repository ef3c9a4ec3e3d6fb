import type { CARD_IMAGE_SIZES, ImagesBySize } from '@escapade/contracts/weekend';

/** The API image route serves every master image at the catalog's fixed sizes: `/api/images/{id}/{size}.webp`. */
export function imageUrl(imageId: string, size: (typeof CARD_IMAGE_SIZES)[number]): string {
  return `/api/images/${encodeURIComponent(imageId)}/${size}.webp`;
}

export function imagesBySize(imageId: string): ImagesBySize {
  return {
    '120_80': imageUrl(imageId, '120_80'),
    '640_360': imageUrl(imageId, '640_360'),
    '960_540': imageUrl(imageId, '960_540'),
  };
}
