import type { Country } from '@escapade/domain/markets';
import { type VariantOf, isSingleVoucherAssigned } from '@escapade/domain/variations';

/** Spanish and Italian markets hide the tabs when the single-voucher variation is not assigned. */
export const TABS_NEED_SINGLE_VOUCHER_COUNTRIES: readonly Country[] = ['ES', 'IT'];

export function areProductTabsHidden(country: Country, singleVoucher: VariantOf<'single-voucher'>): boolean {
  return TABS_NEED_SINGLE_VOUCHER_COUNTRIES.includes(country) && !isSingleVoucherAssigned(singleVoucher);
}
