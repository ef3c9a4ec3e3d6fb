import type { WideImage } from '@escapade/contracts/content';
import { preload } from 'react-dom';

/** Where the desktop image (1920×595) replaces the mobile one (750×360): the design system's `md`. */
const DESKTOP_MEDIA = '(min-width: 48rem)';
const MOBILE_MEDIA = '(max-width: 47.99rem)';

/**
 * A banner or jumbotron image: "750_360 mobile, 1920_595 desktop", with its size set so the page
 * keeps its layout while it loads. The jumbotron's is the page's largest paint: fetched first
 * (preloaded, eager, high priority); every other one waits until it nears the viewport.
 */
export function WidePicture({ image, isPriority = false, alt = '', className = 'h-full w-full object-cover' }: { image: WideImage; isPriority?: boolean; alt?: string; className?: string }) {
  if (isPriority) {
    preload(image['1920_595'], { as: 'image', media: DESKTOP_MEDIA, fetchPriority: 'high' });
    preload(image['750_360'], { as: 'image', media: MOBILE_MEDIA, fetchPriority: 'high' });
  }
  return (
    <picture>
      <source media={DESKTOP_MEDIA} srcSet={image['1920_595']} width={1920} height={595} />
      <img
        src={image['750_360']}
        alt={alt}
        width={750}
        height={360}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : 'auto'}
        decoding={isPriority ? 'auto' : 'async'}
        className={className}
      />
    </picture>
  );
}
