import { afterEach, describe, expect, it } from 'vitest';
import { ApiUpstreams, createUpstreamFetch, isConnectFailure, isIdempotentMethod, upstreamClientOptions } from './api-upstreams';
import { refusedPort, startInstance, type TestInstance } from './upstream-test-servers';

const opened: TestInstance[] = [];
async function instance(name: string, options?: Parameters<typeof startInstance>[1]): Promise<TestInstance> {
  const started = await startInstance(name, options);
  opened.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((started) => started.close()));
});

const names = (order: ReturnType<ApiUpstreams['attemptOrder']>) => order.map((upstream) => upstream.origin.slice(-1));

describe('the choice of an API instance', () => {
  it('starts each request at the next instance in turn, the others after it', () => {
    const upstreams = new ApiUpstreams(['http://a:1', 'http://b:2', 'http://c:3']);
    expect([1, 2, 3, 4].map(() => names(upstreams.attemptOrder()))).toEqual([
      ['1', '2', '3'],
      ['2', '3', '1'],
      ['3', '1', '2'],
      ['1', '2', '3'],
    ]);
  });

  it('passes over an instance marked down until its time is over, and still tries it when all are down', () => {
    let now = 1_000;
    const upstreams = new ApiUpstreams(['http://a:1', 'http://b:2', 'http://c:3'], { downMs: 500, now: () => now });
    const [a, b, c] = upstreams.list;
    upstreams.markDown(a!);
    expect(names(upstreams.attemptOrder())).toEqual(['2', '3', '1']);
    expect(names(upstreams.attemptOrder())).toEqual(['3', '2', '1']);
    upstreams.markDown(b!);
    upstreams.markDown(c!);
    // All down: the turn's order, rather than no attempt at all.
    expect(names(upstreams.attemptOrder())).toEqual(['1', '2', '3']);
    now += 500;
    expect(upstreams.isDown(a!)).toBe(false);
    upstreams.markDown(b!);
    expect(names(upstreams.attemptOrder())).toEqual(['3', '1', '2']);
    upstreams.markUp(b!);
    expect(upstreams.isDown(b!)).toBe(false);
  });

  it('refuses an empty list', () => {
    expect(() => new ApiUpstreams([])).toThrow(/at least one/);
  });

  it('knows the idempotent methods', () => {
    expect(['GET', 'head', 'OPTIONS', 'PUT', 'DELETE', undefined].map(isIdempotentMethod)).toEqual([true, true, true, true, true, true]);
    expect(['POST', 'PATCH'].map(isIdempotentMethod)).toEqual([false, false]);
  });

  it("tells a connection never made (fetch's refused) from one cut after sending", async () => {
    const refused = await fetch(`http://127.0.0.1:${await refusedPort()}/`).catch((error: unknown) => error);
    expect(isConnectFailure(refused)).toBe(true);
    const cut = await instance('cut', { reset: true });
    const reset = await fetch(`${cut.origin}/`).catch((error: unknown) => error);
    expect(reset).toBeInstanceOf(Error);
    expect(isConnectFailure(reset)).toBe(false);
    expect(isConnectFailure(new Error('no code'))).toBe(false);
  });
});

describe('server-side calls over several API instances', () => {
  const answerOf = async (response: Response) => ((await response.json()) as { instance: string }).instance;

  it('sends each call to the next instance, with its path and query, on URLs built on the first', async () => {
    const a = await instance('a');
    const b = await instance('b');
    const upstreams = new ApiUpstreams([a.origin, b.origin]);
    const { baseUrl, fetch: upstreamFetch } = upstreamClientOptions('http://ignored:1', upstreams);
    expect(baseUrl).toBe(`${a.origin}/api`);
    const answered = [];
    for (let call = 0; call < 4; call += 1) answered.push(await answerOf(await upstreamFetch(`${baseUrl}/facets.json?x=${call}`)));
    expect(answered).toEqual(['a', 'b', 'a', 'b']);
    expect(a.seen.map((seen) => seen.url)).toEqual(['/api/facets.json?x=0', '/api/facets.json?x=2']);
    expect(b.seen.map((seen) => seen.url)).toEqual(['/api/facets.json?x=1', '/api/facets.json?x=3']);
  });

  it('goes on to the next instance when one refuses, for any method, and passes over it for a while', async () => {
    const down = await refusedPort();
    const b = await instance('b');
    const upstreams = new ApiUpstreams([`http://127.0.0.1:${down}`, b.origin]);
    const upstreamFetch = createUpstreamFetch(upstreams);
    const post = await upstreamFetch(`http://127.0.0.1:${down}/api/offers.json`, { method: 'POST', body: '{"q":1}' });
    expect(await answerOf(post)).toBe('b');
    expect(b.seen).toEqual([{ method: 'POST', url: '/api/offers.json', body: '{"q":1}' }]);
    expect(upstreams.isDown(upstreams.list[0]!)).toBe(true);
    expect(await answerOf(await upstreamFetch(`http://127.0.0.1:${down}/api/health`))).toBe('b');
  });

  it('sends a call cut after it was sent to the next instance only when its method is idempotent', async () => {
    const cut = await instance('cut', { reset: true });
    const b = await instance('b');
    const upstreams = new ApiUpstreams([cut.origin, b.origin]);
    const upstreamFetch = createUpstreamFetch(upstreams);
    expect(await answerOf(await upstreamFetch(`${cut.origin}/api/health`))).toBe('b');
    expect(cut.seen).toHaveLength(1);
    // The next call starts at b: turn the round so that the POST goes to the cutting instance first.
    upstreams.attemptOrder();
    await expect(upstreamFetch(`${cut.origin}/api/purchase/orders`, { method: 'POST', body: '{}' })).rejects.toThrow();
    expect(cut.seen.map((seen) => seen.method)).toEqual(['GET', 'POST']);
    expect(b.seen.map((seen) => seen.method)).toEqual(['GET']);
    // Cut is not refused: the instance is not passed over.
    expect(upstreams.isDown(upstreams.list[0]!)).toBe(false);
  });

  it('leaves other URLs alone, and gives the fetch back as it is for one instance', async () => {
    const a = await instance('a');
    const other = await instance('other');
    const upstreamFetch = createUpstreamFetch(new ApiUpstreams([a.origin, `http://127.0.0.1:${await refusedPort()}`]));
    expect(await answerOf(await upstreamFetch(`${other.origin}/x`))).toBe('other');
    expect(createUpstreamFetch(new ApiUpstreams([a.origin]), fetch)).toBe(fetch);
    expect(upstreamClientOptions('http://api.internal:8080/prefix', new ApiUpstreams(['http://api.internal:8080/prefix'])).baseUrl).toBe('http://api.internal:8080/prefix/api');
  });
});
