import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/test-storage';
import { GIFT_CARD_MESSAGE_STORAGE_KEY, giftCardOrderStorageKey, readGiftCardMessage, readGiftCardOrder, writeGiftCardMessage, writeGiftCardOrder } from './giftcard-storage';

const order = {
  amountCents: 7_500,
  designId: 'seaside' as const,
  recipientName: 'Camille',
  recipientEmail: 'camille@example.com',
  sendDate: '2026-12-24',
  fromName: 'Léa',
  message: 'Bon voyage',
};

describe('gift card storage', () => {
  it('keeps fromName and message, "removed when both empty"', () => {
    const storage = memoryStorage();
    writeGiftCardMessage(storage, { fromName: 'Léa', message: '' });
    expect(readGiftCardMessage(storage)).toEqual({ fromName: 'Léa', message: '' });
    writeGiftCardMessage(storage, { fromName: ' ', message: '' });
    expect(storage.values.has(GIFT_CARD_MESSAGE_STORAGE_KEY)).toBe(false);
    expect(readGiftCardMessage(storage)).toBeUndefined();
  });

  it('treats unreadable storage as nothing stored', () => {
    const storage = memoryStorage();
    storage.setItem(GIFT_CARD_MESSAGE_STORAGE_KEY, '{oops');
    storage.setItem(giftCardOrderStorageKey('fr_FR'), JSON.stringify({ ...order, amountCents: 5 }));
    expect(readGiftCardMessage(storage)).toBeUndefined();
    expect(readGiftCardOrder(storage, 'fr_FR', '2026-11-21')).toBeUndefined();
    expect(readGiftCardOrder(undefined, 'fr_FR', '2026-11-21')).toBeUndefined();
  });

  it('hands the order to the checkout entry of the same market, while its send date is not past', () => {
    const storage = memoryStorage();
    writeGiftCardOrder(storage, 'fr_FR', order);
    expect(readGiftCardOrder(storage, 'fr_FR', '2026-11-21')).toEqual(order);
    expect(readGiftCardOrder(storage, 'nl_BE', '2026-11-21')).toBeUndefined();
    expect(readGiftCardOrder(storage, 'fr_FR', '2026-12-25')).toBeUndefined();
  });
});
