/**
 * The gift checkout's rules without React: what is offered (a single voucher, a box, a gift card,
 * an activity) as the order's item, the sender's words, the recipient and the delivery address
 * checked with the shared schemas, the shipping cost of the delivery country, the total and the
 * order request.
 */
import type { CheckoutAnalyticsItem } from '@escapade/contracts/analytics';
import type { SleeveCategoryResponse, ShippingCostsResponse } from '@escapade/contracts/gift';
import {
  type Buyer,
  type CreateOrderRequest,
  deliveryAddressSchema,
  EMAIL_MAX,
  type GiftDetails,
  giftRecipientSchema,
  NAME_MAX,
  ADDRESS_MAX,
  CITY_MAX,
} from '@escapade/contracts/checkout';
import type { CalendarDay } from '@escapade/domain/calendar-day';
import {
  DEFAULT_SLEEVE_ID,
  GIFT_FROM_NAME_MAX,
  GIFT_MESSAGE_MAX,
  type GiftFormat,
  giftFormSchema,
  rewriteCodeForFormat,
  serializeSleeves,
  type SleeveSelection,
} from '@escapade/domain/gift';
import type { GiftCardDesignId } from '@escapade/domain/gift-card';
import type { Locale } from '@escapade/domain/markets';
import { GIFT_ORDER, type PaymentMethod } from '@escapade/domain/order';
import { POSTAL_CODE_MAX } from '@escapade/domain/validators';
import { type DeliveryCountry, DELIVERY_COUNTRIES, isDeliveryCountry, normalizePostalCode, shippingCostCents } from '@escapade/domain/voucher';

// ---------------------------------------------------------------------------------------------
// What is offered
// ---------------------------------------------------------------------------------------------

export type GiftPurchase =
  /** A gift stay without dates, for 2 people; sleeves only in the physical format. */
  | { kind: 'singleVoucher'; offerId: number; nights: number; format: GiftFormat; sleeveIds: readonly string[] }
  /** A gift box by the code of its format (…EBOX, …PBOX). */
  | { kind: 'box'; code: string; format: GiftFormat; sleeveIds: readonly string[] }
  /** A gift card, sent by e-mail on its send day (at payment without one). */
  | { kind: 'giftCard'; amountCents: number; designId: GiftCardDesignId; sendDate?: CalendarDay | undefined }
  /** An activity offered: a voucher the beneficiary books. */
  | { kind: 'activity'; activityProductId: number; groupSize: number };

/** A physical gift is delivered: it needs an address and has a shipping cost. */
export function isPhysicalPurchase(purchase: GiftPurchase): boolean {
  return (purchase.kind === 'singleVoucher' || purchase.kind === 'box') && purchase.format === 'physical';
}

/** Whether the gift exists in a physical format at all (the format choice is offered). */
export function hasGiftFormats(purchase: GiftPurchase): purchase is Extract<GiftPurchase, { kind: 'singleVoucher' | 'box' }> {
  return purchase.kind === 'singleVoucher' || purchase.kind === 'box';
}

/** Sleeves go only with the physical format; 'default' (the free standard one) is not a choice to send. */
function sleevesToSend(purchase: { format: GiftFormat; sleeveIds: readonly string[] }): string[] {
  return purchase.format === 'physical' ? [...new Set(purchase.sleeveIds.filter((id) => id !== DEFAULT_SLEEVE_ID))] : [];
}

/** The order's item: ids and choices only, the price is the server's. */
export function giftItemsOf(purchase: GiftPurchase): CreateOrderRequest['items'] {
  switch (purchase.kind) {
    case 'singleVoucher':
      return { singleVoucherItem: { offerId: purchase.offerId, nights: purchase.nights, giftFormat: purchase.format, sleeves: sleevesToSend(purchase) } };
    case 'box':
      return { boxItem: { code: purchase.code, sleeves: sleevesToSend(purchase) } };
    case 'giftCard':
      return { giftCardItem: { amountCents: purchase.amountCents, designId: purchase.designId, ...(purchase.sendDate ? { sendDate: purchase.sendDate } : {}) } };
    case 'activity':
      return { activityItem: { activityProductId: purchase.activityProductId, groupSize: purchase.groupSize, customType: GIFT_ORDER } };
  }
}

const ANALYTICS_CATEGORY = { singleVoucher: 'single_voucher', box: 'box', giftCard: 'giftcard', activity: 'activity_only' } as const;

export function giftAnalyticsItem(purchase: GiftPurchase, itemId: string, label: string, priceCents: number): CheckoutAnalyticsItem {
  return { item_id: itemId, item_name: label, item_category: ANALYTICS_CATEGORY[purchase.kind], price: priceCents / 100, quantity: 1 };
}

// ---------------------------------------------------------------------------------------------
// Sleeves, shipping and the total
// ---------------------------------------------------------------------------------------------

export interface PricedSleeve {
  id: string;
  name: string;
  priceCents: number;
}

/** The chosen sleeves with their names and prices (the free standard one left out). */
export function pricedSleevesOf(categories: readonly SleeveCategoryResponse[] | undefined, selection: SleeveSelection): PricedSleeve[] {
  const chosen = new Set(Object.values(selection).flat());
  chosen.delete(DEFAULT_SLEEVE_ID);
  return (categories ?? []).flatMap((category) => category.elements.filter((element) => chosen.has(element.id)).map((element) => ({ id: element.id, name: element.name, priceCents: element.price })));
}

/** The chosen sleeve ids, as the order sends them. */
export function sleeveIdsOf(selection: SleeveSelection): string[] {
  return [...new Set(Object.values(selection).flat())].filter((id) => id !== DEFAULT_SLEEVE_ID);
}

/** Shipping of a physical gift: the market's amount, plus its international fee to another country. */
export function giftShippingCents(costs: ShippingCostsResponse | undefined, marketCountry: string, deliveryCountry: string, isPhysical: boolean): number {
  if (!isPhysical || !costs) return 0;
  return shippingCostCents(costs.amount, costs.internationalFee, marketCountry, deliveryCountry);
}

export interface GiftTotal {
  productCents: number;
  sleevesCents: number;
  shippingCents: number;
  /** What the order is sent with (`expectedAmount`). */
  totalCents: number;
}

export function giftTotalOf(parts: { productCents: number; sleeves: readonly PricedSleeve[]; shippingCents: number; isPhysical: boolean }): GiftTotal {
  const sleevesCents = parts.isPhysical ? parts.sleeves.reduce((total, sleeve) => total + sleeve.priceCents, 0) : 0;
  const shippingCents = parts.isPhysical ? parts.shippingCents : 0;
  return { productCents: parts.productCents, sleevesCents, shippingCents, totalCents: parts.productCents + sleevesCents + shippingCents };
}

// ---------------------------------------------------------------------------------------------
// The sender's words, the recipient and the delivery address
// ---------------------------------------------------------------------------------------------

export type RecipientKind = 'beneficiary' | 'buyer';

export interface GiftDetailsValues {
  fromName: string;
  message: string;
  recipient: { kind: RecipientKind; name: string; email: string };
  address: { name: string; addressLine: string; postalCode: string; city: string; country: DeliveryCountry };
}

/** The field paths of the gift form, as react-hook-form names them. */
export const GIFT_DETAILS_FIELDS = [
  'fromName',
  'message',
  'recipient.name',
  'recipient.email',
  'address.name',
  'address.addressLine',
  'address.postalCode',
  'address.city',
  'address.country',
] as const;
export type GiftDetailsField = (typeof GIFT_DETAILS_FIELDS)[number];

/** The longest text each field takes (the limit message names it). */
export const GIFT_DETAILS_FIELD_MAX: Readonly<Record<GiftDetailsField, number>> = {
  fromName: GIFT_FROM_NAME_MAX,
  message: GIFT_MESSAGE_MAX,
  'recipient.name': NAME_MAX,
  'recipient.email': EMAIL_MAX,
  'address.name': NAME_MAX * 2 + 1,
  'address.addressLine': ADDRESS_MAX,
  'address.postalCode': POSTAL_CODE_MAX,
  'address.city': CITY_MAX,
  'address.country': 0,
};

/** What the form opens with: the words and recipient the gift page stored, the market's country. */
export function initialGiftDetails(
  marketCountry: string,
  stored: { fromName?: string | undefined; message?: string | undefined; recipientName?: string | undefined; recipientEmail?: string | undefined } = {},
): GiftDetailsValues {
  const hasRecipient = Boolean(stored.recipientName || stored.recipientEmail);
  return {
    fromName: stored.fromName ?? '',
    message: stored.message ?? '',
    recipient: { kind: hasRecipient ? 'beneficiary' : 'buyer', name: stored.recipientName ?? '', email: stored.recipientEmail ?? '' },
    address: { name: stored.recipientName ?? '', addressLine: '', postalCode: '', city: '', country: isDeliveryCountry(marketCountry) ? marketCountry : DELIVERY_COUNTRIES[0] },
  };
}

type Problems = Partial<Record<GiftDetailsField, string>>;

const personalisationSchema = giftFormSchema('gift');

/**
 * The spec's messages of each field in error ('Mandatory field', 'Only text is expected', the
 * limit, 'Email seems incorrect', the delivery country's postal code format): the sender's words
 * as the gift form checks them, the recipient and the address with the order's own schemas.
 */
export function giftDetailsProblems(values: GiftDetailsValues, isPhysical: boolean): Problems {
  const problems: Problems = {};
  for (const field of ['fromName', 'message'] as const) {
    const result = personalisationSchema.shape[field].safeParse(values[field]);
    if (!result.success && result.error.issues[0]) problems[field] = result.error.issues[0].message;
  }
  if (values.recipient.kind === 'beneficiary') {
    const result = giftRecipientSchema.safeParse({ kind: 'beneficiary', name: values.recipient.name, email: values.recipient.email });
    for (const issue of result.success ? [] : result.error.issues) {
      const field = `recipient.${String(issue.path[0])}` as GiftDetailsField;
      problems[field] ??= issue.message;
    }
  }
  if (isPhysical) {
    const result = deliveryAddressSchema.safeParse(values.address);
    for (const issue of result.success ? [] : result.error.issues) {
      const field = `address.${String(issue.path[0])}` as GiftDetailsField;
      problems[field] ??= issue.message;
    }
  }
  return problems;
}

/** The order's `gift`, from valid values: the address only for a physical gift, its postal code as printed. */
export function giftDetailsOf(values: GiftDetailsValues, isPhysical: boolean): GiftDetails {
  const recipient: GiftDetails['recipient'] =
    values.recipient.kind === 'beneficiary' ? { kind: 'beneficiary', name: values.recipient.name.trim(), email: values.recipient.email.trim() } : { kind: 'buyer' };
  const { address } = values;
  return {
    personalisation: { fromName: values.fromName.trim(), message: values.message },
    recipient,
    ...(isPhysical
      ? {
          deliveryAddress: {
            name: address.name.trim(),
            addressLine: address.addressLine.trim(),
            postalCode: normalizePostalCode(address.country, address.postalCode),
            city: address.city.trim(),
            country: address.country,
          },
        }
      : {}),
  };
}

/** The gift form's field an API problem names (`gift.recipient.email`, `gift.deliveryAddress.postalCode`). */
export function giftDetailsFieldOfProblem(field: string): GiftDetailsField | undefined {
  const match = /^gift\.(personalisation|recipient|deliveryAddress)\.(\w+)$/.exec(field);
  if (!match) return undefined;
  const [, group, name] = match;
  const path = group === 'personalisation' ? name : group === 'recipient' ? `recipient.${name}` : `address.${name}`;
  return (GIFT_DETAILS_FIELDS as readonly string[]).includes(path ?? '') ? (path as GiftDetailsField) : undefined;
}

// ---------------------------------------------------------------------------------------------
// The order
// ---------------------------------------------------------------------------------------------

/** A gift is not a package: only the sales conditions are accepted. */
export const GIFT_IS_PACKAGE_TRAVEL = false;

export function giftOrderRequest(input: {
  locale: Locale;
  purchase: GiftPurchase;
  details: GiftDetails;
  buyer: Buyer;
  paymentMethod: PaymentMethod;
  /** The total shown (the gift, its sleeves, its shipping), or the new one the buyer confirmed. */
  expectedAmount: number;
  giftCards: CreateOrderRequest['giftCards'];
  gaId: string | undefined;
}): CreateOrderRequest {
  return {
    locale: input.locale,
    buyer: input.buyer,
    currency: 'EUR',
    expectedAmount: input.expectedAmount,
    items: giftItemsOf(input.purchase),
    gift: input.details,
    ...(input.giftCards && input.giftCards.length > 0 ? { giftCards: input.giftCards } : {}),
    paymentMethod: input.paymentMethod,
    consents: { salesConditions: true, packageTravelInformation: GIFT_IS_PACKAGE_TRAVEL },
    ...(input.gaId ? { gaId: input.gaId } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// The physical format
// ---------------------------------------------------------------------------------------------

/** The physical format: still being checked (shipping costs loading), offered, or not (the notice shows). */
export type PhysicalGiftStatus = 'checking' | 'enabled' | 'disabled';

/** "Physical format enabled only if the flag is on and shipping costs loaded without error." */
export function physicalGiftStatus(flagOn: boolean, shippingCosts: 'loading' | 'loaded' | 'failed'): PhysicalGiftStatus {
  if (!flagOn || shippingCosts === 'failed') return 'disabled';
  return shippingCosts === 'loaded' ? 'enabled' : 'checking';
}

/** The format the checkout sells: the requested one, digital when physical is not offered; undefined while that is being checked. */
export function giftFormatFor(requested: GiftFormat, status: PhysicalGiftStatus): GiftFormat | undefined {
  if (requested !== 'physical') return 'digital';
  if (status === 'checking') return undefined;
  return status === 'enabled' ? 'physical' : 'digital';
}

/**
 * The single voucher checkout's hash once the format or the sleeves changed here: a reload keeps
 * them (the other keys stay as they are; no sleeves, no `sleeves` key).
 */
export function giftHashWith(hash: string, change: { giftFormat: GiftFormat; sleeves: SleeveSelection }): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  params.set('giftFormat', change.giftFormat);
  const sleeves = serializeSleeves(change.sleeves);
  if (sleeves) params.set('sleeves', sleeves);
  else params.delete('sleeves');
  return `#${params}`;
}

/**
 * The box checkout's search once the format changed: "format change … rewrites the code suffix"
 * (the family's code of that format, or the code with its suffix rewritten); sleeves kept by name.
 */
export function boxCheckoutSearchWith(search: string, change: { code: string; giftFormat: GiftFormat; sleeves: SleeveSelection }): string {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  params.set('giftFormat', change.giftFormat);
  params.set('code', change.code);
  const sleeves = serializeSleeves(change.sleeves);
  if (sleeves && change.giftFormat === 'physical') params.set('sleeves', sleeves);
  else params.delete('sleeves');
  return `?${params}`;
}

/** The code of a box family in a format: the family's own, or the code's suffix rewritten. */
export function boxCodeForFormat(formats: readonly { format: GiftFormat; code: string }[], code: string, format: GiftFormat): string {
  return formats.find((candidate) => candidate.format === format)?.code ?? rewriteCodeForFormat(code, format);
}
