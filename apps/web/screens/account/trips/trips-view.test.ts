import { CHANGE_REQUEST_KINDS as CONTRACT_KINDS, CHANGE_REQUEST_MESSAGE_MAX as CONTRACT_MAX, type CancellationQuote } from '@escapade/contracts/account';
import { PARTIAL_REFUND_PERCENT } from '@escapade/domain/cancellation';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-transport';
import { messages as es } from '../../../messages/es/index';
import { messages as fr } from '../../../messages/fr/index';
import { messages as it_ } from '../../../messages/it/index';
import { messages as nl } from '../../../messages/nl/index';
import { CONTACT_QUICK_ACTIONS } from '../../contact/contact-links';
import { tripFormatsOf } from './trip-formats';
import { tripDetailFixture, tripsFixture } from './trip-fixtures';
import {
  CHANGE_REQUEST_KINDS,
  CHANGE_REQUEST_MESSAGE_MAX,
  cancellationMessageOf,
  cancellationTermsOf,
  checkChangeRequest,
  lookupActionOf,
  refundDestinationsOf,
  tripDatesOf,
  tripFailureOf,
  tripFocusOf,
  tripSectionsOf,
  tripStatusKey,
} from './trips-view';

const order = tripDetailFixture().order;
const french = createTranslator({ locale: 'fr-FR', messages: fr, namespace: 'trips' });
const frenchDay = tripFormatsOf('fr_FR').day;

/** The words the trip page states for a quote, in a language. */
function termsText(quote: CancellationQuote, t = french, day = frenchDay, status: string = 'CONFIRMED'): string {
  const message = cancellationMessageOf(cancellationTermsOf(quote, { ...order, status: status as typeof order.status }), day);
  return t(`cancellation.${message.key}`, message.values);
}

describe('the trips page', () => {
  it('shows four sections in order: the next trip first, past trips newest first, gifts newest first, vouchers received', () => {
    const trips = tripsFixture();
    const sections = tripSectionsOf(trips);
    expect(sections.map((section) => section.id)).toEqual(['upcoming', 'past', 'gifts', 'vouchersReceived']);
    const labels = (index: number) => {
      const section = sections[index]!;
      return 'trips' in section ? section.trips.map((trip) => trip.label) : [];
    };
    // The answer lists Alsace (1 September) before Provence (12 June): the page puts the next one first.
    expect(labels(0)).toEqual(['Week-end bien-être en Provence', 'Week-end en Alsace']);
    expect(labels(1)).toEqual(['Nuit insolite en cabane', 'Balade en kayak']);
    expect(labels(2)).toEqual(['Coffret Escapade gourmande']);
    expect(sections[3]).toEqual({ id: 'vouchersReceived', vouchers: trips.vouchersReceived });
  });

  it('keeps every section, empty or not, each with its title and its empty words in four languages', () => {
    const empty = tripSectionsOf({ upcoming: [], past: [], gifts: [], vouchersReceived: [] });
    expect(empty.map((section) => section.id)).toEqual(['upcoming', 'past', 'gifts', 'vouchersReceived']);
    expect(empty.map((section) => french(`sections.${section.id}`))).toEqual(['À venir', 'Passés', 'Cadeaux achetés', 'Bons cadeaux reçus']);
    for (const catalog of [fr, es, it_, nl]) {
      for (const section of empty) expect(catalog.trips.empty[section.id]).toBeTruthy();
    }
  });

  it('names each order status, and a status it does not know as being handled', () => {
    expect(['CONFIRMED', 'PAID', 'AWAITING_PAYMENT', 'CANCELLED', 'REFUNDED'].map((status) => french(`status.${tripStatusKey(status)}`))).toEqual([
      'Confirmée',
      'Payée, en cours de confirmation',
      'En attente de paiement',
      'Annulée',
      'Annulée et remboursée',
    ]);
    expect(tripStatusKey('SOMETHING_NEW')).toBe('other');
  });

  it('dates a stay from one day to another, an activity on its day, a gift by the day it was bought', () => {
    expect(tripDatesOf({ checkin: '2030-06-12', checkout: '2030-06-14', createdAt: '2030-03-02T09:15:00.000Z' })).toEqual({ key: 'range', checkin: '2030-06-12', checkout: '2030-06-14' });
    expect(tripDatesOf({ checkin: '2029-07-14', checkout: '2029-07-14', createdAt: '2029-06-01T09:15:00.000Z' })).toEqual({ key: 'day', day: '2029-07-14' });
    expect(tripDatesOf({ checkin: null, checkout: null, createdAt: '2030-03-02T09:15:00.000Z' })).toEqual({ key: 'ordered', at: '2030-03-02T09:15:00.000Z' });
    expect(french('card.range', { checkin: frenchDay('2030-06-12'), checkout: frenchDay('2030-06-14') })).toBe('Du 12 juin 2030 au 14 juin 2030');
    // An instant is the market's day: 23:30 UTC on 1 March is already 2 March in Paris.
    expect(tripFormatsOf('fr_FR').instantDay('2030-03-01T23:30:00.000Z')).toBe('2 mars 2030');
  });
});

describe('a trip\'s cancellation terms', () => {
  const allowed = (kind: 'FREE' | 'PARTIAL'): CancellationQuote => ({ allowed: true, kind, refundCents: 14_000, giftCardRefundCents: 5_000, providerRefundCents: 9_000, deadline: '2030-06-05' });

  it('"Free cancellation until {date}" for a flexible offer, in the market\'s date format', () => {
    expect(termsText(allowed('FREE'))).toBe("Annulation gratuite jusqu'au 5 juin 2030");
    const dutch = createTranslator({ locale: 'nl-BE', messages: nl, namespace: 'trips' });
    expect(termsText(allowed('FREE'), dutch, tripFormatsOf('nl_BE').day)).toBe('Gratis annuleren tot 5 juni 2030');
  });

  it(`"{percent}% refunded until {date}" for another cancellable offer: ${PARTIAL_REFUND_PERCENT}% of each night`, () => {
    expect(cancellationTermsOf(allowed('PARTIAL'), order)).toEqual({ key: 'partial', percent: 80, date: '2030-06-05' });
    expect(termsText(allowed('PARTIAL'))).toBe("80 % remboursés jusqu'au 5 juin 2030");
  });

  it('a non-cancellable offer is "non-exchangeable, non-refundable", as the product pages say it', () => {
    expect(termsText({ allowed: false, refusal: 'NON_CANCELLABLE' })).toBe('Non échangeable, non remboursable');
    expect(fr.trips.cancellation.nonRefundable).toBe(fr.hotel.nonRefundable);
    expect(es.trips.cancellation.nonRefundable).toBe(es.hotel.nonRefundable);
    expect(it_.trips.cancellation.nonRefundable).toBe(it_.hotel.nonRefundable);
    expect(nl.trips.cancellation.nonRefundable).toBe(nl.hotel.nonRefundable);
  });

  it('past the deadline there is no refund any more (the deadline said when the order knows it)', () => {
    expect(termsText({ allowed: false, refusal: 'DEADLINE_PASSED' })).toBe("La date limite d'annulation (5 juin 2030) est passée : aucun remboursement n'est plus possible.");
    const undated = cancellationMessageOf(cancellationTermsOf({ allowed: false, refusal: 'DEADLINE_PASSED' }, { status: 'CONFIRMED', cancellationPolicy: null }), frenchDay);
    expect(french(`cancellation.${undated.key}`, undated.values)).toBe("La date limite d'annulation est passée : aucun remboursement n'est plus possible.");
  });

  it('an order that is not a stay, a cancelled one, one not confirmed yet', () => {
    expect(termsText({ allowed: false, refusal: 'NOT_CANCELLABLE_ORDER' })).toBe('Seul un séjour peut être annulé en ligne : contactez notre service client pour cette commande.');
    expect(termsText({ allowed: false, refusal: 'NOT_CONFIRMED' }, french, frenchDay, 'REFUNDED')).toBe('Cette réservation est annulée.');
    expect(termsText({ allowed: false, refusal: 'NOT_CONFIRMED' }, french, frenchDay, 'PAID')).toBe("Cette réservation n'est pas encore confirmée : elle ne peut pas être annulée.");
  });

  it('a refund goes to the gift cards first, then to the payment method; nothing to either is not said', () => {
    expect(refundDestinationsOf({ giftCardRefundCents: 5_000, providerRefundCents: 9_000 })).toEqual([
      { to: 'giftCards', cents: 5_000 },
      { to: 'paymentMethod', cents: 9_000 },
    ]);
    expect(refundDestinationsOf({ giftCardRefundCents: 0, providerRefundCents: 9_000 })).toEqual([{ to: 'paymentMethod', cents: 9_000 }]);
    expect(refundDestinationsOf({ giftCardRefundCents: 0, providerRefundCents: 0 })).toEqual([]);
  });
});

describe('the booking lookup\'s quick actions', () => {
  it('reads the contact page\'s hashes, and nothing else', () => {
    expect(CONTACT_QUICK_ACTIONS.map((action) => lookupActionOf(`#${action}`))).toEqual(['modify', 'cancel', 'invoice']);
    for (const hash of ['', '#', '#cancel-all', '#Cancel', 'cancel2']) expect(lookupActionOf(hash), hash).toBeUndefined();
  });

  it('opens the cancel dialog, the change form or the invoice link; the section saying why when there is none', () => {
    const detail = tripDetailFixture();
    expect(tripFocusOf('cancel', detail)).toBe('cancelDialog');
    expect(tripFocusOf('modify', detail)).toBe('changeForm');
    expect(tripFocusOf('invoice', detail)).toBe('invoiceLink');
    expect(tripFocusOf(undefined, detail)).toBe('heading');
    const refunded = tripDetailFixture({ status: 'REFUNDED', cancellation: { allowed: false, refusal: 'NOT_CONFIRMED' } });
    expect(tripFocusOf('cancel', refunded)).toBe('cancellationTerms');
    expect(tripFocusOf('modify', refunded)).toBe('changeSection');
    expect(tripFocusOf('invoice', { ...detail, hasInvoice: false })).toBe('documents');
  });
});

describe('a change request', () => {
  it('uses the contract\'s kinds and limit', () => {
    expect(CHANGE_REQUEST_KINDS).toEqual(CONTRACT_KINDS);
    expect(CHANGE_REQUEST_MESSAGE_MAX).toBe(CONTRACT_MAX);
  });

  it('needs a kind and a message of 1 to 2000 characters once trimmed', () => {
    expect(checkChangeRequest({ kind: '', message: '' })).toEqual({ kind: 'kindMandatory', message: 'mandatory' });
    expect(checkChangeRequest({ kind: 'dates', message: '   \n ' })).toEqual({ message: 'mandatory' });
    expect(checkChangeRequest({ kind: 'party', message: 'x'.repeat(2000) })).toEqual({});
    expect(checkChangeRequest({ kind: 'party', message: ` ${'x'.repeat(2000)} ` })).toEqual({});
    expect(checkChangeRequest({ kind: 'other', message: 'x'.repeat(2001) })).toEqual({ message: 'tooLong' });
    expect(french('change.errors.tooLong', { max: CHANGE_REQUEST_MESSAGE_MAX })).toBe('Le champ est limité à 2000 caractères');
  });
});

describe('what an answer of the trip routes means', () => {
  const refused = (status: number, problem?: object) =>
    new ApiError(`answered ${status}`, status, problem ? { problem: { type: 't', title: 't', status, detail: 'd', instance: '/', code: 'CONFLICT', ...problem } as never } : undefined);

  it('409: refused with its reason; 404: the access is over; 429: too many; 400 on a field; anything else failed', () => {
    expect(tripFailureOf(refused(409, { reason: 'NON_CANCELLABLE' }))).toEqual({ kind: 'refused', reason: 'NON_CANCELLABLE' });
    expect(tripFailureOf(refused(404))).toEqual({ kind: 'accessLost' });
    expect(tripFailureOf(refused(429))).toEqual({ kind: 'tooManyAttempts' });
    expect(tripFailureOf(refused(400, { code: 'VALIDATION_FAILED', errors: [{ field: 'message', message: 'must not contain control characters' }] }))).toEqual({ kind: 'field', field: 'message' });
    expect(tripFailureOf(refused(400, { code: 'VALIDATION_FAILED', errors: [{ field: 'params.orderUUID', message: 'x' }] }))).toEqual({ kind: 'failed' });
    expect(tripFailureOf(refused(500))).toEqual({ kind: 'failed' });
    expect(tripFailureOf(new TypeError('fetch failed'))).toEqual({ kind: 'failed' });
  });
});
