import { GALLERY_THUMBNAILS, galleryImages } from '@escapade/domain/cards';
import type { ImagesBySize } from '@escapade/contracts/product';

/** The pictures a gallery shows in its page layout: 4 on the hotel page, 5 on the product page. */
export type GalleryPictureCount = 4 | 5;

/**
 * The pictures of the page layout: fewer than 4 images shows a single image, otherwise 4
 * thumbnails (5 passed at most). The slideshow always has every picture.
 */
export function pagePictures<T>(images: readonly T[], pictures: GalleryPictureCount): T[] {
  if (images.length < GALLERY_THUMBNAILS) return galleryImages(images);
  return images.slice(0, pictures);
}

/** The slide after `index` moved by `step`, wrapping around (the slideshow's arrows and keys). */
export function stepSlide(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * Grid cells of the desktop layout (Tailwind classes): the first picture takes the left half;
 * with 4 the second spans the top right and two share the bottom; with 5 four share the right half.
 */
export function desktopCellClass(index: number, shown: number): string {
  if (shown === 1) return 'md:col-span-4 md:row-span-2';
  if (index === 0) return 'md:col-span-2 md:row-span-2';
  if (shown === 4 && index === 1) return 'md:col-span-2';
  return '';
}

/** Responsive sources of a picture: the 640 and 960 wide renditions. */
export function pictureSrcSet(image: ImagesBySize): string {
  return `${image['640_360']} 640w, ${image['960_540']} 960w`;
}
