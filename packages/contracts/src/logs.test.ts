import { describe, expect, it } from 'vitest';
import { clientLogSchema, cutLogMessage } from './logs';

describe('gateway log message', () => {
  it('is cut to 256 characters', () => {
    expect(cutLogMessage('x'.repeat(300))).toHaveLength(256);
    expect(cutLogMessage('short')).toBe('short');
  });

  it('never splits a character made of two UTF-16 units', () => {
    const cut = cutLogMessage('é'.repeat(255) + '🏖️ holidays');
    expect(Array.from(cut)).toHaveLength(256);
    expect(cut.endsWith('🏖')).toBe(true);
    expect(cut).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it('accepts a long message and keeps its first 256 characters', () => {
    const parsed = clientLogSchema.parse({ level: 'ERROR', locale: 'fr_FR', location: '/fr-fr/', message: 'a'.repeat(1000) });
    expect(parsed.message).toBe('a'.repeat(256));
  });

  it('rejects an unknown level or locale', () => {
    expect(clientLogSchema.safeParse({ level: 'DEBUG', locale: 'fr_FR', location: '/', message: 'm' }).success).toBe(false);
    expect(clientLogSchema.safeParse({ level: 'ERROR', locale: 'de_DE', location: '/', message: 'm' }).success).toBe(false);
  });
});
