import type { ShellContentResponse } from '@escapade/contracts/content';
import { MARKETS } from '@escapade/domain/markets';
import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AccountEntry } from '../account-menu/AccountEntry';
import { Header } from './Header';
import type { DesktopNavProps } from './nav/DesktopNav';
// The menus, hydrated on demand (the desktop bar on intent, the phone's drill-down as the burger opens).
import { DesktopNavOnIntent as DesktopNav, MobileNavOnOpen as MobileNav } from './nav/navs-on-demand';
import { seedLikeNav, THEME_OF_THE_WEEK } from './nav/test-nav';

vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

/** Every element of a server component's returned tree (not rendered: the header's children are async). */
function elementsOf(node: ReactNode): { type: unknown; props: Record<string, unknown> }[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!isValidElement<Record<string, unknown>>(node)) return [];
  const props = node.props;
  const nested = Object.values(props).flatMap((value) => (Array.isArray(value) || isValidElement(value) ? elementsOf(value as ReactNode) : []));
  return [{ type: node.type, props }, ...nested];
}

const market = MARKETS.fr_FR;

describe('Header', () => {
  it('has the menu, desktop and mobile, from the shell content', async () => {
    const shell = { nav: seedLikeNav(), themeOfTheWeek: THEME_OF_THE_WEEK } as ShellContentResponse;
    const elements = elementsOf(await Header({ market, shell }));
    const desktop = elements.filter((element) => element.type === DesktopNav);
    expect(desktop).toHaveLength(1);
    const props = desktop[0]!.props as unknown as DesktopNavProps;
    expect(props.items.map((item) => item.label)).toEqual(['Inspirations', 'Activités']);
    expect(props.theme?.label).toBe('Gastronomie');
    expect(elements.filter((element) => element.type === MobileNav)).toHaveLength(1);
  });

  it('works without the menu when the shell content call failed (shell null)', async () => {
    const elements = elementsOf(await Header({ market, shell: null }));
    expect(elements.some((element) => element.type === DesktopNav || element.type === MobileNav)).toBe(false);
    // The rest of the header is still there: the burger menu and the help link.
    expect(elements.some((element) => element.props.openLabel === 'openMenu')).toBe(true);
    expect(elements.some((element) => element.props.children === 'help' || (Array.isArray(element.props.children) && element.props.children.includes('help')))).toBe(true);
  });

  it('has the account entry in the bar (desktop) and in the burger menu (mobile), and no wishlist heart with customer accounts on', async () => {
    const elements = elementsOf(await Header({ market, shell: null }));
    const entries = elements.filter((element) => element.type === AccountEntry);
    expect(entries.map((element) => [element.props.market, element.props.variant])).toEqual([
      [market, 'bar'],
      [market, 'list'],
    ]);
    expect(market.features.customerAccount).toBe(true);
    expect(elements.some((element) => element.props['aria-label'] === 'wishlist')).toBe(false);
  });
});
