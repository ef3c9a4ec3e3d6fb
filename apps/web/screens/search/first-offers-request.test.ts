import { describe, expect, it } from 'vitest';
import { firstOffersRequest } from './use-search-results';

const OPTIONS = { screen: 'stays' as const, baseCriteria: {}, locale: 'fr_FR' as const, timeZone: 'Europe/Paris', initial: undefined };

describe('firstOffersRequest: what a dated search asks before hydration is over', () => {
  it('is the request of the hash: place, dates, party, page', () => {
    const request = firstOffersRequest({ search: '?page=1', hash: '#city=10010&checkin=2030-05-04&checkout=2030-05-06&a=2' }, OPTIONS);
    expect(request).toMatchObject({
      locale: 'fr_FR',
      filters: { offer: { date: { checkin: '2030-05-04', nights: 2 }, familyComposition: { adults: 2 } }, property: { location: { cityId: 10010 } } },
      pagination: { page: 1 },
    });
  });

  it('drops a checkin already past in the market, as the screen does', () => {
    const request = firstOffersRequest({ search: '', hash: '#city=10010&checkin=2001-05-04&checkout=2001-05-06&a=2' }, OPTIONS);
    expect(request?.filters?.offer?.date).toBeUndefined();
  });

  it('asks nothing when the server-rendered results are the answer (a landing without hash)', () => {
    const initial = { flow: 'booking' as const, page: 0, criteria: { city: 10010 } };
    expect(firstOffersRequest({ search: '', hash: '' }, { ...OPTIONS, baseCriteria: { city: 10010 }, initial })).toBeUndefined();
    expect(firstOffersRequest({ search: '', hash: '#checkin=2030-05-04&checkout=2030-05-06' }, { ...OPTIONS, baseCriteria: { city: 10010 }, initial })).toBeDefined();
  });

  it('asks nothing on the activity screen (its own search call)', () => {
    expect(firstOffersRequest({ search: '', hash: '#city=10010' }, { ...OPTIONS, screen: 'activity' })).toBeUndefined();
  });
});
