/**
 * Whether a public path names one of the given screens: its screen segment comes after an optional
 * market or language prefix, so it is one of the first two segments. Client components use it on
 * `usePathname()`, since the market layout that holds them does not re-render on a navigation.
 */
export function pathHasScreenSegment(pathname: string, screenSegments: readonly string[]): boolean {
  return pathname
    .split('/')
    .filter(Boolean)
    .slice(0, 2)
    .some((segment) => screenSegments.includes(decodeURIComponent(segment).toLowerCase()));
}
