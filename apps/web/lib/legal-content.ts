/**
 * The footer's legal links (sales conditions, conditions of use, data protection,
 * cookies). They open static content pages, whose second path segment is the content id.
 */
export const LEGAL_CONTENT_IDS = {
  salesConditions: 'sales-conditions',
  conditionsOfUse: 'conditions-of-use',
  dataProtection: 'data-protection',
  cookies: 'cookies',
} as const;

export type LegalLink = keyof typeof LEGAL_CONTENT_IDS;
export const LEGAL_LINKS = Object.keys(LEGAL_CONTENT_IDS) as LegalLink[];
