/**
 * Embla's `duration` is not in milliseconds: it drives a damped spring (friction 0.68) stepped 60
 * times a second. At 15 a slide's move is within 1 % of its end after CAROUSEL_SWIPE_DURATION_MS
 * (300 ms), the length of a swipe animation (see embla-duration.test.ts).
 */
export const EMBLA_SWIPE_DURATION = 15;

/** Embla 8's scroll body, step by step: the frames until the move is within `tolerance` of its end. */
export function emblaFramesToSettle(duration: number, distance: number, tolerance: number): number {
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
