import type { Language } from '@escapade/domain/markets';
import type messages from '../messages/fr.json';

export type Messages = typeof messages;

/** One lazy import per catalog: a page only loads its own language. */
const CATALOG_LOADERS: Readonly<Record<Language, () => Promise<{ default: Messages }>>> = {
  fr: () => import('../messages/fr.json'),
  es: () => import('../messages/es.json'),
  it: () => import('../messages/it.json'),
  nl: () => import('../messages/nl.json'),
};

export async function loadMessages(language: Language): Promise<Messages> {
  return (await CATALOG_LOADERS[language]()).default;
}
