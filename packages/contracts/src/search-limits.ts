/**
 * The search contract's limits that the browser reads as it renders, without zod: importing them
 * from `./search` would build every schema of the search contract in the page's first scripts
 * (decision 0018).
 */

/** Longest stay a search may ask for (the calendar allows 20 nights without availability data). */
export const SEARCH_NIGHTS_MAX = 30;
