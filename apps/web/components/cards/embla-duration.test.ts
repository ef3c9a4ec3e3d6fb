import { CAROUSEL_SWIPE_DURATION_MS } from '@escapade/domain/cards';
import { describe, expect, it } from 'vitest';
import { EMBLA_SWIPE_DURATION, emblaFramesToSettle } from './embla-duration';

const FRAME_MS = 1000 / 60;

describe('carousel swipe duration', () => {
  it('"Swipe animation takes 300 ms": a one-slide move is within 1 % of its end after 300 ms (± one frame)', () => {
    for (const width of [280, 360, 400]) {
      const ms = emblaFramesToSettle(EMBLA_SWIPE_DURATION, width, width / 100) * FRAME_MS;
      expect(Math.abs(ms - CAROUSEL_SWIPE_DURATION_MS)).toBeLessThanOrEqual(FRAME_MS);
    }
  });

  it('Embla default duration (25) would take more than twice as long', () => {
    expect(emblaFramesToSettle(25, 360, 3.6) * FRAME_MS).toBeGreaterThan(2 * CAROUSEL_SWIPE_DURATION_MS);
  });
});
