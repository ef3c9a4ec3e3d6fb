import type { Market } from '@escapade/domain/markets';
import { hrefTo } from '../../i18n/navigation';
import { LEGAL_CONTENT_IDS } from '../../lib/legal-content';
import { AcquisitionModalTrigger } from '../newsletter/AcquisitionModalTrigger';
import { AppShellEffectsOnIdle, ConsentManagerOnIdle, PageOutcomeNoticeOnIdle } from './app-shell-islands';

/**
 * What every market page mounts after its footer: the cookie consent dialog, the first-load
 * effects (referral, analytics id), the newsletter links' outcome notice (these three hydrated when
 * the page is idle) and the newsletter acquisition modal's timer.
 */
export function AppShell({ market }: { market: Market }) {
  return (
    <>
      <ConsentManagerOnIdle policyHref={hrefTo(market.locale, { screen: 'content', rest: [LEGAL_CONTENT_IDS.cookies] })} />
      <AppShellEffectsOnIdle />
      <PageOutcomeNoticeOnIdle />
      <AcquisitionModalTrigger />
    </>
  );
}
