/**
 * next/navigation for the customer care browser tests (the page has no Next router): the router
 * counts the times the page asked to be read again (after a sign-in, a sign-out, a lost session).
 */
declare global {
  interface Window {
    customerCareRefreshes: number;
  }
}

export function useRouter() {
  return {
    refresh: () => {
      window.customerCareRefreshes += 1;
    },
  };
}
