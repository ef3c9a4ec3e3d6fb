/**
 * The footer's newsletter form, without React: "idle, sent (thank-you) or failed"; the e-mail
 * "validated on blur and Enter; 'Email seems incorrect'; submit only when valid; error clears on
 * focus; button disabled while loading or after success". A failure shows nothing and leaves the
 * form usable ("Newsletter failure: nothing shown").
 */
import { newsletterEmailSchema } from '@escapade/domain/validators';

export type NewsletterStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface NewsletterFormState {
  email: string;
  /** 'Email seems incorrect' is shown. */
  isInvalid: boolean;
  status: NewsletterStatus;
}

export type NewsletterFormEvent =
  | { type: 'input'; value: string }
  | { type: 'focus' }
  | { type: 'blur' }
  /** Enter in the field or the button: the form's submit. */
  | { type: 'submit' }
  | { type: 'sent' }
  | { type: 'failed' };

export const INITIAL_NEWSLETTER_FORM: NewsletterFormState = { email: '', isInvalid: false, status: 'idle' };

export function isNewsletterEmailValid(email: string): boolean {
  return newsletterEmailSchema.safeParse(email).success;
}

/** "button disabled while loading or after success". */
export function isNewsletterButtonDisabled(state: NewsletterFormState): boolean {
  return state.status === 'sending' || state.status === 'sent';
}

export function reduceNewsletterForm(state: NewsletterFormState, event: NewsletterFormEvent): NewsletterFormState {
  switch (event.type) {
    case 'input':
      return state.status === 'sent' ? state : { ...state, email: event.value };
    case 'focus':
      return state.isInvalid ? { ...state, isInvalid: false } : state;
    case 'blur':
      // A field only passed through (left empty) is not an error yet; Enter on it is.
      return state.email.trim() === '' ? state : { ...state, isInvalid: !isNewsletterEmailValid(state.email) };
    case 'submit':
      if (isNewsletterButtonDisabled(state)) return state;
      return isNewsletterEmailValid(state.email) ? { ...state, isInvalid: false, status: 'sending' } : { ...state, isInvalid: true };
    case 'sent':
      return state.status === 'sending' ? { ...state, status: 'sent' } : state;
    case 'failed':
      return state.status === 'sending' ? { ...state, status: 'failed' } : state;
  }
}
