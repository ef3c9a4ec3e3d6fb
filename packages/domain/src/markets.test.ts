import { describe, expect, it } from 'vitest';
import { LOCALES, MARKETS, languageChoicesFor, marketBySegment } from './markets';

describe('markets', () => {
  it('shows the language selector only for the Belgian versions (Nederlands and Français)', () => {
    expect(languageChoicesFor('fr_BE').map((m) => m.locale)).toEqual(['fr_BE', 'nl_BE']);
    expect(languageChoicesFor('nl_BE').map((m) => m.locale)).toEqual(['fr_BE', 'nl_BE']);
    for (const locale of ['fr_FR', 'es_ES', 'it_IT', 'nl_NL'] as const) {
      expect(languageChoicesFor(locale)).toEqual([]);
    }
  });

  it('shows giftcard blocks in the gift flow for fr_FR, fr_BE, nl_NL, nl_BE, it_IT', () => {
    const withBlocks = LOCALES.filter((l) => MARKETS[l].features.giftcardBlocks);
    expect(withBlocks.sort()).toEqual(['fr_BE', 'fr_FR', 'it_IT', 'nl_BE', 'nl_NL']);
    expect(MARKETS.it_IT.features.giftcardBannerInsteadOfSingleVoucher).toBe(true);
  });

  it('enables popular date shortcuts only in es_ES, fr_FR, fr_BE, nl_BE', () => {
    const enabled = LOCALES.filter((l) => MARKETS[l].features.popularDateShortcuts);
    expect(enabled.sort()).toEqual(['es_ES', 'fr_BE', 'fr_FR', 'nl_BE']);
  });

  it('keeps the wishlist behind a flag that is off', () => {
    expect(LOCALES.every((l) => !MARKETS[l].features.wishlist)).toBe(true);
  });

  it('turns customer accounts on in the six markets (the account menu; no wishlist heart in the header)', () => {
    expect(LOCALES.filter((l) => MARKETS[l].features.customerAccount)).toEqual([...LOCALES]);
  });

  it('resolves a market from its path segment, case-insensitively', () => {
    expect(marketBySegment('NL-BE')?.locale).toBe('nl_BE');
    expect(marketBySegment('xx-unknown')).toBeUndefined();
  });
});
