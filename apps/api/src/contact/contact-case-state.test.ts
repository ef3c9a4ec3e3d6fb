import { describe, expect, it } from 'vitest';
import { ContactCaseTransitionError, nextContactCaseState } from './contact-case-state';

describe('contact case states: new → in progress → answered → closed', () => {
  it('receives a case NEW, then takes, answers and closes it in that order', () => {
    expect(nextContactCaseState(undefined, 'receive')).toBe('NEW');
    expect(nextContactCaseState('NEW', 'take')).toBe('IN_PROGRESS');
    expect(nextContactCaseState('IN_PROGRESS', 'answer')).toBe('ANSWERED');
    expect(nextContactCaseState('ANSWERED', 'close')).toBe('CLOSED');
  });

  it('closes a case that needs no answer before it is answered', () => {
    expect(nextContactCaseState('NEW', 'close')).toBe('CLOSED');
    expect(nextContactCaseState('IN_PROGRESS', 'close')).toBe('CLOSED');
  });

  it('refuses a step out of order, and anything after closing', () => {
    expect(() => nextContactCaseState('NEW', 'answer')).toThrow(ContactCaseTransitionError);
    expect(() => nextContactCaseState('ANSWERED', 'take')).toThrow(ContactCaseTransitionError);
    expect(() => nextContactCaseState('NEW', 'receive')).toThrow(ContactCaseTransitionError);
    for (const event of ['receive', 'take', 'answer', 'close'] as const) expect(() => nextContactCaseState('CLOSED', event)).toThrow(ContactCaseTransitionError);
    expect(() => nextContactCaseState(undefined, 'close')).toThrow('a contact case not yet received cannot close');
  });
});
