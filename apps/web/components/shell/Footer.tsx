import type { ShellContentResponse } from '@escapade/contracts/content';
import type { Market } from '@escapade/domain/markets';
import { CountrySwitcher } from './CountrySwitcher';
import { FooterView } from './FooterView';

/**
 * The site footer of every market page (FooterView draws it). Without the shell content (its call
 * failed) the fixed parts still show: the help links, the legal links, the cookie preferences
 * link and the country switcher.
 */
export function Footer({ market, shell }: { market: Market; shell: ShellContentResponse | null }) {
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: market.timeZone }).format(new Date());
  return <FooterView market={market} footer={shell?.footer ?? null} year={year} countrySwitcher={<CountrySwitcher locale={market.locale} />} />;
}
