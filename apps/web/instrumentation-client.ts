import { z } from 'zod';

/**
 * Runs in the browser before the app's modules (Next's client instrumentation). zod 4 probes
 * `new Function` when it builds an object schema, to compile fast parsers; under the site's CSP
 * (no 'unsafe-eval' in production) the probe fails and Chrome logs a CSP issue on every page,
 * which costs Lighthouse's Best Practices. `jitless` skips the probe; parsing is unchanged.
 */
z.config({ jitless: true });
