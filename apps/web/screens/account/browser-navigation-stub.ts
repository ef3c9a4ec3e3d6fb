/**
 * next/navigation for the account pages' browser tests (the page has no Next router): the
 * address's query, as the pages read it.
 */
export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}
