import * as z from 'zod/mini';

/**
 * Runs in the browser before the app's modules (Next's client instrumentation). zod 4 probes
 * `new Function` when it builds an object schema, to compile fast parsers; under the site's CSP
 * (no 'unsafe-eval' in production) the probe fails and Chrome logs a CSP issue on every page,
 * which costs Lighthouse's Best Practices. `jitless` skips the probe; parsing is unchanged. The
 * setting is zod's core's, shared by zod/mini (the page's first scripts) and the full API the
 * contracts load with their first call (decision 0018).
 */
z.config({ jitless: true });

/**
 * The first Intl.DateTimeFormat (any locale, any options) initialises ICU's date formatting: about
 * 60 ms on a mid-range phone, the first Intl.NumberFormat about 10 ms more. Whichever component
 * formats a date or a price first during hydration would pay it inside its render. Done here,
 * each runs in a task of its own just after this script's (hydration has not started yet then),
 * and the hydration tasks stay shorter (decision 0014).
 */
setTimeout(() => new Intl.DateTimeFormat().format(0), 0);
setTimeout(() => new Intl.NumberFormat().format(0), 0);
