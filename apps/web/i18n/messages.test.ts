import { LANGUAGES } from '@escapade/domain/markets';
import { describe, expect, it } from 'vitest';
import { messages as es } from '../messages/es/index';
import { messages as fr } from '../messages/fr/index';
import { messages as it_ } from '../messages/it/index';
import { messages as nl } from '../messages/nl/index';

const CATALOGS = { fr, es, it: it_, nl } as const;

/** Every leaf of a catalog, as dotted key → text. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [leafKey, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) leaves.set(leafKey, leaf);
    }
  } else {
    leaves.set(prefix, value);
  }
  return leaves;
}

/** ICU arguments (`{name}`, `{count, plural, …}`), not the text of plural branches (`{# offres}`). */
function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] ?? '').sort();
}

describe('message catalogs', () => {
  const french = flatten(CATALOGS.fr);

  it('exist for the four languages', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has exactly the keys of fr, each a non-empty text with the same placeholders', (language) => {
    const catalog = flatten(CATALOGS[language]);
    expect([...catalog.keys()].sort()).toEqual([...french.keys()].sort());
    for (const [key, text] of catalog) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
      expect(placeholdersOf(text as string), key).toEqual(placeholdersOf(french.get(key) as string));
    }
  });

  it("carries the Belgian splash texts: Dutch 'Welkom / bij {host}', 'Ga verder'; French 'Bienvenue / sur {host}', 'Entrer'", () => {
    expect(CATALOGS.nl.splash).toEqual({ welcome: 'Welkom', atHost: 'bij {host}', enter: 'Ga verder' });
    expect(CATALOGS.fr.splash).toEqual({ welcome: 'Bienvenue', atHost: 'sur {host}', enter: 'Entrer' });
  });

  it("says 'Error code: 404' on the not-found page in every language", () => {
    for (const language of LANGUAGES) expect(CATALOGS[language].notFound.text).toMatch(/404$/);
  });
});
