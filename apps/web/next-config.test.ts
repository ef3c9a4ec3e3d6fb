import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import nextConfig from './next.config';

const webRoot = import.meta.dirname;

describe('next.config: messages compiled at build time', () => {
  const turbopack = nextConfig.turbopack!;

  it('formats with use-intl format-only, whose file exists where the alias points', () => {
    const target = turbopack.resolveAlias?.['use-intl/format-message'];
    expect(typeof target).toBe('string');
    expect(existsSync(path.resolve(webRoot, target as string))).toBe(true);
  });

  it('compiles every message catalog with next-intl catalog loader (format-only cannot format raw ICU)', () => {
    const rule = turbopack.rules?.['*.json'] as { loaders: { loader: string; options: unknown }[]; condition: { path: string }; as: string };
    expect(rule.loaders[0]).toEqual({ loader: 'next-intl/extractor/catalogLoader', options: { messages: { format: 'json', precompile: true } } });
    expect(rule.as).toBe('*.js');
    expect(rule.condition.path).toContain('./messages');
    // The catalogs are the shell files messages/<lang>.json and the namespaces messages/<lang>/*.json: all under messages/.
    const files = readdirSync(path.join(webRoot, 'messages'), { recursive: true }).map(String).filter((file) => file.endsWith('.json'));
    expect(files.length).toBeGreaterThan(4);
  });
});
