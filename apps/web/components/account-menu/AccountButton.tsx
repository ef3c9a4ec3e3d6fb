'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { isPageHydrated } from '../../lib/use-browser-snapshot';
import { whenIdle } from '../../lib/when-idle';
import { useMarket } from '../market-context';
import { originOfLocation, signInHref } from './account-paths';
import { type AccountState, loadAccountState, readAccountState, serverAccountState, subscribeAccountState } from './account-state';
import type { AccountMenuProps } from './AccountMenu';
import { PersonIcon } from './PersonIcon';

/** Where the account entry sits: the header's bar (desktop), or the burger menu's list (mobile). */
export type AccountButtonVariant = 'bar' | 'list';

/**
 * The session as the header knows it, read once the page has started: in the bar, when the browser
 * is idle after hydration; in the burger menu (mounted when it opens) at once, if not read yet.
 * Updates arrive in a transition (decision 0014).
 */
function useAccountState(variant: AccountButtonVariant): AccountState {
  const [state, setState] = useState<AccountState>(() => (isPageHydrated() ? readAccountState() : serverAccountState()));
  useEffect(() => {
    const update = () => startTransition(() => setState(readAccountState()));
    const unsubscribe = subscribeAccountState(update);
    update();
    const cancel = variant === 'bar' ? whenIdle(() => void loadAccountState()) : (void loadAccountState(), () => {});
    return () => {
      unsubscribe();
      cancel();
    };
  }, [variant]);
  return state;
}

/** The account menu's component, imported once the visitor is known to be signed in. */
function useAccountMenu(isSignedIn: boolean): ComponentType<AccountMenuProps> | null {
  const [Menu, setMenu] = useState<ComponentType<AccountMenuProps> | null>(null);
  useEffect(() => {
    if (!isSignedIn || Menu) return;
    let isCurrent = true;
    import('./AccountMenu')
      .then(({ AccountMenu }) => {
        if (isCurrent) startTransition(() => setMenu(() => AccountMenu));
      })
      // A chunk that did not load (a deploy, a network blip): the sign-in link stays.
      .catch(() => {});
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, Menu]);
  return Menu;
}

/**
 * The header's account button, with customer accounts on: for a signed-in visitor, a menu button
 * with the account's first name (Profile, My trips, Wishlist, Sign out); for the others, a link to
 * the sign-in page going back to the current page once signed in ("With no token links to
 * /account/signin with an origin param"). The server draws the link, the same for every visitor;
 * the menu's code loads once the session says there is one.
 */
export function AccountButton({ variant }: { variant: AccountButtonVariant }) {
  const state = useAccountState(variant);
  const Menu = useAccountMenu(state.kind === 'signedIn');
  if (state.kind === 'signedIn' && Menu) return <Menu variant={variant} firstName={state.firstName} />;
  return <SignInLink variant={variant} />;
}

/**
 * The link to the sign-in page. The current page (`origin`) is read when the link is about to be
 * followed (pointer over or down, focus), not when it is drawn: the server does not know it, and
 * the address changes with in-app navigations and the search page's hash.
 */
function SignInLink({ variant }: { variant: AccountButtonVariant }) {
  const t = useTranslations('account.menu');
  const { homeHref } = useMarket();
  const [origin, setOrigin] = useState<string>();
  const readOrigin = () => setOrigin(originOfLocation(window.location, homeHref));
  const className =
    variant === 'bar'
      ? 'inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-brand-800 no-underline hover:text-brand-600'
      : 'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 no-underline';
  return (
    <Link prefetch={false} href={signInHref(homeHref, origin)} onPointerEnter={readOrigin} onPointerDown={readOrigin} onFocus={readOrigin} className={className}>
      <PersonIcon />
      {t('signIn')}
    </Link>
  );
}
