'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { browserAccountsApi } from '../../lib/api/accounts';
import { useMarket } from '../market-context';
import { ACCOUNT_MENU_PAGES, accountPath } from './account-paths';
import type { AccountButtonVariant } from './AccountButton';
import { PersonIcon } from './PersonIcon';

export interface AccountMenuProps {
  variant: AccountButtonVariant;
  firstName: string;
}

/** The menu's links ("Account menu: /account/settings/profile, /account/trips, /account/wishlist, sign out"), by their `account.menu` key. */
const MENU_LINKS = [
  { key: 'profile', page: ACCOUNT_MENU_PAGES.profile },
  { key: 'trips', page: ACCOUNT_MENU_PAGES.trips },
  { key: 'wishlist', page: ACCOUNT_MENU_PAGES.wishlist },
] as const;

type SignOutState = 'idle' | 'signingOut' | 'failed';

/** Sign out: the session ends on the API (its answer clears the cookie), then the page loads again, signed out. */
function useSignOut(): [SignOutState, () => Promise<void>] {
  const [state, setState] = useState<SignOutState>('idle');
  async function signOut() {
    setState('signingOut');
    try {
      await browserAccountsApi.signOut();
    } catch {
      setState('failed');
      return;
    }
    window.location.reload();
  }
  return [state, signOut];
}

/**
 * The signed-in visitor's account menu, imported once the session is known. In the header's bar, a
 * button with the account's first name opening a menu (Radix: Enter, Space or ArrowDown opens it
 * on its first item, the arrows move, Escape closes it and gives the focus back to the button); in
 * the burger menu, the same entries as a list.
 */
export function AccountMenu({ variant, firstName }: AccountMenuProps) {
  return variant === 'bar' ? <AccountDropdown firstName={firstName} /> : <AccountList firstName={firstName} />;
}

const ITEM_CLASS = 'flex min-h-10 w-full cursor-pointer items-center rounded-lg px-3 text-sm text-ink no-underline outline-none select-none data-[highlighted]:bg-brand-50 data-[disabled]:cursor-default data-[disabled]:text-muted';

function AccountDropdown({ firstName }: { firstName: string }) {
  const t = useTranslations('account.menu');
  const { homeHref } = useMarket();
  const [signOutState, signOut] = useSignOut();
  return (
    <div className="relative">
      {/* Not modal: the page stays readable around the menu (no aria-hidden over focusable content). */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            aria-label={t('label', { name: firstName })}
            className="inline-flex min-h-10 items-center gap-2 rounded-full px-2 text-sm font-semibold text-brand-800 hover:text-brand-600 data-[state=open]:bg-brand-50"
          >
            <PersonIcon />
            <span className="max-w-32 truncate">{firstName}</span>
            <ChevronIcon />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={8} className="z-40 min-w-56 rounded-card bg-white p-2 shadow-card ring-1 ring-line">
            {MENU_LINKS.map(({ key, page }) => (
              <DropdownMenu.Item key={key} asChild className={ITEM_CLASS}>
                <Link prefetch={false} href={accountPath(homeHref, page)}>
                  {t(key)}
                </Link>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <DropdownMenu.Item className={ITEM_CLASS} disabled={signOutState === 'signingOut'} onSelect={() => void signOut()}>
              {t('signOut')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {/* Always in the page, so that a failure put in it is read out; the menu has closed by then. */}
      <div role="status" className="absolute top-full right-0 z-40 mt-2 w-64">
        {signOutState === 'failed' ? <p className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700 shadow-card">{t('signOutFailed')}</p> : null}
      </div>
    </div>
  );
}

function AccountList({ firstName }: { firstName: string }) {
  const t = useTranslations('account.menu');
  const { homeHref } = useMarket();
  const [signOutState, signOut] = useSignOut();
  const headingId = 'account-menu-list-title';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="inline-flex items-center gap-2 font-semibold text-brand-900">
        <PersonIcon />
        {t('greeting', { name: firstName })}
      </h2>
      <ul className="flex flex-col">
        {MENU_LINKS.map(({ key, page }) => (
          <li key={key}>
            <Link prefetch={false} href={accountPath(homeHref, page)} className="inline-flex min-h-11 items-center text-brand-800 no-underline">
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className="button-secondary self-start" disabled={signOutState === 'signingOut'} onClick={() => void signOut()}>
        {signOutState === 'signingOut' ? t('signingOut') : t('signOut')}
      </button>
      <div role="status">{signOutState === 'failed' ? <p className="text-sm font-semibold text-red-700">{t('signOutFailed')}</p> : null}</div>
    </section>
  );
}

function ChevronIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4 shrink-0" aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
