/**
 * The gift page's rules, without React: what the voucher lets its beneficiary do, the stays'
 * pages, the calendar's days for a voucher, and what a refused booking means for the page.
 */
import type { BeneficiaryStaysResponse, BeneficiaryVoucher, RedemptionRequest } from '@escapade/contracts/beneficiary';
import type { Buyer } from '@escapade/contracts/checkout';
import type { Availability } from '@escapade/domain/calendar';
import { addDaysToDay, type CalendarDay } from '@escapade/domain/calendar-day';
import { GIFT_ADULTS } from '@escapade/domain/gift';
import type { Locale } from '@escapade/domain/markets';
import type { Party } from '@escapade/domain/pax';
import { parseActivityDateValue } from '@escapade/domain/stay-checkout';
import type { BuyerField } from '../../components/checkout/buyer-errors';
import type { ConsentValues } from '../../components/checkout/LegalConsent';
import { ApiError } from '../../lib/api-transport';

export type BeneficiaryStay = BeneficiaryStaysResponse['exactMatch'][number];

/**
 * What the page offers for a voucher: the stays to book (a single voucher, a box), a gift card's
 * balance to spend at any checkout, an activity, or nothing more (used, expired, cancelled).
 */
export type GiftUse = 'stays' | 'giftCard' | 'activity' | 'closed';

export function giftUseOf(voucher: Pick<BeneficiaryVoucher, 'kind' | 'state'>): GiftUse {
  if (voucher.state !== 'ACTIVE' && voucher.state !== 'PARTLY_USED') return 'closed';
  if (voucher.kind === 'GIFTCARD') return 'giftCard';
  if (voucher.kind === 'ACTIVITY') return 'activity';
  return 'stays';
}

/** The nights a stay is booked for: the single voucher's own, or the box stay's. */
export function nightsFor(voucher: Pick<BeneficiaryVoucher, 'nights'>, stay: Pick<BeneficiaryStay, 'nights'>): number {
  return voucher.nights ?? stay.nights;
}

/** The page after the last one loaded, until a page comes back empty or every stay is in. */
export function nextStaysPage(lastPage: BeneficiaryStaysResponse, pages: readonly BeneficiaryStaysResponse[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.exactMatch.length, 0);
  if (lastPage.exactMatch.length === 0 || loaded >= lastPage.searchDetails.totalCount) return undefined;
  return lastPage.searchDetails.page + 1;
}

/** A gift stay is for 2 adults. */
export const VOUCHER_PARTY: Party = { adults: GIFT_ADULTS, children: 0, babies: 0 };

/**
 * The calendar's days for a voucher: the check-in days where a stay of the voucher's nights can
 * start (a day whose minimum stay is longer cannot), without prices (the stay is already paid) or
 * minimum stays to show.
 */
export function voucherAvailability(days: Readonly<Record<CalendarDay, { minLos?: number }>>, nights: number): Availability {
  return Object.fromEntries(
    Object.entries(days)
      .filter(([, day]) => (day.minLos ?? 1) <= nights)
      .map(([day]) => [day, {}]),
  );
}

/** The chosen stay and dates: the checkout is the voucher's nights after the check-in. */
export interface StaySelection {
  stay: BeneficiaryStay;
  checkin: CalendarDay;
  checkout: CalendarDay;
  nights: number;
}

export function selectionOf(stay: BeneficiaryStay, checkin: CalendarDay, nights: number): StaySelection {
  return { stay, checkin, checkout: addDaysToDay(checkin, nights), nights };
}

/** A refused field of a booking, where the page shows it. */
export type RedemptionField =
  | { kind: 'traveller'; field: BuyerField; message: string }
  | { kind: 'consent'; field: keyof ConsentValues }
  /** An activity of the stay without a date (or with one it does not offer). */
  | { kind: 'activityDates' };

/** What a booking attempt came to, besides the booked order. */
export type RedemptionFailure =
  /** The session's token expired or is unknown: sign in again. */
  | { kind: 'sessionEnded' }
  /** A concurrent redemption won: the voucher cannot book any more. */
  | { kind: 'alreadyUsed' }
  /** The nights are gone: choose other dates. */
  | { kind: 'noAvailability' }
  | { kind: 'invalid'; fields: RedemptionField[] }
  | { kind: 'failed' };

const BUYER_FIELDS: readonly BuyerField[] = ['civility', 'firstName', 'lastName', 'email', 'phoneNumber', 'addressLine', 'postalCode', 'city', 'country'];

function redemptionFieldOf(field: string, message: string): RedemptionField | 'dates' | undefined {
  const traveller = /^traveller\.(\w+)$/.exec(field)?.[1];
  if (traveller && (BUYER_FIELDS as readonly string[]).includes(traveller)) return { kind: 'traveller', field: traveller as BuyerField, message };
  if (field === 'consents.salesConditions' || field === 'consents.packageTravelInformation') return { kind: 'consent', field: field.slice('consents.'.length) as keyof ConsentValues };
  if (field === 'activityDaySelections' || field.startsWith('activityDaySelections.')) return { kind: 'activityDates' };
  if (field === 'checkin') return 'dates';
  return undefined;
}

/** The failure of a refused booking call. */
export function redemptionFailureOf(error: unknown): RedemptionFailure {
  if (!isAnswer(error)) return { kind: 'failed' };
  if (error.status === 401) return { kind: 'sessionEnded' };
  if (isVoucherAlreadyUsed(error)) return { kind: 'alreadyUsed' };
  if (error.status === 409 && error.problem?.code === 'NO_AVAILABILITY') return { kind: 'noAvailability' };
  if (error.status === 400) {
    const found = (error.problem?.errors ?? []).map(({ field, message }) => redemptionFieldOf(field, message));
    if (found.includes('dates')) return { kind: 'noAvailability' };
    const fields = found.filter((entry): entry is RedemptionField => typeof entry === 'object');
    if (fields.length > 0) return { kind: 'invalid', fields };
  }
  return { kind: 'failed' };
}

const isAnswer = (error: unknown): error is ApiError => error instanceof ApiError;

/** The voucher was used (a redemption won, on this page or another): 409 VOUCHER_ALREADY_USED. */
export function isVoucherAlreadyUsed(error: unknown): boolean {
  return isAnswer(error) && error.status === 409 && error.problem?.code === 'VOUCHER_ALREADY_USED';
}

/** Whether a failed read means the session is over (the page goes back to the login). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The booking's request body, from the checked form: a stay (its offer, check-in and activity
 * dates, the package travel information accepted), or an activity voucher's activity.
 */
export function redemptionRequestOf(input: { locale: Locale; selection: StaySelection | undefined; activityDates: readonly string[]; traveller: Buyer }): RedemptionRequest {
  const { locale, selection, traveller } = input;
  if (!selection) return { locale, traveller, consents: { salesConditions: true, packageTravelInformation: false } };
  return {
    locale,
    offerId: selection.stay.id,
    checkin: selection.checkin,
    activityDaySelections: input.activityDates.flatMap((value) => {
      const parsed = parseActivityDateValue(value);
      return parsed ? [{ activityId: Number(parsed.activityId), date: parsed.dateKey }] : [];
    }),
    traveller,
    consents: { salesConditions: true, packageTravelInformation: true },
  };
}

/** The booked order's confirmation page, without the payment's `status`: a redemption records no purchase. */
export function confirmationHrefOf(confirmationPath: string, orderUUID: string): string {
  return `${confirmationPath.replace(/\/+$/, '')}/${encodeURIComponent(orderUUID)}`;
}
