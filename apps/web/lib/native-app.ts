/**
 * Our native apps show the site's pages in a web view and say so in their user agent with this
 * token (`… EscapadeApp/3.2`). Inside them a page offers the app's Back instead of the breadcrumb:
 * the app has no browser chrome to go back with.
 */
export const NATIVE_APP_USER_AGENT_TOKEN = 'EscapadeApp/';

export function isNativeAppUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && userAgent.includes(NATIVE_APP_USER_AGENT_TOKEN);
}
