import type { Market } from '@escapade/domain/markets';
import { hrefTo } from '../../i18n/navigation';
import { LEGAL_CONTENT_IDS } from '../../lib/legal-content';
import { ConsentManager } from '../consent/ConsentManager';
import { AcquisitionModalTrigger } from '../newsletter/AcquisitionModalTrigger';
import { PageOutcomeNotice } from './PageOutcomeNotice';
import { AppShellEffects } from './AppShellEffects';

/**
 * What every market page mounts after its footer: the cookie consent dialog, the first-load
 * effects (referral, analytics id), the newsletter links' outcome notice and the newsletter
 * acquisition modal's timer.
 */
export function AppShell({ market }: { market: Market }) {
  return (
    <>
      <ConsentManager policyHref={hrefTo(market.locale, { screen: 'content', rest: [LEGAL_CONTENT_IDS.cookies] })} />
      <AppShellEffects />
      <PageOutcomeNotice />
      <AcquisitionModalTrigger />
    </>
  );
}
