import { PARTICIPANTS_STEPPER_DEFAULT_MAX } from '@escapade/domain/pax';

/** Every group size a product may price ("stepper default 1–20"): the detail lists them all. */
export const ACTIVITY_PARTICIPANTS_MAX_PRICED = PARTICIPANTS_STEPPER_DEFAULT_MAX;
