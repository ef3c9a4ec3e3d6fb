/**
 * zod 4 probes `new Function` when it first parses an object schema, to compile a fast parser;
 * under the site's CSP (no 'unsafe-eval' in production) the probe fails and Chrome logs a CSP issue
 * on every page, which costs Lighthouse's Best Practices. zod's `jitless` setting skips the probe;
 * parsing is unchanged.
 *
 * zod keeps its settings in one object on `globalThis` (`__zod_globalConfig`), shared by every copy
 * of zod on the page — zod/mini and the full API the contracts load with their first call. Setting
 * it there, before any zod module runs, spares every page the download of zod's core just to call
 * `config()`: most pages validate nothing as they start. `zod-jitless.test.ts` checks that zod reads
 * the setting from there.
 */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

export function setZodJitless(): void {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig = Object.assign(global.__zod_globalConfig ?? {}, { jitless: true });
}
