/**
 * Gift rules: gift nights and formats, code suffix, gift form, custom sleeves.
 */
// zod/mini: the gift form is in the product page's first scripts (decision 0018).
import * as z from 'zod/mini';
import type { Flow } from './flow';
import { FIELD_LIMIT_MESSAGE_KEY, MANDATORY_FIELD_MESSAGE, ONLY_TEXT_MESSAGE, isTextOnly } from './validators';

/** "voucher perks 1 to 3 nights by default". */
export const GIFT_NIGHTS_MIN = 1;
export const GIFT_NIGHTS_MAX = 3;
/** "giftAdult (2)". */
export const GIFT_ADULTS = 2;

export const GIFT_FORMATS = ['digital', 'physical'] as const;
export type GiftFormat = (typeof GIFT_FORMATS)[number];
/** "Gift format: defaults digital". */
export const DEFAULT_GIFT_FORMAT: GiftFormat = 'digital';

/** "Physical format enabled only if the flag is on and shipping costs loaded without error." */
export function isPhysicalFormatEnabled(flagOn: boolean, shippingCostsLoaded: boolean): boolean {
  return flagOn && shippingCostsLoaded;
}

/** The format to show: the requested one, or digital when physical is not available. */
export function effectiveGiftFormat(requested: GiftFormat | undefined, physicalEnabled: boolean): GiftFormat {
  return requested === 'physical' && physicalEnabled ? 'physical' : DEFAULT_GIFT_FORMAT;
}

/** "Only codes ending in EBOX are listed": EBOX marks the digital (e-box) code. */
export const DIGITAL_CODE_SUFFIX = 'EBOX';
/**
 * Not shown. Chosen PBOX ("physical box"): a bare BOX would be ambiguous, since a stem ending in E
 * plus BOX reads as a digital EBOX code.
 */
export const PHYSICAL_CODE_SUFFIX = 'PBOX';

/** "format change updates the hash and rewrites the code suffix". */
export function rewriteCodeForFormat(code: string, format: GiftFormat): string {
  const upper = code.toUpperCase();
  let stem = code;
  if (upper.endsWith(DIGITAL_CODE_SUFFIX)) stem = code.slice(0, -DIGITAL_CODE_SUFFIX.length);
  else if (upper.endsWith(PHYSICAL_CODE_SUFFIX)) stem = code.slice(0, -PHYSICAL_CODE_SUFFIX.length);
  return stem + (format === 'digital' ? DIGITAL_CODE_SUFFIX : PHYSICAL_CODE_SUFFIX);
}

/** "Code suffix tells the format." */
export function giftFormatOfCode(code: string): GiftFormat | undefined {
  const upper = code.toUpperCase();
  if (upper.endsWith(DIGITAL_CODE_SUFFIX)) return 'digital';
  if (upper.endsWith(PHYSICAL_CODE_SUFFIX)) return 'physical';
  return undefined;
}

/** "Only codes ending in EBOX are listed." */
export function isListedBoxCode(code: string): boolean {
  return code.toUpperCase().endsWith(DIGITAL_CODE_SUFFIX);
}

/** "In gifting, extras show only when giftNights is 1." */
export function shouldShowExtras(flow: Flow, giftNights: number | undefined): boolean {
  return flow !== 'gifting' || giftNights === 1;
}

/** "sleeves are fetched only for physical format". */
export function shouldFetchSleeves(format: GiftFormat): boolean {
  return format === 'physical';
}

// --- Gift form -------------------------------------------------------------------------------

export const GIFT_FROM_NAME_MAX = 40;
export const GIFT_MESSAGE_MAX = 180;

/**
 * "fromName optional in gift flow (mandatory in default form: 'Mandatory field'), text only
 * ('Only text is expected'), max 40; message max 180".
 */
export function giftFormSchema(form: 'gift' | 'default') {
  const fromNameText = [z.trim(), z.maxLength(GIFT_FROM_NAME_MAX, FIELD_LIMIT_MESSAGE_KEY), z.refine<string>(isTextOnly, ONLY_TEXT_MESSAGE)] as const;
  const fromName = form === 'default' ? z.string().check(...fromNameText, z.minLength(1, MANDATORY_FIELD_MESSAGE)) : z.string().check(...fromNameText);
  return z.object({
    fromName,
    message: z.string().check(z.maxLength(GIFT_MESSAGE_MAX, FIELD_LIMIT_MESSAGE_KEY)),
  });
}

/** "Typing past limit blocked": the value keeps its first `max` characters. */
export function applyTypingLimit(value: string, max: number): { value: string; isOverLimit: boolean } {
  const chars = Array.from(value);
  return chars.length > max ? { value: chars.slice(0, max).join(''), isOverLimit: true } : { value, isOverLimit: false };
}

/** Stored customisation is "removed when both empty". */
export function shouldRemoveGiftCustomisation(value: { fromName?: string; message?: string }): boolean {
  return (value.fromName ?? '').trim() === '' && (value.message ?? '').trim() === '';
}

// --- Custom sleeves ---------------------------------------------------------------------------

/** "Category 2 gets a standard default option with price 0." */
export const STANDARD_SLEEVE_CATEGORY_ID = 2;
export const DEFAULT_SLEEVE_ID = 'default';

export interface SleeveCategory {
  id: number;
  name: string;
  singleSelection: boolean;
}

export interface Sleeve {
  id: string;
  name: string;
  imageUrl?: string;
  categoryId: number;
  /** Cents. */
  price: number;
  recommendedByWed?: boolean;
}

/** Selected sleeve ids by category name, as the hash keeps them. */
export type SleeveSelection = Readonly<Record<string, readonly string[]>>;

/** Adds the price-0 standard option to category 2 (once). */
export function withStandardDefault(categoryId: number, sleeves: readonly Sleeve[]): Sleeve[] {
  if (categoryId !== STANDARD_SLEEVE_CATEGORY_ID || sleeves.some((s) => s.id === DEFAULT_SLEEVE_ID)) return [...sleeves];
  return [{ id: DEFAULT_SLEEVE_ID, name: 'Standard', categoryId, price: 0 }, ...sleeves];
}

/** "zero price shows 'Free'"; otherwise the caller formats the cents. */
export function isFreeSleeve(sleeve: Pick<Sleeve, 'price'>): boolean {
  return sleeve.price === 0;
}

/** "single selection one id or 'default'; multi toggles ids in a list". */
export function selectSleeve(selection: SleeveSelection, category: SleeveCategory, sleeveId: string): SleeveSelection {
  if (category.singleSelection) return { ...selection, [category.name]: [sleeveId] };
  const current = selection[category.name] ?? [];
  const next = current.includes(sleeveId) ? current.filter((id) => id !== sleeveId) : [...current, sleeveId];
  const result: Record<string, readonly string[]> = { ...selection, [category.name]: next };
  if (next.length === 0) delete result[category.name];
  return result;
}

/** The single-selection id of a category, 'default' when none is chosen. */
export function selectedSingleSleeve(selection: SleeveSelection, categoryName: string): string {
  return selection[categoryName]?.[0] ?? DEFAULT_SLEEVE_ID;
}

/**
 * Hash value of the `sleeves` key: `name:id,id;name:id`, names and ids percent-encoded (chosen:
 * the rule only says the hash keeps them by category name).
 */
export function serializeSleeves(selection: SleeveSelection): string {
  return Object.entries(selection)
    .filter(([, ids]) => ids.length > 0)
    .map(([name, ids]) => `${encodeURIComponent(name)}:${ids.map(encodeURIComponent).join(',')}`)
    .join(';');
}

/** Reads the `sleeves` hash value; malformed parts are dropped. */
export function parseSleeves(value: string): SleeveSelection {
  const selection: Record<string, readonly string[]> = {};
  for (const part of value.split(';')) {
    const colon = part.indexOf(':');
    if (colon <= 0) continue;
    try {
      const name = decodeURIComponent(part.slice(0, colon));
      const ids = part.slice(colon + 1).split(',').filter(Boolean).map(decodeURIComponent);
      if (ids.length > 0) selection[name] = [...new Set(ids)];
    } catch {
      // A malformed escape in one category must not lose the others.
    }
  }
  return selection;
}
