/**
 * §2 "An eco label panel appears when the hotel has 8 or more ecoFacilities" (§9 "Eco label at 8
 * or more eco facilities"). Not yet in packages/domain: to move there with its test.
 */
export const ECO_LABEL_MIN_FACILITIES = 8;

export function hasEcoLabel(ecoFacilities: readonly string[]): boolean {
  return ecoFacilities.length >= ECO_LABEL_MIN_FACILITIES;
}
