/**
 * Bad input never reaches the database or the day arithmetic as a 500: control characters, days
 * past the availability window, ids beyond the database's integers, unknown query parameters.
 * And every 4xx is the same kind of answer: 405 with Allow, 415, 414/431, all problem+json.
 */
import { connect } from 'node:net';
import { lastBookableDay, PRODUCT_ID_INVALID_MESSAGE, PRODUCT_ID_REQUIRED_MESSAGE } from '@escapade/contracts/input';
import { PROBLEM_CONTENT_TYPE, problemSchema, type Problem } from '@escapade/contracts/problem';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';
import { findBookableStay, LOCALE } from './product-fixtures';

let app: App;
/** A product and its hotel with a bookable night, found in the seeded catalog. */
let product: { id: number; hotelId: number; checkin: string; activityId: number; boxCode: string };

beforeAll(async () => {
  app = await buildTestApp();
  const stay = await findBookableStay(app.db, 1);
  if (!stay) throw new Error('the seeded catalog has no bookable stay');
  const offer = await app.db.selectFrom('offer').select('hotel_id').where('id', '=', stay.offerId).executeTakeFirstOrThrow();
  const activity = await sql<{ id: number }>`select id from activity_product where ${LOCALE} = any(locales) and published order by id limit 1`
    .execute(app.db)
    .then((result) => result.rows[0]!);
  const box = await app.db.selectFrom('box').select('code').executeTakeFirstOrThrow();
  product = { id: stay.offerId, hotelId: offer.hotel_id, checkin: stay.checkin, activityId: activity.id, boxCode: box.code };
});
afterAll(() => app.close());

function expectProblem(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, status: number): Problem {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toContain(PROBLEM_CONTENT_TYPE);
  const problem = problemSchema.parse(response.json());
  expect(problem.status).toBe(status);
  return problem;
}

const get = (url: string) => app.inject({ method: 'GET', url });

/**
 * Every GET route with the query the site's own calls send (apps/web's lib/api/*.ts and
 * lib/search-requests.ts): each of these parameters must stay accepted.
 */
function siteCalls(): Array<[string, Record<string, string>]> {
  const { id, hotelId, checkin, activityId, boxCode } = product;
  const party = { adult: '2', child: '0', baby: '0' };
  return [
    ['/api/health', {}],
    ['/api/not-found-report', { uri: '/fr-fr/nope', locale: LOCALE }],
    [
      '/api/facets.json',
      {
        locale: LOCALE, city: '1', theme: '1', checkin, night: '1', ...party, tags: '1,2', priceMin: '1000', priceMax: '20000',
        minHotelReviewScore: '7', hotelScore: '8', stars: '3,4', facilities: 'spa', petsAllowed: 'true', hotelStyles: 'design',
        hotelEnvironments: 'sea', hotelTypes: 'hotel', orderBy: 'priceQuality', withNames: 'true', propertiesRequested: 'price,stars',
      },
    ],
    ['/api/autocomplete', { locale: LOCALE, term: 'par', maxResults: '30' }],
    ['/api/autocomplete/recommended', { locale: LOCALE, maxResults: '30', q: 'pa', sourceType: 'box', code: boxCode }],
    ['/api/themes', { locale: LOCALE }],
    ['/api/activity-tags', { locale: LOCALE }],
    ['/api/search-landing', { locale: LOCALE, path: 'annecy' }],
    ['/api/search-landing/links', { locale: LOCALE, destinationId: '1', themeId: '1' }],
    [`/api/weekend/${id}/detail.json`, { locale: LOCALE, ...party, fetchPageModel: 'true', checkin, night: '1', client: 'msite', minisite: 'x' }],
    [`/api/weekend/${id}/packageCheckoutNights.json`, { locale: LOCALE, ...party, checkin, multiOffer: 'true', client: 'msite' }],
    [`/api/product/${id}/offers`, { locale: LOCALE, ...party, checkin, nights: '1', minisite: 'x' }],
    [`/api/product/${id}/quote`, { locale: LOCALE, ...party, checkin, nights: '1', activitySelectionList: `1_${checkin}` }],
    [`/api/product/${id}/recommended`, { locale: LOCALE, ...party, checkin, night: '1' }],
    [`/api/product/${id}/upsells`, { locale: LOCALE, ...party, checkin, nights: '1' }],
    [`/api/product/${id}/single-voucher-prices`, { locale: LOCALE, giftFormat: 'digital', sleeves: 'default' }],
    [`/api/hotel/${hotelId}`, { locale: LOCALE }],
    [`/api/hotels/${hotelId}/availabilities.json`, { locale: LOCALE, ...party, offerId: String(id), months: '12', length: '1', checkin }],
    [`/api/hotel/${hotelId}/offers`, { locale: LOCALE, ...party, checkin, nights: '1' }],
    [`/api/hotel/${hotelId}/nearby`, { locale: LOCALE }],
    [`/api/hotel/${hotelId}/reviews.json`, { locale: LOCALE, client: 'msite', withOtherLanguageFallback: 'true', page: '0', sort: 'DATE_DESC', language: 'all' }],
    [`/api/activity-only/weekend/${activityId}/detail.json`, { locale: LOCALE }],
    [`/api/activities/${activityId}/images.json`, { locale: LOCALE }],
    ['/api/boxes/search', { locale: LOCALE }],
    [`/api/boxes/${boxCode}/product-detail`, { locale: LOCALE }],
    [`/api/boxes/${boxCode}/offers`, { locale: LOCALE, page: '0', limit: '8' }],
    ['/api/sub-elements/available-custom-sub-elements', { locale: LOCALE }],
    ['/api/shipping-costs', { locale: LOCALE }],
  ];
}

describe('no 5xx from bad input', () => {
  it("answers every GET route's own call with its success status", async () => {
    for (const [path, query] of siteCalls()) {
      const response = await get(`${path}?${new URLSearchParams(query)}`);
      expect([200, 204], `${path}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
    }
  });

  it('answers a 4xx, never a 5xx, whatever one parameter or path segment holds', async () => {
    const values = ['%00', 'a%01b', '%C2%85', '%ED%A0%80', '9999-12-31', '0001-01-01', '99999999999', '2147483648', '-1', '1.5', 'abc', '', '1e400', 'x'.repeat(3000)];
    const failures: string[] = [];
    for (const [path, query] of siteCalls()) {
      const encoded = Object.entries(query).map(([key, value]) => [key, encodeURIComponent(value)] as const);
      const urls = encoded.flatMap(([key]) =>
        values.map((value) => `${path}?${encoded.map(([k, v]) => `${k}=${k === key ? value : v}`).join('&')}`),
      );
      const segments = path.split('/');
      segments.forEach((segment, index) => {
        if (index > 1 && /^[0-9A-Z-]+$/.test(segment)) {
          for (const value of values) urls.push(`${segments.map((s, i) => (i === index ? value : s)).join('/')}?${new URLSearchParams(query)}`);
        }
      });
      for (const url of urls) {
        const response = await get(url);
        if (response.statusCode >= 500) failures.push(`${response.statusCode} ${url.slice(0, 120)}`);
        else if (response.statusCode >= 400) expect(String(response.headers['content-type'])).toContain(PROBLEM_CONTENT_TYPE);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('control characters are refused in every string, naming the field', () => {
  it.each([
    ['/api/search-landing?locale=fr_FR&path=%00', 'path'],
    ['/api/autocomplete/recommended?locale=fr_FR&sourceType=box&code=%00', 'code'],
    ['/api/autocomplete?locale=fr_FR&term=pa%00ris', 'term'],
    ['/api/images/%00/640_360.webp', 'id'],
    ['/api/not-found-report?locale=fr_FR&uri=%2Ffr-fr%2F%1B', 'uri'],
    ['/api/facets.json?locale=fr_FR&facilities=spa%C2%9B', 'facilities.0'],
    ['/api/hotel/6/reviews.json?locale=fr_FR&client=ms%7Fite', 'client'],
  ])('%s → 400 naming %s', async (url, field) => {
    const problem = expectProblem(await get(url), 400);
    expect(problem.field).toBe(field);
    expect(problem.errors?.[0]?.message).toBe('must not contain control characters');
  });

  it('a free-text field keeps tabs and line breaks but no other control character nor a lone surrogate', async () => {
    const post = (message: string) =>
      app.inject({ method: 'POST', url: '/api/logs', payload: { level: 'ERROR', locale: LOCALE, location: '/fr-fr/', message } });
    expect((await post('TypeError: x\n    at f (a.js:1:2)\r\n\tat g')).statusCode).toBe(204);
    expect(expectProblem(await post('before\u0000after'), 400).field).toBe('message');
    expect(expectProblem(await post('half \ud800 of a pair'), 400).field).toBe('message');
    expect((await post('a whole pair 😀')).statusCode).toBe(204);
  });

  it('in a JSON body too (offers: a facility code)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/offers.json',
      payload: { locale: LOCALE, filters: { property: { facilities: ['spa\u0000'] } } },
    });
    expect(expectProblem(response, 400).field).toBe('filters.property.facilities.0');
  });
});

describe('days are bounded by the availability window', () => {
  const id = () => product.id;
  it.each([
    [() => `/api/product/${id()}/offers?locale=fr_FR&checkin=9999-12-31`],
    [() => `/api/product/${id()}/quote?locale=fr_FR&checkin=9999-12-31&nights=1`],
    [() => `/api/hotel/${product.hotelId}/offers?locale=fr_FR&checkin=9999-12-31&nights=1`],
    [() => `/api/weekend/${id()}/detail.json?locale=fr_FR&checkin=9999-12-30&night=2`],
    [() => `/api/weekend/${id()}/packageCheckoutNights.json?locale=fr_FR&checkin=9999-12-31`],
    [() => `/api/product/${id()}/recommended?locale=fr_FR&checkin=9999-12-30&night=1`],
    [() => `/api/facets.json?locale=fr_FR&checkin=9999-12-31&night=1`],
  ])('%s → 400 naming checkin', async (url) => {
    const problem = expectProblem(await get(url()), 400);
    expect(problem.field).toBe('checkin');
    expect(problem.errors?.[0]?.message).toMatch(/12-month availability window/);
  });

  it('the last day of the window is still a checkin; the day after is not', async () => {
    const last = lastBookableDay();
    expect(last > addDaysToDay(product.checkin, 0)).toBe(true);
    const accepted = await get(`/api/product/${product.id}/offers?locale=fr_FR&checkin=${last}&nights=1`);
    expect(accepted.statusCode).toBe(200);
    const refused = await get(`/api/product/${product.id}/offers?locale=fr_FR&checkin=${addDaysToDay(last, 1)}&nights=1`);
    expect(expectProblem(refused, 400).field).toBe('checkin');
  });

  it('in the search body, naming the full path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/offers.json',
      payload: { locale: LOCALE, filters: { offer: { date: { checkin: '9999-12-31', nights: 1 } } } },
    });
    expect(expectProblem(response, 400).field).toBe('filters.offer.date.checkin');
  });

  it('an activity date of the quote too', async () => {
    const response = await get(`/api/product/${product.id}/quote?locale=fr_FR&checkin=${product.checkin}&nights=1&activitySelectionList=1_9999-12-31`);
    expect(expectProblem(response, 400).field).toBe('activitySelectionList.0');
  });
});

describe('ids', () => {
  it("a product or weekend id that is there but is no id says it is invalid; a missing one is 'Product ID is required'", async () => {
    for (const path of ['/api/product/{id}/quote', '/api/product/{id}/offers', '/api/weekend/{id}/detail.json', '/api/weekend/{id}/packageCheckoutNights.json']) {
      const query = `?locale=fr_FR&checkin=${product.checkin}&nights=1`;
      for (const bad of ['abc', '-1', '1.5', '99999999999']) {
        const problem = expectProblem(await get(path.replace('{id}', bad) + query), 400);
        expect(problem.errors).toEqual([{ field: 'id', message: PRODUCT_ID_INVALID_MESSAGE }]);
      }
      const missing = expectProblem(await get(path.replace('{id}', 'undefined') + query), 400);
      expect(missing.errors).toEqual([{ field: 'id', message: PRODUCT_ID_REQUIRED_MESSAGE }]);
    }
  });

  it('ids beyond the database integers are a 400 on search bodies too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/offers.json',
      payload: { locale: LOCALE, filters: { property: { location: { cityId: 2_147_483_648 } } } },
    });
    expect(expectProblem(response, 400).field).toBe('filters.property.location.cityId');
  });
});

describe('unknown parameters and fields', () => {
  it.each([['cityId'], ['nights'], ['adults']])('GET /api/facets.json refuses %s (the search would ignore it and count the whole catalogue)', async (name) => {
    const problem = expectProblem(await get(`/api/facets.json?locale=fr_FR&${name}=2`), 400);
    expect(problem.field).toBe(name);
    expect(problem.errors).toEqual([{ field: name, message: 'Unknown field' }]);
  });

  it('every GET route refuses a parameter it does not know, and names it', async () => {
    for (const [path, query] of siteCalls()) {
      if (path === '/api/health') continue;
      const problem = expectProblem(await get(`${path}?${new URLSearchParams({ ...query, bogus: '1' })}`), 400);
      expect(problem.field, path).toBe('bogus');
    }
  });

  it('the search body refuses unknown fields at every level; the analytics beacon ignores them', async () => {
    const search = await app.inject({ method: 'POST', url: '/api/offers.json', payload: { locale: LOCALE, filters: { offer: { dates: {} } } } });
    expect(expectProblem(search, 400).field).toBe('filters.offer.dates');
    const log = await app.inject({ method: 'POST', url: '/api/logs', payload: { level: 'INFO', locale: LOCALE, location: '/', message: 'm', extra: 1 } });
    expect(expectProblem(log, 400).field).toBe('extra');
    const beacon = await app.inject({
      method: 'POST',
      url: '/api/analytics/ga/collect/fr_FR',
      payload: { event: 'variation_exposure', experiment: 'e', variant: 'a', gtm_extra: 1 },
    });
    expect(beacon.statusCode).toBe(204);
  });
});

describe('consistent 4xx', () => {
  it('a wrong method on an existing path is a 405 problem with Allow', async () => {
    const problem = expectProblem(await app.inject({ method: 'DELETE', url: '/api/facets.json?locale=fr_FR' }), 405);
    expect(problem.code).toBe('METHOD_NOT_ALLOWED');
    const post = await app.inject({ method: 'POST', url: `/api/product/${product.id}/quote`, payload: {} });
    expectProblem(post, 405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const get405 = await get('/api/offers.json');
    expectProblem(get405, 405);
    expect(get405.headers.allow).toBe('POST');
    // A path that does not exist under any method stays a 404.
    expectProblem(await app.inject({ method: 'DELETE', url: '/api/orders/1' }), 404);
  });

  it.each([['/api/logs'], ['/api/offers.json'], ['/api/search/activity-only.json'], ['/api/analytics/ga/collect/fr_FR']])(
    'a non-JSON body on %s is a 415 problem',
    async (url) => {
      const response = await app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: '{"locale":"fr_FR"}' });
      expect(expectProblem(response, 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    },
  );

  it('a key with an empty name is blamed on its object; a path that does not decode on the path, without echoing the URL', async () => {
    expect(expectProblem(await get('/api/themes?locale=fr_FR&=x'), 400).field).toBe('query');
    const body = await app.inject({ method: 'POST', url: '/api/logs', payload: { level: 'INFO', locale: LOCALE, location: '/', message: 'm', '': 1 } });
    expect(expectProblem(body, 400).field).toBe('body');
    const undecodable = expectProblem(await get('/api/activities/%zz/images.json?locale=fr_FR&email=a@b.c'), 400);
    expect(undecodable.field).toBe('path');
    expect(undecodable.detail).not.toContain('a@b.c');
  });

  it('a URL longer than the API reads is a 414 problem', async () => {
    const problem = expectProblem(await get(`/api/themes?locale=fr_FR&x=${'a'.repeat(9000)}`), 414);
    expect(problem.detail).not.toContain('aaaa');
  });

  it('Permissions-Policy is sent on answers and on problems', async () => {
    for (const url of ['/api/health', '/api/no-such-route']) {
      expect((await get(url)).headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    }
  });
});

/** Raw HTTP on a listening app: what Node refuses before Fastify's routing (header size, methods). */
async function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests Node cannot read are problems too', () => {
  let listening: App;
  let port: number;
  beforeAll(async () => {
    listening = await buildTestApp();
    await listening.listen({ host: '127.0.0.1', port: 0 });
    const address = listening.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => listening.close());

  it('headers over the limit: 431 problem+json', async () => {
    const answer = await rawRequest(port, `GET /api/themes?locale=fr_FR&x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain(`Content-Type: ${PROBLEM_CONTENT_TYPE}`);
    const body = problemSchema.parse(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)));
    expect(body.status).toBe(431);
  });

  it('an unknown method: 400 problem+json', async () => {
    const answer = await rawRequest(port, 'FROB /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain(`Content-Type: ${PROBLEM_CONTENT_TYPE}`);
    expect(problemSchema.parse(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).status).toBe(400);
  });
});

describe('load shedding', () => {
  let shedding: App;
  beforeAll(async () => {
    // A heap threshold of one byte: every sample is over it.
    shedding = await buildTestApp({
      config: { loadShedding: { maxEventLoopDelayMs: 60_000, maxHeapUsedBytes: 1, maxRssBytes: 0, retryAfterSeconds: 7, sampleIntervalMs: 20 } },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  afterAll(() => shedding.close());

  it('answers 503 problem+json with Retry-After past a threshold', async () => {
    const response = await shedding.inject({ method: 'GET', url: '/api/themes?locale=fr_FR' });
    expect(expectProblem(response, 503).code).toBe('SERVICE_UNAVAILABLE');
    expect(response.headers['retry-after']).toBe('7');
  });

  it('keeps the health check answering, reporting the shedding', async () => {
    const response = await shedding.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', load: 'shedding' });
  });

  it('is off in the default test configuration: nothing is shed and the health check has no load to report', async () => {
    const health = (await get('/api/health')).json() as Record<string, unknown>;
    expect(health).toMatchObject({ status: 'ok' });
    expect(health).not.toHaveProperty('load');
  });
});

describe('the OpenAPI document says all this', () => {
  interface Operation {
    description?: string;
    requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  }
  let document: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Record<string, unknown>> } };
  beforeAll(async () => {
    document = (await get('/api/openapi.json')).json() as typeof document;
  });

  it('strict query routes say unknown parameters are refused', () => {
    for (const path of ['/api/facets.json', '/api/product/{id}/quote', '/api/weekend/{id}/detail.json', '/api/hotel/{id}/reviews.json']) {
      expect(document.paths[path]?.get?.description, path).toContain('Unknown query parameters are refused');
    }
  });

  it('the search body is a strict object with the card uri explained; each POST says what it does with unknown fields', () => {
    const request = document.components.schemas.OffersRequest!;
    expect(request.additionalProperties).toBe(false);
    const card = document.components.schemas.SearchResultCard as { properties: Record<string, { description?: string }> };
    expect(card.properties.uri?.description).toMatch(/within the market's site, to be prefixed with the market's segment, e\.g\. \/fr-fr/);
    expect(document.paths['/api/offers.json']?.post?.description).toMatch(/Unknown body fields are refused/);
    expect(document.paths['/api/logs']?.post?.description).toMatch(/Unknown body fields are refused/);
    expect(document.paths['/api/analytics/ga/collect/{pos}']?.post?.description).toMatch(/Unknown body fields are ignored/);
    expect(document.paths['/api/search/activity-only.json']?.post?.description).toMatch(/searchCriterias` are ignored/);
  });
});
