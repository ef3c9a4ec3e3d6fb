'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { type FocusEvent, lazy, type PointerEvent, startTransition, Suspense, useRef, useState } from 'react';
import { BAR_CLASS, ChevronIcon, levelOneLinkClass, MenuTreeLists, NodeLabel, TRIGGER_CLASS } from './menu-parts';
import type { MenuNode, ThemeSuggestion } from './menu-tree';
import type { ReachedBeforeMount } from './RadixNav';

export interface DesktopNavProps {
  /** Level 1: groups ('Inspirations') open a panel, links ('Activités') are plain links. */
  items: MenuNode[];
  theme: ThemeSuggestion | null;
}

// Loaded when the visitor reaches for the menu: Radix's navigation menu and tabs stay out of the
// scripts every page runs as it starts.
const RadixNav = lazy(() => import('./RadixNav').then((module) => ({ default: module.RadixNav })));

/**
 * The desktop navigation: "Nav menu 'Inspirations' with up to four cascading levels; hover sets
 * selected tab; leaving closes".
 *
 * Until the visitor reaches for it, it is plain HTML: the triggers and, hidden, every link of the
 * tree (search engines follow them without running scripts). Radix's navigation menu records its
 * elements with state setters in refs, synchronous updates that must not run inside the page's
 * hydration commit (decision 0014), and most page views never open the menu; so Radix is loaded
 * and mounted when the pointer comes over the bar, or when a trigger is clicked or reached with the
 * keyboard — then the menu opens, or the trigger takes the focus, as it would have. The swap is a
 * transition: the plain menu stays, focus and all, until the interactive one is ready.
 */
export function DesktopNav({ items, theme }: DesktopNavProps) {
  const t = useTranslations('navigation');
  const [isReached, setIsReached] = useState(false);
  const [openId, setOpenId] = useState('');
  const reached = useRef<ReachedBeforeMount>({ focusedId: null, hoveredId: null });
  const focusPanelOnOpen = useRef(false);
  const isPointerDown = useRef(false);
  const reach = (openingId?: string) =>
    startTransition(() => {
      setIsReached(true);
      if (openingId) setOpenId(openingId);
    });
  return (
    <Suspense fallback={null}>
      {isReached ? (
        <RadixNav items={items} theme={theme} label={t('menuLabel')} openId={openId} setOpenId={setOpenId} reached={reached} focusPanelOnOpen={focusPanelOnOpen} />
      ) : (
        <nav
          aria-label={t('menuLabel')}
          onPointerOver={(event: PointerEvent) => {
            if (event.pointerType !== 'mouse') return;
            const target = event.target instanceof Element ? event.target.closest('[data-menu-id]') : null;
            reached.current.hoveredId = target?.getAttribute('data-menu-id') ?? null;
            reach();
          }}
          onFocus={(event: FocusEvent) => {
            reached.current.focusedId = event.target.closest('[data-menu-id]')?.getAttribute('data-menu-id') ?? null;
          }}
          onBlur={(event: FocusEvent) => {
            // Focus gone to another element of the page; not when an element of the menu goes
            // away while it has the focus (the swap itself: no element gets it then).
            if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) reached.current.focusedId = null;
          }}
        >
          <ul className={BAR_CLASS}>
            {items.map((item) => (
              <li key={item.id}>
                {item.children.length > 0 ? (
                  <>
                    <button
                      type="button"
                      aria-expanded="false"
                      data-state="closed"
                      data-menu-id={item.id}
                      className={TRIGGER_CLASS}
                      onPointerDown={() => {
                        isPointerDown.current = true;
                      }}
                      onFocus={() => {
                        // A click focuses before it clicks: the click says what to do.
                        if (!isPointerDown.current) reach();
                      }}
                      onClick={() => reach(item.id)}
                      onKeyDown={(event) => {
                        // The interactive menu's ArrowDown, while it is being loaded: open and enter.
                        if (event.key !== 'ArrowDown') return;
                        event.preventDefault();
                        focusPanelOnOpen.current = true;
                        reach(item.id);
                      }}
                    >
                      {item.label}
                      <ChevronIcon direction="down" />
                    </button>
                    <div hidden>
                      <MenuTreeLists nodes={item.children} />
                    </div>
                  </>
                ) : item.href ? (
                  <Link prefetch={false} href={item.href} data-menu-id={item.id} className={levelOneLinkClass(item)}>
                    <NodeLabel node={item} />
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Suspense>
  );
}
