/**
 * The box contract's page size, without zod: the box page's stays carousel asks for pages of it,
 * and importing it from `./boxes` would build that contract's schemas in the page's first scripts
 * (decision 0018).
 */

/** A gift box's offers come 8 to a page. */
export const BOX_OFFERS_PAGE_SIZE = 8;
