import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-transport';
import { createProductApi } from './product';

function recordingFetch(status: number, body: unknown) {
  const urls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { urls, fetchImpl };
}

const party = { adults: 3, children: 1, babies: 0 };

describe('product API client', () => {
  it('asks the quote for the stay, the party and the activity dates, and validates the answer', async () => {
    const quote = {
      bookable: false,
      priceInfo: null,
      error: { code: 'ACTIVITY_DATE_MISSING', message: 'Please choose your activity dates.' },
      reservationCriteria: { offerId: 4, checkin: '2026-12-04', checkout: '2026-12-06', nights: 2, adult: 3, child: 1, baby: 0 },
      activityDaySelections: [],
      cancellationPolicy: { type: 'NCNR', cancellable: false, cancellableUntilDays: null, cancellableUntil: null, cancellationDeadline: null },
      localTaxTotalAmount: 0,
      amountToPayToday: null,
    };
    const { urls, fetchImpl } = recordingFetch(200, quote);
    const api = createProductApi({ baseUrl: 'http://api/api/', fetch: fetchImpl });
    const answer = await api.getQuote(4, { locale: 'fr_FR', party, stay: { checkin: '2026-12-04', nights: 2 }, activityDates: ['7_2026-12-05', '8_2026-12-04'] });
    expect(answer.error?.code).toBe('ACTIVITY_DATE_MISSING');
    const url = new URL(urls[0] ?? '');
    expect(url.pathname).toBe('/api/product/4/quote');
    expect(Object.fromEntries(url.searchParams)).toEqual({ locale: 'fr_FR', adult: '3', child: '1', baby: '0', checkin: '2026-12-04', nights: '2', activitySelectionList: '7_2026-12-05,8_2026-12-04' });
  });

  it('answers null for an unknown product and an ApiError for a body that breaks the contract', async () => {
    const missing = createProductApi({ baseUrl: '/api', fetch: recordingFetch(404, { status: 404 }).fetchImpl });
    expect(await missing.getDetail(9, { locale: 'fr_FR', party })).toBeNull();
    const broken = createProductApi({ baseUrl: '/api', fetch: recordingFetch(200, { id: 9 }).fetchImpl });
    await expect(broken.getDetail(9, { locale: 'fr_FR', party })).rejects.toBeInstanceOf(ApiError);
  });

  it('asks the offer calendar of the hotel restricted to the offer', async () => {
    const { urls, fetchImpl } = recordingFetch(200, { days: {}, possibleNights: null, from: '2026-11-21', to: '2027-11-30', length: 1 });
    await createProductApi({ baseUrl: '/api', fetch: fetchImpl }).getOfferAvailabilities(12, { locale: 'fr_FR', party, offerId: 4, month: '2026-12', months: 12 });
    expect(urls[0]).toBe('/api/hotels/12/availabilities.json?locale=fr_FR&adult=3&child=1&baby=0&offerId=4&month=2026-12&months=12');
  });
});
