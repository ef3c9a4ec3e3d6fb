import type { SyntheticEvent } from 'react';

/**
 * A photo that cannot load leaves its placeholder background rather than a broken-image icon with
 * its alt text. The ref covers an error that happened before hydration (React was not listening).
 */
export const hideBrokenImage = {
  ref(image: HTMLImageElement | null): void {
    if (image && image.complete && image.naturalWidth === 0 && image.currentSrc) image.hidden = true;
  },
  onError(event: SyntheticEvent<HTMLImageElement>): void {
    event.currentTarget.hidden = true;
  },
};
