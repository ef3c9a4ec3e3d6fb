/**
 * A contract module (its zod schemas) imported with the first call that needs it, not with the
 * page's first scripts (decision 0018). zod builds a module's schemas when the module is
 * instantiated, and a statically imported contract is instantiated inside a hydration task; zod's
 * full API then also ships in every page's first scripts. A failed import is forgotten, so the next
 * call tries again.
 */
export function lazyContract<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return (): Promise<T> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * Starts a contract's import now, in a browser, for the calls a page makes as it starts (a dated
 * search asks for its results right after hydration): the chunk downloads while React hydrates and
 * is instantiated in a task of its own. A failed preload is left to the first call to retry.
 */
export function preloadInBrowser(contract: () => Promise<unknown>): void {
  if (typeof window !== 'undefined') contract().catch(() => {});
}

/** Every contract the feature clients use, one loader each (a module imports once anyway; one cache, one place). */
export const contracts = {
  account: lazyContract(() => import('@escapade/contracts/account')),
  accountProfile: lazyContract(() => import('@escapade/contracts/account-profile')),
  activityProduct: lazyContract(() => import('@escapade/contracts/activity-product')),
  activitySearch: lazyContract(() => import('@escapade/contracts/activity-search')),
  autocomplete: lazyContract(() => import('@escapade/contracts/autocomplete')),
  beneficiary: lazyContract(() => import('@escapade/contracts/beneficiary')),
  bookingLookup: lazyContract(() => import('@escapade/contracts/booking-lookup')),
  boxes: lazyContract(() => import('@escapade/contracts/boxes')),
  checkout: lazyContract(() => import('@escapade/contracts/checkout')),
  consent: lazyContract(() => import('@escapade/contracts/consent')),
  contact: lazyContract(() => import('@escapade/contracts/contact')),
  content: lazyContract(() => import('@escapade/contracts/content')),
  customerCare: lazyContract(() => import('@escapade/contracts/customer-care')),
  gift: lazyContract(() => import('@escapade/contracts/gift')),
  health: lazyContract(() => import('@escapade/contracts/health')),
  hotel: lazyContract(() => import('@escapade/contracts/hotel')),
  logs: lazyContract(() => import('@escapade/contracts/logs')),
  newsletter: lazyContract(() => import('@escapade/contracts/newsletter')),
  product: lazyContract(() => import('@escapade/contracts/product')),
  reviews: lazyContract(() => import('@escapade/contracts/reviews')),
  search: lazyContract(() => import('@escapade/contracts/search')),
  searchLanding: lazyContract(() => import('@escapade/contracts/search-landing')),
  sitemap: lazyContract(() => import('@escapade/contracts/sitemap')),
  themes: lazyContract(() => import('@escapade/contracts/themes')),
  weekend: lazyContract(() => import('@escapade/contracts/weekend')),
  wishlist: lazyContract(() => import('@escapade/contracts/wishlist')),
};
