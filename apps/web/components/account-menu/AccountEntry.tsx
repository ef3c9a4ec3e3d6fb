import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { hrefTo } from '../../i18n/navigation';
import type { AccountButtonVariant } from './AccountButton';
import { AccountButtonOnIdle } from './account-button-on-idle';
import { BOOKING_LOOKUP_PAGE } from './account-paths';
import { PersonIcon } from './PersonIcon';

/**
 * The header's account entry: "With the customer-account toggle on, signed-in users get the
 * account menu, others go to sign-in; with it off, the account button goes to the booking lookup."
 */
export async function AccountEntry({ market, variant }: { market: Market; variant: AccountButtonVariant }) {
  if (market.features.customerAccount) return <AccountButtonOnIdle variant={variant} />;
  const t = await getTranslations('account.menu');
  return (
    <Link
      prefetch={false}
      href={hrefTo(market.locale, { screen: 'account', rest: [BOOKING_LOOKUP_PAGE] })}
      className={
        variant === 'bar'
          ? 'inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-brand-800 no-underline hover:text-brand-600'
          : 'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 no-underline'
      }
    >
      <PersonIcon />
      {t('findBooking')}
    </Link>
  );
}
