import { describe, expect, it } from 'vitest';
import { readWebConfig, WebConfigError } from './config';

describe('web configuration', () => {
  it('defaults to single-host mode on localhost and the API on loopback port 4000', () => {
    const config = readWebConfig({});
    expect(config.apiInternalUrl).toBe('http://127.0.0.1:4000');
    expect(config.urlMode).toEqual({ kind: 'single-host', origin: 'http://localhost:3000' });
    expect(config.isProduction).toBe(false);
  });

  it('follows PORT, API_PORT, API_INTERNAL_URL and PUBLIC_ORIGIN', () => {
    expect(readWebConfig({ PORT: '3100', API_PORT: '4100' })).toMatchObject({ apiInternalUrl: 'http://127.0.0.1:4100', urlMode: { origin: 'http://localhost:3100' } });
    expect(readWebConfig({ API_INTERNAL_URL: 'http://api.internal:8080/', PUBLIC_ORIGIN: 'https://escapade.example/' })).toMatchObject({
      apiInternalUrl: 'http://api.internal:8080',
      urlMode: { kind: 'single-host', origin: 'https://escapade.example' },
    });
  });

  it('reads the API instances of API_INTERNAL_URLS, or API_INTERNAL_URL alone', () => {
    expect(readWebConfig({ API_PORT: '4100' }).apiInternalUrls).toEqual(['http://127.0.0.1:4100']);
    expect(readWebConfig({ API_INTERNAL_URLS: '' }).apiInternalUrls).toEqual(['http://127.0.0.1:4000']);
    expect(readWebConfig({ API_INTERNAL_URLS: ' http://10.0.0.5:4000/, http://10.0.0.6:4000 ,' })).toMatchObject({
      apiInternalUrl: 'http://127.0.0.1:4000',
      apiInternalUrls: ['http://10.0.0.5:4000', 'http://10.0.0.6:4000'],
    });
    expect(() => readWebConfig({ API_INTERNAL_URLS: 'http://10.0.0.5:4000/api' })).toThrow(/API_INTERNAL_URLS.*origins only/);
    expect(() => readWebConfig({ API_INTERNAL_URLS: 'http://10.0.0.5:4000,ftp://x' })).toThrow(/API_INTERNAL_URLS/);
  });

  it('switches to market-hosts mode with MARKET_HOSTS', () => {
    const config = readWebConfig({ MARKET_HOSTS: 'a.fr=fr_FR,a.es=es_ES,a.it=it_IT,a.nl=nl_NL,a.be=BE' });
    expect(config.urlMode.kind).toBe('market-hosts');
  });

  it('reads the edge settings: trusted front proxies, the proxy secret, the body limit', () => {
    expect(readWebConfig({})).toMatchObject({ trustedProxies: [], proxySecret: undefined, bodyLimitBytes: 1_048_576 });
    expect(readWebConfig({ WEB_TRUST_PROXY: ' 10.0.0.0/8, loopback ', PROXY_SECRET: 'web-secret-0123456789', BODY_LIMIT_BYTES: '2048' })).toMatchObject({
      trustedProxies: ['10.0.0.0/8', 'loopback'],
      proxySecret: 'web-secret-0123456789',
      bodyLimitBytes: 2048,
    });
    expect(() => readWebConfig({ PROXY_SECRET: 'too-short' })).toThrow(/PROXY_SECRET: expected at least 16 characters/);
    expect(() => readWebConfig({ PROXY_SECRET: 'too-short' })).not.toThrow(/too-short/);
    expect(() => readWebConfig({ WEB_TRUST_PROXY: 'lb.internal' })).toThrow(/WEB_TRUST_PROXY: 'lb.internal' is not an address/);
  });

  it('fails with the name of the bad variable', () => {
    expect(() => readWebConfig({ API_PORT: 'abc' })).toThrow(WebConfigError);
    expect(() => readWebConfig({ API_PORT: 'abc' })).toThrow(/API_PORT/);
    expect(() => readWebConfig({ PUBLIC_ORIGIN: 'ftp://x' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => readWebConfig({ MARKET_HOSTS: 'a.fr=fr_FR' })).toThrow(/MARKET_HOSTS: market es_ES/);
  });

  it('serves pages from the page cache in production unless PAGE_CACHE=off, never by default elsewhere', () => {
    expect(readWebConfig({ NODE_ENV: 'production' }).pageCache).toBe(true);
    expect(readWebConfig({ NODE_ENV: 'production', PAGE_CACHE: 'off' }).pageCache).toBe(false);
    expect(readWebConfig({ NODE_ENV: 'production', PAGE_CACHE: '' }).pageCache).toBe(true);
    expect(readWebConfig({ NODE_ENV: 'development' }).pageCache).toBe(false);
    expect(readWebConfig({ NODE_ENV: 'development', PAGE_CACHE: 'on' }).pageCache).toBe(true);
    expect(() => readWebConfig({ PAGE_CACHE: 'yes' })).toThrow(/PAGE_CACHE/);
  });
});
