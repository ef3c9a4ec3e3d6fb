import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/test-storage';
import { giftMessageStorageKey, readGiftMessage, writeGiftMessage } from './gift-message-storage';

describe('gift message storage', () => {
  it('keeps the name and message and reads them back', () => {
    const storage = memoryStorage();
    writeGiftMessage(storage, 7, { fromName: 'Léa', message: 'Bon anniversaire' });
    expect(readGiftMessage(storage, 7)).toEqual({ fromName: 'Léa', message: 'Bon anniversaire' });
  });

  it('removes the entry when both are empty', () => {
    const storage = memoryStorage();
    writeGiftMessage(storage, 7, { fromName: 'Léa', message: '' });
    writeGiftMessage(storage, 7, { fromName: ' ', message: '' });
    expect(storage.values.has(giftMessageStorageKey(7))).toBe(false);
  });

  it('treats unreadable storage as empty', () => {
    const storage = memoryStorage();
    storage.values.set(giftMessageStorageKey(7), '{not json');
    expect(readGiftMessage(storage, 7)).toEqual({ fromName: '', message: '' });
  });
});
