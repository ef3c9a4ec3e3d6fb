/**
 * Embla's `duration` is not in milliseconds: it drives a damped spring (friction 0.68) stepped 60
 * times a second. At 15 a slide's move is within 1 % of its end after 300 ms, the length of a
 * swipe animation (see embla-duration.test.ts).
 */
export const EMBLA_SWIPE_DURATION = 15;
