/**
 * A product's or an activity's id as its address names it (a path element, a hash's `id`): a
 * positive whole number of at most 9 digits; anything else names nothing.
 */
export function parseRouteId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
