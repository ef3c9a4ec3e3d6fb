import { CONSENT_GIVEN_SCRIPT } from './consent-given-script';

/**
 * The inline `<head>` script that hides the consent panel from a visitor who has already answered,
 * before the first paint. It carries the page's CSP nonce (scripts run only with it).
 */
export function ConsentGivenScript({ nonce }: { nonce: string | undefined }) {
  // The browser hides a nonce from the DOM once parsed: hydration must not compare it.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: CONSENT_GIVEN_SCRIPT }} />;
}
