/**
 * The life of a contact case: "new → in progress → answered → closed". A case arrives NEW; an agent
 * takes it (IN_PROGRESS), answers it (ANSWERED, with the time), and closes it (CLOSED, with the
 * time). A duplicate or a message that needs no answer is closed before it is answered.
 */
import type { ContactCaseState } from '@escapade/contracts/contact';

export const CONTACT_CASE_EVENTS = ['receive', 'take', 'answer', 'close'] as const;
export type ContactCaseEvent = (typeof CONTACT_CASE_EVENTS)[number];

const TRANSITIONS: Readonly<Record<ContactCaseState | 'none', Partial<Record<ContactCaseEvent, ContactCaseState>>>> = {
  none: { receive: 'NEW' },
  NEW: { take: 'IN_PROGRESS', close: 'CLOSED' },
  IN_PROGRESS: { answer: 'ANSWERED', close: 'CLOSED' },
  ANSWERED: { close: 'CLOSED' },
  CLOSED: {},
};

export class ContactCaseTransitionError extends Error {
  constructor(
    readonly from: ContactCaseState | undefined,
    readonly event: ContactCaseEvent,
  ) {
    super(`a contact case ${from ?? 'not yet received'} cannot ${event}`);
    this.name = 'ContactCaseTransitionError';
  }
}

/** The state an event moves a case to (`from` undefined: the case is being received). */
export function nextContactCaseState(from: ContactCaseState | undefined, event: ContactCaseEvent): ContactCaseState {
  const to = TRANSITIONS[from ?? 'none'][event];
  if (!to) throw new ContactCaseTransitionError(from, event);
  return to;
}
