/**
 * Gift card rules: the customisation page's path is /giftcard/customization, the same for each
 * locale; gift card purchase blocks are shown in the gift flow for fr_FR, fr_BE, nl_NL, nl_BE and
 * it_IT. Only the path is a given: amounts, designs and delivery are this
 * project's choices, written in docs/decisions/0010-gift-card-customisation.md. Money in cents.
 */
import { z } from 'zod';
import { type CalendarDay, addMonthsToDay, isCalendarDay } from './calendar-day';
import { GIFT_FROM_NAME_MAX, GIFT_MESSAGE_MAX } from './gift';
import type { Market } from './markets';
import { EMAIL_INCORRECT_MESSAGE, FIELD_LIMIT_MESSAGE_KEY, MANDATORY_FIELD_MESSAGE, ONLY_TEXT_MESSAGE, isTextOnly } from './validators';


/** Chosen bounds of an amount: 20 € to 1,000 €, whole euros. */
export const GIFT_CARD_AMOUNT_MIN_CENTS = 2_000;
export const GIFT_CARD_AMOUNT_MAX_CENTS = 100_000;
/** Chosen presets: the usual price of a one-night, two-night and longer stay for two. */
export const GIFT_CARD_PRESET_AMOUNTS_CENTS = [5_000, 10_000, 15_000, 20_000] as const;
export const GIFT_CARD_DEFAULT_AMOUNT_CENTS = 10_000;
/** "gift valid one and a half years". */
export const GIFT_CARD_VALIDITY_MONTHS = 18;
/** Recipient name: a person's name, as long as the sender's ("max 40"). */
export const GIFT_CARD_RECIPIENT_NAME_MAX = GIFT_FROM_NAME_MAX;
export const GIFT_CARD_EMAIL_MAX = 254;

export const GIFT_CARD_AMOUNT_TOO_LOW = 'GIFT_CARD_AMOUNT_TOO_LOW';
export const GIFT_CARD_AMOUNT_TOO_HIGH = 'GIFT_CARD_AMOUNT_TOO_HIGH';
export const GIFT_CARD_AMOUNT_WHOLE_EUROS = 'GIFT_CARD_AMOUNT_WHOLE_EUROS';
export const GIFT_CARD_SEND_DATE_PAST = 'GIFT_CARD_SEND_DATE_PAST';
export const GIFT_CARD_SEND_DATE_INVALID = 'GIFT_CARD_SEND_DATE_INVALID';

/** Designs: images the site already serves (`/api/images/{imageId}/{size}.webp`, seeded at every scale). */
export const GIFT_CARD_DESIGNS = [
  { id: 'festive', imageId: 'img-sleeve-1' },
  { id: 'seaside', imageId: 'img-landscape-sea-1' },
  { id: 'mountain', imageId: 'img-landscape-mountain-1' },
  { id: 'countryside', imageId: 'img-landscape-vineyard-1' },
  { id: 'wellness', imageId: 'img-spa-1' },
  { id: 'celebration', imageId: 'img-banner-1' },
] as const;
export type GiftCardDesignId = (typeof GIFT_CARD_DESIGNS)[number]['id'];
export const GIFT_CARD_DESIGN_IDS = GIFT_CARD_DESIGNS.map((design) => design.id) as [GiftCardDesignId, ...GiftCardDesignId[]];
export const GIFT_CARD_DEFAULT_DESIGN: GiftCardDesignId = 'festive';

export function giftCardDesignImageUrl(designId: GiftCardDesignId, size: '640_360' | '120_80' = '640_360'): string {
  const design = GIFT_CARD_DESIGNS.find((candidate) => candidate.id === designId) ?? GIFT_CARD_DESIGNS[0];
  return `/api/images/${design.imageId}/${size}.webp`;
}

/** "Gift card purchase blocks are shown in gift flow for fr_FR, fr_BE, nl_NL, nl_BE, it_IT." */
export function isGiftCardSold(market: Pick<Market, 'features'>): boolean {
  return market.features.giftcardBlocks;
}

/** Why an amount cannot be bought, or undefined when it can. */
export function giftCardAmountError(cents: number): string | undefined {
  if (!Number.isInteger(cents) || cents % 100 !== 0) return GIFT_CARD_AMOUNT_WHOLE_EUROS;
  if (cents < GIFT_CARD_AMOUNT_MIN_CENTS) return GIFT_CARD_AMOUNT_TOO_LOW;
  if (cents > GIFT_CARD_AMOUNT_MAX_CENTS) return GIFT_CARD_AMOUNT_TOO_HIGH;
  return undefined;
}

/**
 * A free amount as typed (whole euros: "75", " 120 ") in cents; undefined for anything else
 * (decimals, signs, letters): the free amount is a number of euros.
 */
export function parseGiftCardEuros(input: string): number | undefined {
  const trimmed = input.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return undefined;
  return Number(trimmed) * 100;
}

/** A send date is today or later in the market's time zone ("not in the past"); empty means now. */
export function giftCardSendDateError(day: string, today: CalendarDay): string | undefined {
  if (day === '') return undefined;
  if (!isCalendarDay(day)) return GIFT_CARD_SEND_DATE_INVALID;
  return day < today ? GIFT_CARD_SEND_DATE_PAST : undefined;
}

/** The last day of validity, "one and a half years" after the card is sent. */
export function giftCardValidUntil(sendDay: CalendarDay): CalendarDay {
  return addMonthsToDay(sendDay, GIFT_CARD_VALIDITY_MONTHS);
}

/**
 * The whole order of a gift card, checked on blur and on submit; `today` is the market's calendar
 * day. The sender and message follow the gift form: "fromName … text only ('Only text is
 * expected'), max 40; message max 180"; "optional in gift flow".
 */
export function giftCardOrderSchema(today: CalendarDay) {
  return z.object({
    amountCents: z.number().superRefine((cents, ctx) => {
      const error = giftCardAmountError(cents);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
    designId: z.enum(GIFT_CARD_DESIGN_IDS),
    recipientName: z
      .string()
      .trim()
      .min(1, { message: MANDATORY_FIELD_MESSAGE, abort: true })
      .max(GIFT_CARD_RECIPIENT_NAME_MAX, { message: FIELD_LIMIT_MESSAGE_KEY, abort: true })
      .refine(isTextOnly, ONLY_TEXT_MESSAGE),
    recipientEmail: z
      .string()
      .trim()
      .min(1, { message: MANDATORY_FIELD_MESSAGE, abort: true })
      .max(GIFT_CARD_EMAIL_MAX, { message: FIELD_LIMIT_MESSAGE_KEY, abort: true })
      .pipe(z.email(EMAIL_INCORRECT_MESSAGE)),
    sendDate: z.string().superRefine((day, ctx) => {
      const error = giftCardSendDateError(day, today);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
    fromName: z.string().trim().max(GIFT_FROM_NAME_MAX, { message: FIELD_LIMIT_MESSAGE_KEY, abort: true }).refine(isTextOnly, ONLY_TEXT_MESSAGE),
    message: z.string().max(GIFT_MESSAGE_MAX, FIELD_LIMIT_MESSAGE_KEY),
  });
}
export type GiftCardOrder = z.infer<ReturnType<typeof giftCardOrderSchema>>;
