import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('OpenAPI of the product-page API', () => {
  it('documents every product-page path with its tag, query parameters and problem answers', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, { get?: { tags?: string[]; parameters?: Array<{ name: string; in: string }>; responses?: Record<string, unknown> } }>;
    };
    const expected: Array<[string, string, string[]]> = [
      ['/api/weekend/{id}/packageCheckoutNights.json', 'product', ['checkin', 'adult', 'child', 'baby', 'length', 'multiOffer', 'minisite']],
      ['/api/product/{id}/offers', 'product', ['checkin', 'nights', 'adult', 'child', 'baby', 'locale', 'minisite']],
      ['/api/product/{id}/quote', 'product', ['checkin', 'nights', 'activitySelectionList']],
      ['/api/product/{id}/recommended', 'product', ['checkin', 'checkout', 'night']],
      ['/api/product/{id}/upsells', 'product', ['flow']],
      ['/api/product/{id}/single-voucher-prices', 'product', ['giftFormat', 'sleeves']],
      ['/api/hotel/{id}', 'hotel', ['locale']],
      ['/api/hotels/{hotelId}/availabilities.json', 'hotel', ['locale', 'month', 'length', 'offerId']],
      ['/api/hotel/{id}/offers', 'hotel', ['checkin', 'nights', 'excludeOfferId']],
      ['/api/hotel/{id}/nearby', 'hotel', ['limit']],
      ['/api/hotel/{id}/reviews.json', 'reviews', ['client', 'withOtherLanguageFallback', 'page', 'locale', 'sort', 'language']],
      ['/api/activity-only/weekend/{id}/detail.json', 'activity', ['locale']],
      ['/api/activities/{id}/images.json', 'activity', ['locale']],
      ['/api/boxes/search', 'boxes', ['locale']],
      ['/api/boxes/{code}/product-detail', 'boxes', ['locale']],
      ['/api/boxes/{boxCode}/offers', 'boxes', ['locale', 'page', 'limit']],
      ['/api/sub-elements/available-custom-sub-elements', 'gift', ['locale']],
      ['/api/shipping-costs', 'gift', ['locale']],
    ];
    for (const [path, tag, parameters] of expected) {
      const operation = document.paths[path]?.get;
      expect(operation, path).toBeDefined();
      expect(operation?.tags).toContain(tag);
      const names = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const name of parameters) expect(names, `${path} ${name}`).toContain(name);
      expect(Object.keys(operation?.responses ?? {})).toContain('400');
    }
  });
});
