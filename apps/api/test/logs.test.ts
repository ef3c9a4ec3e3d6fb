import { describe, expect, it } from 'vitest';
import { useAppWithLogs } from './helpers';

const PINO_LEVELS = { ERROR: 50, WARN: 40, INFO: 30 } as const;

describe('POST /api/logs (the gateway logs endpoint)', () => {
  const test = useAppWithLogs();

  it('logs the message cut to 256 characters at level ERROR and answers 204', async () => {
    const message = `TypeError: x is undefined ${'·'.repeat(400)}`;
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/logs',
      headers: { 'x-request-id': 'crash-page-1' },
      payload: { level: 'ERROR', locale: 'it_IT', location: 'https://escapade.it/it-it/ricerca', message },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const line = test.logs.records().find((r) => r.reqId === 'crash-page-1' && r.source === 'client');
    expect(line).toMatchObject({ level: PINO_LEVELS.ERROR, locale: 'it_IT', location: 'https://escapade.it/it-it/ricerca' });
    expect(line?.msg).toBe(message.slice(0, 256));
    expect(String(line?.msg)).toHaveLength(256);
  });

  it.each(['WARN', 'INFO'] as const)('logs level %s at the matching pino level', async (level) => {
    const id = `client-${level}`;
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/logs',
      headers: { 'x-request-id': id },
      payload: { level, locale: 'fr_BE', location: '/fr-be/', message: 'short' },
    });
    expect(response.statusCode).toBe(204);
    expect(test.logs.records().find((r) => r.reqId === id && r.source === 'client')).toMatchObject({ level: PINO_LEVELS[level], msg: 'short' });
  });

  it('refuses a level other than ERROR, WARN or INFO, naming the field', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/logs', payload: { level: 'DEBUG', locale: 'fr_FR', location: '/', message: 'm' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'level', code: 'VALIDATION_FAILED' });
  });
});

describe('GET /api/not-found-report', () => {
  const test = useAppWithLogs();

  it('records the uri and locale at level warn and answers 204', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/not-found-report',
      query: { uri: '/es-es/pagina-inexistente', locale: 'es_ES' },
      headers: { 'x-request-id': 'nf-1' },
    });
    expect(response.statusCode).toBe(204);
    expect(test.logs.records().find((r) => r.reqId === 'nf-1' && r.source === 'not-found-report')).toMatchObject({
      level: 40,
      uri: '/es-es/pagina-inexistente',
      locale: 'es_ES',
    });
  });

  it('needs the uri', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/not-found-report?locale=es_ES' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'uri' });
  });
});
