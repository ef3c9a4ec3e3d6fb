import { market as marketParam } from 'next/root-params';
import { NotFoundScreen } from '../../components/errors/NotFoundScreen';
import { resolveMarketParam } from '../../i18n/market-param';

/** The boundary of every notFound() thrown under a market (dispatcher misses, screens without data). */
export default async function NotFound() {
  return <NotFoundScreen market={resolveMarketParam(await marketParam())} />;
}
