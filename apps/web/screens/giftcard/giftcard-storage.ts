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
import { parseStoredValue } from '@escapade/domain/stored-json';
import { type StoredGiftMessage, storedGiftMessageSchema } from '../../components/gift/gift-message-storage';
import { type ReadableStorage, readStored, removeStored, writeStored } from '../../lib/browser-storage';

type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

export const GIFT_CARD_MESSAGE_STORAGE_KEY = 'giftCustomisation:giftcard';

export function giftCardOrderStorageKey(locale: Locale): string {
  return `escapade.giftcardOrder.${locale}`;
}

export type GiftCardMessage = StoredGiftMessage;

function write(storage: WritableStorage | undefined, key: string, value: unknown): void {
  if (value === undefined) removeStored(storage, key);
  else writeStored(storage, key, value);
}

/** The stored sender's name and message; anything unreadable counts as nothing stored. */
export function readGiftCardMessage(storage: ReadableStorage | undefined): GiftCardMessage | undefined {
  return parseStoredValue(readStored(storage, GIFT_CARD_MESSAGE_STORAGE_KEY), storedGiftMessageSchema);
}

export function writeGiftCardMessage(storage: WritableStorage | undefined, value: GiftCardMessage): void {
  write(storage, GIFT_CARD_MESSAGE_STORAGE_KEY, shouldRemoveGiftCustomisation(value) ? undefined : { fromName: value.fromName, message: value.message });
}

/** The order handed to the checkout entry, valid as of `today`, or undefined. */
export function readGiftCardOrder(storage: ReadableStorage | undefined, locale: Locale, today: CalendarDay): GiftCardOrder | undefined {
  return parseStoredValue(readStored(storage, giftCardOrderStorageKey(locale)), giftCardOrderSchema(today));
}

export function writeGiftCardOrder(storage: WritableStorage | undefined, locale: Locale, order: GiftCardOrder): void {
  write(storage, giftCardOrderStorageKey(locale), order);
}
