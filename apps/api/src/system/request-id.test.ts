import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it('keeps a plain incoming id', () => {
    expect(requestIdFrom('web-1f3a.42:7')).toBe('web-1f3a.42:7');
    expect(requestIdFrom(['first', 'second'])).toBe('first');
  });

  it('generates a UUID when the header is missing, empty, too long or not a plain token', () => {
    for (const header of [undefined, '', 'x'.repeat(129), 'a b', 'id\r\nSet-Cookie: x=1', '<script>']) {
      expect(requestIdFrom(header)).toMatch(UUID);
    }
  });
});
