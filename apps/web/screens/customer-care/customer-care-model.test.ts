import { CASE_AGENT_EVENTS, RESENDABLE_MAILS } from '@escapade/contracts/customer-care';
import { CONTACT_CASE_STATES } from '@escapade/contracts/contact';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-transport';
import {
  allowedCaseEvents,
  classifyOrderSearch,
  isResendableMail,
  isSessionLost,
  readAgentAccess,
  resendableMailRows,
  shipmentStepOf,
  signInErrorKeyOf,
  companySignInRefused,
} from './customer-care-model';
import { orderDetailFixture } from './test-fixtures';

const problem = (status: number, reason?: string) =>
  new ApiError(`answered ${status}`, status, {
    problem: { type: 'urn:x', title: 't', status, detail: 'd', instance: '/api/auth/sign-in/email', code: status === 429 ? 'RATE_LIMITED' : status === 403 ? 'FORBIDDEN' : 'UNAUTHORIZED', ...(reason ? { reason } : {}) },
  });

describe('contact case steps an agent may take: new → in progress → answered → closed', () => {
  it('takes or closes a new case, answers or closes the case taken, closes an answered one; a closed case is done', () => {
    expect(allowedCaseEvents('NEW')).toEqual(['take', 'close']);
    expect(allowedCaseEvents('IN_PROGRESS')).toEqual(['answer', 'close']);
    expect(allowedCaseEvents('ANSWERED')).toEqual(['close']);
    expect(allowedCaseEvents('CLOSED')).toEqual([]);
  });

  it("names only the contract's agent events, for every state of a case", () => {
    for (const state of CONTACT_CASE_STATES) {
      for (const event of allowedCaseEvents(state)) expect(CASE_AGENT_EVENTS).toContain(event);
    }
  });
});

describe('order search: a booking number (8 digits) or the buyer e-mail address', () => {
  it('reads 8 digits as a booking number, with the spaces people type in long numbers removed', () => {
    expect(classifyOrderSearch('12345678')).toEqual({ kind: 'bookingNumber', q: '12345678' });
    expect(classifyOrderSearch(' 1234 5678 ')).toEqual({ kind: 'bookingNumber', q: '12345678' });
  });

  it('refuses digits that are not 8 of them', () => {
    expect(classifyOrderSearch('1234567')).toEqual({ kind: 'invalid', error: 'bookingNumber' });
    expect(classifyOrderSearch('123456789')).toEqual({ kind: 'invalid', error: 'bookingNumber' });
  });

  it('reads an e-mail address, in lower case as the API compares it', () => {
    expect(classifyOrderSearch('  Lea.Dupont@Example.com ')).toEqual({ kind: 'email', q: 'lea.dupont@example.com' });
  });

  it('says an empty field is mandatory, and anything else is neither', () => {
    expect(classifyOrderSearch('   ')).toEqual({ kind: 'invalid', error: 'mandatory' });
    expect(classifyOrderSearch('Dupont')).toEqual({ kind: 'invalid', error: 'format' });
    expect(classifyOrderSearch('lea@')).toEqual({ kind: 'invalid', error: 'format' });
    expect(classifyOrderSearch('1234-5678')).toEqual({ kind: 'invalid', error: 'format' });
    expect(classifyOrderSearch(`${'a'.repeat(250)}@example.com`)).toEqual({ kind: 'invalid', error: 'format' });
  });
});

describe('a refused sign-in, by the accounts API reason', () => {
  it('tells a wrong e-mail or password, a locked sign-in and an address not verified apart', () => {
    expect(signInErrorKeyOf(problem(401, 'INVALID_EMAIL_OR_PASSWORD'))).toBe('invalidCredentials');
    expect(signInErrorKeyOf(problem(429, 'SIGN_IN_LOCKED'))).toBe('locked');
    expect(signInErrorKeyOf(problem(403, 'EMAIL_NOT_VERIFIED'))).toBe('emailNotVerified');
  });

  it('asks to try later on any other limit, and is generic for the rest', () => {
    expect(signInErrorKeyOf(problem(429))).toBe('locked');
    expect(signInErrorKeyOf(problem(400, 'VALIDATION_ERROR'))).toBe('failed');
    expect(signInErrorKeyOf(problem(500))).toBe('failed');
    expect(signInErrorKeyOf(new ApiError('POST /auth/sign-in/email failed: fetch failed', undefined))).toBe('failed');
    expect(signInErrorKeyOf(new Error('boom'))).toBe('failed');
  });

  it('the company account\'s sign-in refused comes back with ?error= on the console\'s address', () => {
    expect(companySignInRefused('?error=signup_disabled')).toBe(true);
    expect(companySignInRefused('?error=access_denied&error_description=x')).toBe(true);
    expect(companySignInRefused('')).toBe(false);
    expect(companySignInRefused('?tab=orders')).toBe(false);
  });
});

describe('who opens the customer care page', () => {
  it('an agent gets the console; no session the login; an account without the role no access', async () => {
    const agent = { id: 'a1', email: 'agent@escapade.example', name: 'Agent', role: 'agent' as const };
    expect(await readAgentAccess(async () => agent)).toEqual({ kind: 'agent', agent });
    expect(await readAgentAccess(() => Promise.reject(problem(401)))).toEqual({ kind: 'signedOut' });
    expect(await readAgentAccess(() => Promise.reject(problem(403)))).toEqual({ kind: 'forbidden' });
  });

  it('any other failure is the page error, not a login screen', async () => {
    await expect(readAgentAccess(() => Promise.reject(problem(500)))).rejects.toMatchObject({ status: 500 });
    await expect(readAgentAccess(() => Promise.reject(new ApiError('down', undefined)))).rejects.toThrow('down');
  });

  it('a console call answered 401 or 403 means the session is lost', () => {
    expect(isSessionLost(problem(401))).toBe(true);
    expect(isSessionLost(problem(403))).toBe(true);
    expect(isSessionLost(problem(409))).toBe(false);
    expect(isSessionLost(new Error('x'))).toBe(false);
  });
});

describe("an order's actions", () => {
  it("offers to send again a confirmed order's confirmation and gift vouchers, once each (on their first row)", () => {
    const detail = orderDetailFixture();
    expect([...resendableMailRows(detail)]).toEqual([
      [31, 'order_confirmation'],
      [32, 'gift_voucher'],
    ]);
    // A gift sent by post has no voucher e-mail: its confirmation only.
    expect([...resendableMailRows(orderDetailFixture('physical'))]).toEqual([[31, 'order_confirmation']]);
    expect(RESENDABLE_MAILS.every(isResendableMail)).toBe(true);
    expect(isResendableMail('gift_shipped')).toBe(false);
  });

  it('offers nothing to send again for an order that is not confirmed', () => {
    const detail = orderDetailFixture();
    expect(resendableMailRows({ ...detail, order: { ...detail.order, status: 'CANCELLED' } }).size).toBe(0);
  });

  it("advances a confirmed order's physical gift one step: to ship → shipped → delivered, then nothing", () => {
    const { order } = orderDetailFixture('physical');
    const withState = (state: 'TO_SHIP' | 'SHIPPED' | 'DELIVERED') => ({ ...order, gift: order.gift && { ...order.gift, delivery: order.gift.delivery && { ...order.gift.delivery, state } } });
    expect(shipmentStepOf(withState('TO_SHIP'))).toEqual({ from: 'TO_SHIP', to: 'SHIPPED' });
    expect(shipmentStepOf(withState('SHIPPED'))).toEqual({ from: 'SHIPPED', to: 'DELIVERED' });
    expect(shipmentStepOf(withState('DELIVERED'))).toBeUndefined();
    expect(shipmentStepOf({ ...withState('TO_SHIP'), status: 'REFUNDED' })).toBeUndefined();
    expect(shipmentStepOf({ ...order, gift: order.gift && { ...order.gift, delivery: null } })).toBeUndefined();
    expect(shipmentStepOf({ ...order, gift: null })).toBeUndefined();
  });
});
