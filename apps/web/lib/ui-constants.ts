/**
 * Layout and timing constants that several web modules share. A constant used by one module
 * lives in that module; business rules live in `@escapade/domain`.
 */

/** A section scrolled to from a tab bar stops this far under it: 30 px on mobile, 70 px on desktop. */
export const TAB_SCROLL_OFFSET_PX = { mobile: 30, desktop: 70 } as const;

/** Typing and filter changes wait this long for the next change before a request goes out. */
export const DEBOUNCE_MS = 500;

/** Typing past a field's limit is blocked and the limit message shows for 1 second. */
export const FIELD_LIMIT_MESSAGE_MS = 1000;

/** The sticky search summary shows once the page has scrolled 250 px. */
export const STICKY_SUMMARY_BAR_SCROLL_PX = 250;
