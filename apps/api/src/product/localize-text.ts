import type { Localized } from '@escapade/db/schema';
import type { Language } from '@escapade/domain/markets';

/** A nullable localized text (dinner menu, schedules…) in the market's language. */
export function optionalTextIn(text: Localized | null | undefined, language: Language): string | null {
  return text ? text[language] : null;
}

/** A list of localized texts (headwords, important infos…) in the market's language. */
export function textsIn(texts: readonly Localized[] | null | undefined, language: Language): string[] {
  return (texts ?? []).map((text) => text[language]);
}
