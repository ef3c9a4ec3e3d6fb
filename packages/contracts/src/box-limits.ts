/**
 * The box contract's page size, without zod: the box page's stays carousel asks for pages of it,
 * and importing it from `./boxes` would build that contract's schemas in the page's first scripts
 * (decision 0018).
 */

/** §9 "Box offers page size 8". */
export const BOX_OFFERS_PAGE_SIZE = 8;
