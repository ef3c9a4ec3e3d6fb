'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { afterSignInPath, ORIGIN_PARAM, safeOrigin, signInHref } from '../../components/account-menu/account-paths';
import { useMarket } from '../../components/market-context';
import { FORM_CLASS } from './account-form-parts';
import { hasLinkError } from './account-forms-model';

/**
 * Where the verification e-mail's link lands: signed in, with the address confirmed, and a way on
 * to the page the sign-up started from (`origin`); or, when the link was refused (`?error=`:
 * expired, used), the way to a new one — signing in with an unverified address sends it.
 */
export function VerifyLanding() {
  const t = useTranslations('account.verify');
  const { homeHref } = useMarket();
  const searchParams = useSearchParams();
  const origin = safeOrigin(searchParams.get(ORIGIN_PARAM), homeHref);
  const isRefused = hasLinkError(searchParams);
  return (
    <div className={FORM_CLASS}>
      <p role="status" className={`rounded-xl p-3 font-semibold ${isRefused ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-900'}`}>
        {isRefused ? t('linkExpired') : t('confirmed')}
      </p>
      <Link prefetch={false} href={isRefused ? signInHref(homeHref, origin) : afterSignInPath(origin, homeHref)} className="button-primary self-start">
        {isRefused ? t('signIn') : t('continue')}
      </Link>
    </div>
  );
}
