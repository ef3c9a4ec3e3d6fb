/**
 * Where the gift card page keeps what the visitor wrote. The sender's name and message are "kept in
 * browser storage, removed when both empty", in localStorage like the stay gift's; the
 * whole order handed to the checkout entry lives in sessionStorage (a recipient's e-mail has no
 * business outliving the tab).
 */
import type { CalendarDay } from '@escapade/domain/calendar-day';
import { shouldRemoveGiftCustomisation } from '@escapade/domain/gift';
import { type GiftCardOrder, giftCardOrderSchema } from '@escapade/domain/gift-card';
import type { Locale } from '@escapade/domain/markets';
// zod/mini: as the other browser-storage parsers (decision 0018).
import * as z from 'zod/mini';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

export const GIFT_CARD_MESSAGE_STORAGE_KEY = 'giftCustomisation:giftcard';

export function giftCardOrderStorageKey(locale: Locale): string {
  return `escapade.giftcardOrder.${locale}`;
}

const storedMessageSchema = z.object({ fromName: z.string(), message: z.string() });
export type GiftCardMessage = z.infer<typeof storedMessageSchema>;

function readJson(storage: ReadableStorage | undefined, key: string): unknown {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(storage: WritableStorage | undefined, key: string, value: unknown): void {
  try {
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage only loses the draft.
  }
}

/** The stored sender's name and message; anything unreadable counts as nothing stored. */
export function readGiftCardMessage(storage: ReadableStorage | undefined): GiftCardMessage | undefined {
  const parsed = storedMessageSchema.safeParse(readJson(storage, GIFT_CARD_MESSAGE_STORAGE_KEY));
  return parsed.success ? parsed.data : undefined;
}

export function writeGiftCardMessage(storage: WritableStorage | undefined, value: GiftCardMessage): void {
  write(storage, GIFT_CARD_MESSAGE_STORAGE_KEY, shouldRemoveGiftCustomisation(value) ? undefined : { fromName: value.fromName, message: value.message });
}

/** The order handed to the checkout entry, valid as of `today`, or undefined. */
export function readGiftCardOrder(storage: ReadableStorage | undefined, locale: Locale, today: CalendarDay): GiftCardOrder | undefined {
  const parsed = giftCardOrderSchema(today).safeParse(readJson(storage, giftCardOrderStorageKey(locale)));
  return parsed.success ? parsed.data : undefined;
}

export function writeGiftCardOrder(storage: WritableStorage | undefined, locale: Locale, order: GiftCardOrder): void {
  write(storage, giftCardOrderStorageKey(locale), order);
}

export function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
