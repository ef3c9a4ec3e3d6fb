import { shouldRemoveGiftCustomisation } from '@escapade/domain/gift';
// zod/mini: the gift form is in the product page's first scripts (decision 0018).
import * as z from 'zod/mini';
import { parseStoredValue } from '@escapade/domain/stored-json';
import { readStored } from '../../lib/browser-storage';

export const storedGiftMessageSchema = z.object({ fromName: z.string(), message: z.string() });
export type StoredGiftMessage = z.infer<typeof storedGiftMessageSchema>;

export function giftMessageStorageKey(productId: number): string {
  return `giftCustomisation:${productId}`;
}

/** The stored name and message; anything unreadable counts as nothing stored. */
export function readGiftMessage(storage: Pick<Storage, 'getItem'>, productId: number): StoredGiftMessage {
  return parseStoredValue(readStored(storage, giftMessageStorageKey(productId)), storedGiftMessageSchema) ?? { fromName: '', message: '' };
}

/** Kept in browser storage, "removed when both empty". */
export function writeGiftMessage(storage: Pick<Storage, 'setItem' | 'removeItem'>, productId: number, value: StoredGiftMessage): void {
  if (shouldRemoveGiftCustomisation(value)) storage.removeItem(giftMessageStorageKey(productId));
  else storage.setItem(giftMessageStorageKey(productId), JSON.stringify(value));
}
