import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truncateActivitySummary, truncateDescription, truncateText } from './text';

describe('"Description truncated at 86 chars mobile, 250 desktop; activity summary cut to 250"', () => {
  it('keeps 86 characters on mobile and 250 on desktop', () => {
    const text = 'x'.repeat(300);
    expect(truncateDescription(text, 'mobile')).toEqual({ text: `${'x'.repeat(86)}…`, isTruncated: true });
    expect(truncateDescription(text, 'desktop').text).toBe(`${'x'.repeat(250)}…`);
    expect(truncateDescription('x'.repeat(86), 'mobile')).toEqual({ text: 'x'.repeat(86), isTruncated: false });
    expect(truncateActivitySummary('y'.repeat(251))).toBe(`${'y'.repeat(250)}…`);
  });

  it('never splits an emoji and never keeps more than the limit (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), fc.integer({ min: 1, max: 300 }), (text, max) => {
        const result = truncateText(text, max);
        const kept = result.isTruncated ? Array.from(result.text).slice(0, -1) : Array.from(result.text);
        expect(kept.length).toBeLessThanOrEqual(max);
        expect(text.startsWith(kept.join(''))).toBe(true);
      }),
    );
  });
});
