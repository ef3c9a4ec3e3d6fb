import type { APIRequestContext } from '@playwright/test';

/**
 * Test data looked up through the API once per worker and shared by the tests that ask for it,
 * whichever of them runs first (so no test depends on another's order); a lookup that failed is
 * made again by the next test that asks. Only for lookups whose answer does not depend on the test:
 * the catalog does not change under the suite.
 */
export function sharedLookup<T>(lookUp: (request: APIRequestContext) => Promise<T>): (request: APIRequestContext) => Promise<T> {
  let answer: Promise<T> | undefined;
  return (request) => {
    answer ??= lookUp(request).catch((error: unknown) => {
      answer = undefined;
      throw error;
    });
    return answer;
  };
}
