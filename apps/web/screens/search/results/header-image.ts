/** The results page's header image, picked from the photos of the first results. */
export interface HeaderImage {
  src: string;
  srcSet?: string;
}

/** A card image's path at another of its sizes (`…/640_360.webp` → `…/960_540.webp`). */
export function imageAtSize(url: string, size: string): string {
  return url.replace(/\/\d+_\d+\.webp$/, `/${size}.webp`);
}

/**
 * The header image from the results: a landscape among the first photos when there is one (the
 * wide sizes exist for landscapes), else the first photo at its largest card size.
 */
export function headerImageFrom(images: readonly string[]): HeaderImage | undefined {
  const landscape = images.find((url) => url.includes('/img-landscape-'));
  if (landscape) {
    return { src: imageAtSize(landscape, '960_540'), srcSet: `${imageAtSize(landscape, '960_540')} 960w, ${imageAtSize(landscape, '1920_595')} 1920w` };
  }
  const first = images[0];
  return first ? { src: imageAtSize(first, '960_540') } : undefined;
}
