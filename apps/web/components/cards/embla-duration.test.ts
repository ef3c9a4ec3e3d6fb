import { describe, expect, it } from 'vitest';
import { EMBLA_SWIPE_DURATION } from './embla-duration';

const FRAME_MS = 1000 / 60;
/** A swipe animation lasts 300 ms. */
const CAROUSEL_SWIPE_DURATION_MS = 300;

/** Embla 8's scroll body, step by step: the frames until the move is within `tolerance` of its end. */
function emblaFramesToSettle(duration: number, distance: number, tolerance: number): number {
  const FRICTION = 0.68;
  let location = 0;
  let velocity = 0;
  for (let frame = 1; frame < 1000; frame += 1) {
    velocity += (distance - location) / duration;
    velocity *= FRICTION;
    location += velocity;
    if (Math.abs(distance - location) <= tolerance) return frame;
  }
  return Infinity;
}

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
