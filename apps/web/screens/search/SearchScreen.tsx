import type { SearchLanding } from '@escapade/contracts/search-landing';
import { getTranslations } from 'next-intl/server';
import type { ShellFlow } from '../../lib/flow-param';

export async function searchTitle(flow: ShellFlow): Promise<string> {
  const t = await getTranslations('search');
  return flow === 'gifting' ? t('giftingTitle') : t('bookingTitle');
}

/**
 * The search results page's header (spec 000 §2 "Search results page": "title, subtitle …, an SEO
 * text block"). On a search landing the texts are the API's, written for the destination and
 * theme the path names. Results come with the search engine.
 */
export async function SearchScreen({ flow, landing }: { flow: ShellFlow; landing?: SearchLanding }) {
  return (
    <>
      <section className="border-b border-line bg-brand-50">
        <div className="container-page flex flex-col gap-2 py-10 md:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{landing ? landing.title : await searchTitle(flow)}</h1>
          {landing ? <p className="text-lg text-muted">{landing.subtitle}</p> : null}
        </div>
      </section>
      {landing ? (
        <section className="container-page py-10">
          <p className="max-w-3xl text-muted">{landing.seoText}</p>
        </section>
      ) : null}
    </>
  );
}
