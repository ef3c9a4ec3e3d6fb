/**
 * Text cuts: "Description truncated at 86 chars mobile, 250 desktop; activity summary cut to
 * 250".
 */
export const DESCRIPTION_MAX_CHARS_MOBILE = 86;
export const DESCRIPTION_MAX_CHARS_DESKTOP = 250;
export const ACTIVITY_SUMMARY_MAX_CHARS = 250;

/** Keeps the first `max` characters (never splitting an emoji) and marks the cut with '…'. */
export function truncateText(text: string, max: number): { text: string; isTruncated: boolean } {
  const chars = Array.from(text);
  if (chars.length <= max) return { text, isTruncated: false };
  return { text: `${chars.slice(0, max).join('').trimEnd()}…`, isTruncated: true };
}

/** "Description truncation with See more / See less". */
export function truncateDescription(text: string, device: 'mobile' | 'desktop'): { text: string; isTruncated: boolean } {
  return truncateText(text, device === 'mobile' ? DESCRIPTION_MAX_CHARS_MOBILE : DESCRIPTION_MAX_CHARS_DESKTOP);
}

export function truncateActivitySummary(text: string): string {
  return truncateText(text, ACTIVITY_SUMMARY_MAX_CHARS).text;
}
