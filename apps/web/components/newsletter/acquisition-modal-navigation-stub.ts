/**
 * next/navigation for the acquisition modal's browser tests (the page has no Next router): the
 * harness sets the path it renders, as Next's router does on an in-app navigation.
 */
let currentPathname = '/';

export function setStubPathname(pathname: string): void {
  currentPathname = pathname;
}

export function usePathname(): string {
  return currentPathname;
}
