/**
 * next/navigation for the contact form's browser tests (the page has no Next router): the router
 * records where the page was sent.
 */
declare global {
  interface Window {
    contactNavigations: string[];
  }
}

export function useRouter() {
  return {
    replace: (href: string) => window.contactNavigations.push(href),
    push: (href: string) => window.contactNavigations.push(href),
  };
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}
