/**
 * A contract module (its zod schemas) imported with the first call that needs it, not with the
 * page's first scripts (decision 0018). zod builds a module's schemas when the module is
 * instantiated, and a statically imported contract is instantiated inside a hydration task; zod's
 * full API then also ships in every page's first scripts.
 *
 * `preloadInBrowser` starts the import as soon as the fetcher's module runs in a browser, for the
 * calls a page makes as it starts (a dated search asks for its results right after hydration): the
 * chunk downloads while React hydrates and is instantiated in a task of its own. A failed import is
 * forgotten, so the next call tries again.
 */
export function lazyContract<T>(load: () => Promise<T>, options: { preloadInBrowser?: boolean } = {}): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const get = (): Promise<T> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  if (options.preloadInBrowser && typeof window !== 'undefined') get().catch(() => {});
  return get;
}
