import type { Language } from '@escapade/domain/markets';
import type { messages } from '../messages/fr/index';

/**
 * The French catalog is the reference: every key exists in the four languages (checked by
 * messages.test.ts). A catalog is the shell file `messages/<lang>.json` merged with one file per
 * feature namespace in `messages/<lang>/`, so features own their own strings.
 */
export type Messages = typeof messages;

/** One lazy import per language: a request only loads its own language. */
const CATALOG_LOADERS: Readonly<Record<Language, () => Promise<{ messages: Messages }>>> = {
  fr: () => import('../messages/fr/index'),
  es: () => import('../messages/es/index'),
  it: () => import('../messages/it/index'),
  nl: () => import('../messages/nl/index'),
};

export async function loadMessages(language: Language): Promise<Messages> {
  return (await CATALOG_LOADERS[language]()).messages;
}
