import { describe, expect, it } from 'vitest';
import { emailChangeBodySchema, profileUpdateSchema } from './account-profile';

describe('the e-mail change request', () => {
  const body = (callbackURL: string) => emailChangeBodySchema.safeParse({ newEmail: 'camille@example.com', callbackURL });

  it('lands on a path of the site, in either URL mode', () => {
    expect(body('/fr-fr/account/settings/profile').success).toBe(true);
    expect(body('/account/settings/profile').success).toBe(true);
    expect(body('/nl/account/settings/profile').success).toBe(true);
  });

  it('never on another site: no absolute, protocol-relative or backslashed address', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'fr-fr/account', '/fr-fr\\..\\x']) expect(body(url).success, url).toBe(false);
  });
});

describe('the profile update', () => {
  it('an empty phone removes the number; a number as people type it is kept', () => {
    expect(profileUpdateSchema.parse({ phone: '' })).toEqual({ phone: null });
    expect(profileUpdateSchema.parse({ phone: '+33 (0)6 12-34-56-78' })).toEqual({ phone: '+33 (0)6 12-34-56-78' });
    expect(profileUpdateSchema.safeParse({ phone: '06 abc' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ role: 'admin' }).success, 'no other field').toBe(false);
  });
});
