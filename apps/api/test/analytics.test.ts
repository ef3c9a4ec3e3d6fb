import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp, useAppWithLogs } from './helpers';

const URL_FR = '/api/analytics/ga/collect/fr_FR';

describe('POST /api/analytics/ga/collect/{pos} (a POST or a beacon, tracking only)', () => {
  const test = useAppWithLogs();

  const analyticsLine = (requestId: string) => test.logs.records().find((r) => r.reqId === requestId && r.source === 'analytics');

  it('records an add_to_cart event of the point of sale and answers 204', async () => {
    const event = {
      event: 'add_to_cart',
      currency: 'EUR',
      value: 259.8,
      items: [{ item_id: '408', item_name: 'Week-end au bord du lac', item_category: 'weekend', price: 259.8, quantity: 1 }],
    };
    const response = await test.app.inject({ method: 'POST', url: URL_FR, headers: { 'x-request-id': 'ga-1' }, payload: event });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(analyticsLine('ga-1')).toMatchObject({ level: 30, pos: 'fr_FR', event: 'add_to_cart', currency: 'EUR', value: 259.8, items: event.items });
  });

  it('records personalization_item and variation_exposure', async () => {
    const personalization = { event: 'personalization_item', items: [{ item_id: 'SEJ-EBOX', item_name: 'Séjour', item_category: 'box', item_variant: 'digital' }] };
    expect((await test.app.inject({ method: 'POST', url: '/api/analytics/ga/collect/nl_BE', headers: { 'x-request-id': 'ga-2' }, payload: personalization })).statusCode).toBe(204);
    expect(analyticsLine('ga-2')).toMatchObject({ pos: 'nl_BE', event: 'personalization_item', items: personalization.items });
    const exposure = { event: 'variation_exposure', experiment: 'dates', variant: 'forced' };
    expect((await test.app.inject({ method: 'POST', url: URL_FR, headers: { 'x-request-id': 'ga-3' }, payload: exposure })).statusCode).toBe(204);
    expect(analyticsLine('ga-3')).toMatchObject({ event: 'variation_exposure', experiment: 'dates', variant: 'forced' });
  });

  it('records the list views, the item followed and the product page seen', async () => {
    const item = { item_id: '408', item_name: 'Week-end gourmand', item_category: 'weekend', price: 259.8, index: 20 };
    const events = [
      { event: 'view_item_list', item_list_id: 'booking', items: [item, { ...item, item_id: '409', index: 21 }] },
      { event: 'select_item', item_list_id: 'booking', items: [item] },
      { event: 'view_item', currency: 'EUR', value: 129.9, items: [{ item_id: '408', item_name: 'Week-end gourmand', item_category: 'single_voucher', price: 129.9 }] },
      // A product page without a price (a stay whose price is unknown) is still seen.
      { event: 'view_item', currency: 'EUR', items: [{ item_id: '77', item_name: 'Kayak', item_category: 'activity_only' }] },
    ];
    for (const [index, event] of events.entries()) {
      const response = await test.app.inject({ method: 'POST', url: URL_FR, headers: { 'x-request-id': `ga-list-${index}` }, payload: event });
      expect(response.statusCode).toBe(204);
      expect(analyticsLine(`ga-list-${index}`)).toMatchObject(event);
    }
  });

  it('select_item names exactly one item, and a list is one of the four flows', async () => {
    const item = { item_id: '408', item_name: 'x', item_category: 'weekend', price: 1, index: 0 };
    const two = await test.app.inject({ method: 'POST', url: URL_FR, payload: { event: 'select_item', item_list_id: 'booking', items: [item, item] } });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ field: 'items' });
    const list = await test.app.inject({ method: 'POST', url: URL_FR, payload: { event: 'view_item_list', item_list_id: 'home', items: [item] } });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toMatchObject({ field: 'item_list_id' });
  });

  it('refuses a point of sale that is not a market, naming the field', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/analytics/ga/collect/de_DE', payload: { event: 'variation_exposure', experiment: 'dates', variant: 'forced' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'pos' });
  });

  it('refuses an event it does not know and a malformed one, naming the field, and records nothing', async () => {
    const unknown = await test.app.inject({ method: 'POST', url: URL_FR, headers: { 'x-request-id': 'ga-4' }, payload: { event: 'refund', value: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'event' });
    const negative = await test.app.inject({
      method: 'POST',
      url: URL_FR,
      headers: { 'x-request-id': 'ga-5' },
      payload: { event: 'add_to_cart', currency: 'EUR', value: -1, items: [{ item_id: '1', item_name: 'x', item_category: 'weekend', price: 1, quantity: 1 }] },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ field: 'value' });
    const noItems = await test.app.inject({ method: 'POST', url: URL_FR, payload: { event: 'add_to_cart', currency: 'EUR', value: 1, items: [] } });
    expect(noItems.json()).toMatchObject({ field: 'items' });
    expect(analyticsLine('ga-4')).toBeUndefined();
    expect(analyticsLine('ga-5')).toBeUndefined();
  });

  it('takes JSON only: a text/plain beacon (a request any site could send without a preflight) is refused with 415', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: URL_FR,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ event: 'variation_exposure', experiment: 'dates', variant: 'forced' }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('the collect endpoint is a write: rate-limited per client', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ config: { rateLimitWritePerMinute: 2 } });
  });
  afterAll(() => app.close());

  it('answers 429 after the limit', async () => {
    const payload = { event: 'variation_exposure', experiment: 'dates', variant: 'suggested' };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await app.inject({ method: 'POST', url: URL_FR, payload })).statusCode);
    expect(statuses).toEqual([204, 204, 429]);
  });
});
