/** Tests only: next/navigation's route hooks for the islands' browser harness (no Next router there). */
export function usePathname(): string {
  return '/fr-fr/';
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams();
}
