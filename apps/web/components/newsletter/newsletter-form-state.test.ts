import { EMAIL_INCORRECT_MESSAGE } from '@escapade/domain/validators';
import { describe, expect, it } from 'vitest';
import { INITIAL_NEWSLETTER_FORM, type NewsletterFormEvent, type NewsletterFormState, isNewsletterButtonDisabled, reduceNewsletterForm } from './newsletter-form-state';

const run = (...events: NewsletterFormEvent[]): NewsletterFormState => events.reduce(reduceNewsletterForm, INITIAL_NEWSLETTER_FORM);
const typed = (value: string): NewsletterFormEvent => ({ type: 'input', value });

describe('newsletter form ("Newsletter (footer): idle, sent (thank-you) or failed")', () => {
  it(`"validated on blur": a wrong address shows '${EMAIL_INCORRECT_MESSAGE}' when the field is left`, () => {
    expect(run(typed('lea@'), { type: 'blur' })).toMatchObject({ isInvalid: true, status: 'idle' });
    expect(run(typed('lea@example.com'), { type: 'blur' })).toMatchObject({ isInvalid: false });
    // Typing is not validating: the error appears on blur or Enter only.
    expect(run(typed('lea@')).isInvalid).toBe(false);
    // A field only passed through is not an error yet.
    expect(run({ type: 'focus' }, { type: 'blur' }).isInvalid).toBe(false);
  });

  it('"validated on … Enter; submit only when valid": an invalid or empty address is not sent', () => {
    expect(run(typed('lea@example'), { type: 'submit' })).toMatchObject({ isInvalid: true, status: 'idle' });
    expect(run({ type: 'submit' })).toMatchObject({ isInvalid: true, status: 'idle' });
    expect(run(typed('  lea@example.com '), { type: 'submit' })).toMatchObject({ isInvalid: false, status: 'sending' });
  });

  it('"error clears on focus"', () => {
    const invalid = run(typed('nope'), { type: 'blur' });
    expect(invalid.isInvalid).toBe(true);
    expect(reduceNewsletterForm(invalid, { type: 'focus' }).isInvalid).toBe(false);
  });

  it('"button disabled while loading or after success"; the sent state is the thank-you', () => {
    const sending = run(typed('lea@example.com'), { type: 'submit' });
    expect(isNewsletterButtonDisabled(sending)).toBe(true);
    // A second Enter while sending sends nothing more.
    expect(reduceNewsletterForm(sending, { type: 'submit' })).toBe(sending);
    const sent = reduceNewsletterForm(sending, { type: 'sent' });
    expect(sent.status).toBe('sent');
    expect(isNewsletterButtonDisabled(sent)).toBe(true);
    expect(reduceNewsletterForm(sent, { type: 'submit' })).toBe(sent);
    expect(reduceNewsletterForm(sent, typed('other@example.com')).email).toBe('lea@example.com');
    expect(isNewsletterButtonDisabled(INITIAL_NEWSLETTER_FORM)).toBe(false);
  });

  it('"Newsletter failure: nothing shown": failed leaves no error and the form usable', () => {
    const failed = run(typed('lea@example.com'), { type: 'submit' }, { type: 'failed' });
    expect(failed).toEqual({ email: 'lea@example.com', isInvalid: false, status: 'failed' });
    expect(isNewsletterButtonDisabled(failed)).toBe(false);
    expect(reduceNewsletterForm(failed, { type: 'submit' }).status).toBe('sending');
  });

  it('an answer arriving when nothing is sending changes nothing', () => {
    expect(reduceNewsletterForm(INITIAL_NEWSLETTER_FORM, { type: 'sent' })).toBe(INITIAL_NEWSLETTER_FORM);
    expect(reduceNewsletterForm(INITIAL_NEWSLETTER_FORM, { type: 'failed' })).toBe(INITIAL_NEWSLETTER_FORM);
  });
});
