import { getTranslations } from 'next-intl/server';
import type { ShellFlow } from '../../lib/flow-param';
import type { SearchLanding } from '../../lib/search-landing';

/** "theme · destination", the place a search landing names. */
export function describeLanding(landing: SearchLanding): string {
  return [landing.theme?.label, landing.destination?.label].filter(Boolean).join(' · ');
}

export async function searchTitle(flow: ShellFlow, landing?: SearchLanding): Promise<string> {
  const t = await getTranslations('search');
  if (landing) {
    const place = describeLanding(landing);
    return flow === 'gifting' ? t('giftingLandingTitle', { place }) : t('bookingLandingTitle', { place });
  }
  return flow === 'gifting' ? t('giftingTitle') : t('bookingTitle');
}

/**
 * The search results page's header for the flow and, on a search landing, the destination and
 * theme the path names (spec 000 §2 "Search results page"). Results come with the search engine.
 */
export async function SearchScreen({ flow, landing }: { flow: ShellFlow; landing?: SearchLanding }) {
  return (
    <section className="border-b border-line bg-brand-50">
      <div className="container-page py-10 md:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{await searchTitle(flow, landing)}</h1>
      </div>
    </section>
  );
}
