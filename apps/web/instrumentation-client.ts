import { setZodJitless } from './lib/zod-jitless';

/** Runs in the browser before the app's modules (Next's client instrumentation): zod without eval. */
setZodJitless();

/**
 * The first Intl.DateTimeFormat (any locale, any options) initialises ICU's date formatting: about
 * 60 ms on a mid-range phone, the first Intl.NumberFormat about 10 ms more. Whichever component
 * formats a date or a price first during hydration would pay it inside its render. Done here,
 * each runs in a task of its own just after this script's (hydration has not started yet then),
 * and the hydration tasks stay shorter (decision 0014).
 */
setTimeout(() => new Intl.DateTimeFormat().format(0), 0);
setTimeout(() => new Intl.NumberFormat().format(0), 0);
