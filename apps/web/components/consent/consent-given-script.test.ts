import { CONSENT_COOKIE, parseConsentValue } from '@escapade/domain/consent';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readCookie } from '../../lib/variations-cookies';
import { CONSENT_GIVEN_CLASS, CONSENT_GIVEN_SCRIPT } from './consent-given-script';
import { ConsentGivenScript } from './ConsentGivenScript';

/** Runs the head script against a document with these cookies; answers whether it marked <html>. */
function marks(cookie: string): boolean {
  const classes = new Set<string>();
  const document = { cookie, documentElement: { classList: { add: (name: string) => classes.add(name) } } };
  new Function('document', CONSENT_GIVEN_SCRIPT)(document);
  return classes.has(CONSENT_GIVEN_CLASS);
}

const encoded = (value: string) => encodeURIComponent(value);

describe('the head script that hides the consent panel from a visitor who has answered', () => {
  it('marks <html> exactly when the consent state would find a valid consent in the same cookies', () => {
    const cookies = [
      '',
      `${CONSENT_COOKIE}=${encoded('v=1&analytics=1&referral=0')}`,
      `_ga=GA1.1.1.2; ${CONSENT_COOKIE}=${encoded('v=1&analytics=0&referral=0&id=0b5e8f3c-6a1d-4c2e-9f7a-3d2b1c0e9f8a')}; last=x`,
      `${CONSENT_COOKIE}=${encoded('v=0&analytics=1&referral=1')}`,
      `${CONSENT_COOKIE}=${encoded('v=1&analytics=1')}`,
      `${CONSENT_COOKIE}=${encoded('v=1&analytics=yes&referral=0')}`,
      `${CONSENT_COOKIE}=%E0%A4%A`,
      `${CONSENT_COOKIE}=`,
      `not${CONSENT_COOKIE}=${encoded('v=1&analytics=1&referral=1')}`,
      `${CONSENT_COOKIE}=${encoded('v=1&analytics=1&referral=1')}; ${CONSENT_COOKIE}=${encoded('v=0')}`,
    ];
    for (const cookie of cookies) {
      expect(marks(cookie), cookie).toBe(parseConsentValue(readCookie(cookie, CONSENT_COOKIE)) !== undefined);
    }
    expect(marks(`${CONSENT_COOKIE}=${encoded('v=1&analytics=1&referral=0')}`)).toBe(true);
    expect(marks('')).toBe(false);
  });

  it('is written into the page as it is, with the page\'s nonce (no script runs without it)', () => {
    expect(renderToStaticMarkup(createElement(ConsentGivenScript, { nonce: 'vaAqtkoKD7vDDgxuxeCcsw==' }))).toBe(`<script nonce="vaAqtkoKD7vDDgxuxeCcsw==">${CONSENT_GIVEN_SCRIPT}</script>`);
    // Nothing in it can end the script element early.
    expect(CONSENT_GIVEN_SCRIPT).not.toMatch(/<\//);
  });
});
