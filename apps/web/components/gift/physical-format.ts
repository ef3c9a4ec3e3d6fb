import { isPhysicalFormatEnabled } from '@escapade/domain/gift';

/** A query's status as TanStack Query names it. */
export type LoadStatus = 'pending' | 'error' | 'success';

/**
 * "Physical disabled when shipping cost fetch errors or the physical-voucher flag is off, with a
 * notice that it is coming back soon". While the shipping costs load, physical waits, without the
 * notice (it is not known to be off yet).
 */
export type PhysicalFormatState = 'enabled' | 'waiting' | 'comingBackSoon';

export function physicalFormatState(flagOn: boolean, shippingCosts: LoadStatus): PhysicalFormatState {
  if (isPhysicalFormatEnabled(flagOn, shippingCosts === 'success')) return 'enabled';
  return flagOn && shippingCosts === 'pending' ? 'waiting' : 'comingBackSoon';
}
