import { NEWSLETTER_OUTCOMES } from '@escapade/contracts/newsletter';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_OUTCOME_VALUES, newsletterOutcomeOf } from './newsletter-outcome';

describe('newsletter outcome of the e-mail links', () => {
  it('reads ?newsletter=confirmed|link-expired|unsubscribed, the API\'s redirect targets', () => {
    expect(NEWSLETTER_OUTCOME_VALUES).toEqual(NEWSLETTER_OUTCOMES);
    expect(newsletterOutcomeOf('?newsletter=confirmed')).toBe('confirmed');
    expect(newsletterOutcomeOf('?flow=gifting&newsletter=link-expired')).toBe('link-expired');
    expect(newsletterOutcomeOf('?newsletter=unsubscribed')).toBe('unsubscribed');
    expect(newsletterOutcomeOf('?newsletter=hacked')).toBeUndefined();
    expect(newsletterOutcomeOf('')).toBeUndefined();
  });

});
