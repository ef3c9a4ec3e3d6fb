import type { BoxImagesBySize } from '@escapade/contracts/boxes';

/** Box pictures come in the box sizes 640_360, 750_360, 960_540, 1920_595 and 1920_880. */
export function buildBoxImagesBySize(imageId: string): BoxImagesBySize {
  const url = (size: keyof BoxImagesBySize) => `/api/images/${encodeURIComponent(imageId)}/${size}.webp`;
  return {
    '640_360': url('640_360'),
    '750_360': url('750_360'),
    '960_540': url('960_540'),
    '1920_595': url('1920_595'),
    '1920_880': url('1920_880'),
  };
}

/** Distinct image ids in their first order: the gallery of a product joins several sources. */
export function uniqueImageIds(...lists: ReadonlyArray<readonly string[]>): string[] {
  return [...new Set(lists.flat())];
}
