'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { type FocusEvent, type KeyboardEvent, lazy, type MouseEvent, type PointerEvent, startTransition, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { InspirationsPanel as InspirationsPanelComponent } from './InspirationsPanel';
import { BAR_CLASS, ChevronIcon, HiddenMenuLinks, levelOneLinkClass, NodeLabel, TRIGGER_CLASS } from './menu-parts';
import type { MenuNode, ThemeSuggestion } from './menu-tree';

export interface DesktopNavProps {
  /** Level 1: groups ('Inspirations') open a panel, links ('Activités') are plain links. */
  items: MenuNode[];
  theme: ThemeSuggestion | null;
}

/** The pointer rests this long on a trigger before its panel opens (a pointer passing by opens nothing). */
const HOVER_OPEN_DELAY_MS = 200;
/** The pointer may be away this long, crossing the gap between trigger and panel, before the panel closes. */
const LEAVE_CLOSE_DELAY_MS = 150;

let panelModule: Promise<{ default: typeof InspirationsPanelComponent }> | undefined;
/** The panel (and Radix's tabs) is loaded when the visitor reaches for the menu, not with the page. */
function loadPanel() {
  panelModule ??= import('./InspirationsPanel').then(
    (module) => ({ default: module.InspirationsPanel }),
    (error: unknown) => {
      panelModule = undefined; // a later reach tries again
      throw error;
    },
  );
  return panelModule;
}
function preloadPanel() {
  loadPanel().catch(() => undefined);
}
const InspirationsPanel = lazy(loadPanel);

const whenMouse = (handler: () => void) => (event: PointerEvent) => {
  if (event.pointerType === 'mouse') handler();
};

/**
 * The desktop navigation: "Nav menu 'Inspirations' with up to four cascading levels; hover sets
 * selected tab; leaving closes".
 *
 * A disclosure navigation (WAI-ARIA disclosure pattern), not Radix's navigation menu: each group is
 * a button with `aria-expanded` and `aria-controls`, its panel right after it in the DOM, so the
 * Tab key goes from the trigger into the panel and on to the next item by itself. Radix's menu
 * needed a focusable `aria-hidden` focus proxy beside the open trigger for that (axe:
 * aria-hidden-focus, serious) and had to be mounted after hydration (decision 0014).
 *
 * Every link of the tree is in the server HTML, hidden in its closed panel (search engines follow
 * them without running scripts), as HTML that hydration leaves alone (`menuLinksHtml`). The interactive panel is loaded when the pointer comes over the
 * bar or a trigger takes the focus; a panel opens in a transition, so until its code is there the
 * menu stays as it was, focus and all.
 */
export function DesktopNav({ items, theme }: DesktopNavProps) {
  const t = useTranslations('navigation');
  const baseId = useId();
  const panelId = (item: MenuNode) => `${baseId}-panel-${item.id}`;
  const [openId, setOpenId] = useState('');
  const nav = useRef<HTMLElement>(null);
  /** The group open or opening (the state itself lags behind while the panel loads). */
  const openingId = useRef('');
  const openTimer = useRef(0);
  const closeTimer = useRef(0);
  /** The group whose hover opening waits out its delay. */
  const hoverOpeningId = useRef('');
  /** A trigger closed by a click or Escape does not reopen on hover until the pointer comes over it again. */
  const hoverBlockedId = useRef('');
  /** Set by ArrowDown on a trigger: the panel's selected tab takes the focus as it opens. */
  const focusPanelOnOpen = useRef(false);

  // Stable (refs and the state setter only): the document listeners of an open panel use them.
  const clearTimers = useCallback(() => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
    hoverOpeningId.current = '';
  }, []);
  const triggerOf = useCallback((id: string) => nav.current?.querySelector<HTMLElement>(`button[data-menu-id="${CSS.escape(id)}"]`) ?? null, []);
  const panelOf = useCallback(
    (id: string) => {
      const controls = triggerOf(id)?.getAttribute('aria-controls');
      return controls ? document.getElementById(controls) : null;
    },
    [triggerOf],
  );
  const open = (id: string) => {
    clearTimers();
    openingId.current = id;
    // Opened once its code is there (unless closed meanwhile); if it could not be loaded, the menu
    // stays closed and the next reach tries again.
    loadPanel().then(
      () => {
        if (openingId.current === id) startTransition(() => setOpenId(id));
      },
      () => {
        if (openingId.current === id) openingId.current = '';
      },
    );
  };
  /** `restoreFocus`: the panel goes away, the focus it had comes back to its trigger rather than to the page. */
  const close = useCallback(
    (restoreFocus = true) => {
      clearTimers();
      const id = openingId.current;
      openingId.current = '';
      focusPanelOnOpen.current = false;
      if (restoreFocus && id && panelOf(id)?.contains(document.activeElement)) triggerOf(id)?.focus();
      setOpenId('');
    },
    [clearTimers, panelOf, triggerOf],
  );

  const hoverTrigger = (id: string) => {
    window.clearTimeout(closeTimer.current);
    if (openingId.current === id || hoverBlockedId.current === id || hoverOpeningId.current === id) return;
    preloadPanel();
    // Another panel is open: the visitor is moving along the bar, this one takes its place at once.
    if (openingId.current) return open(id);
    window.clearTimeout(openTimer.current);
    hoverOpeningId.current = id;
    openTimer.current = window.setTimeout(() => open(id), HOVER_OPEN_DELAY_MS);
  };
  const leaveItem = () => {
    window.clearTimeout(openTimer.current);
    hoverOpeningId.current = '';
    if (!openingId.current) return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => close(), LEAVE_CLOSE_DELAY_MS);
  };

  const onTriggerKeyDown = (id: string) => (event: KeyboardEvent) => {
    // Escape while the panel is still loading (an open panel's Escape is the document's).
    if (event.key === 'Escape' && openingId.current === id && !openId) return close();
    if (event.key !== 'ArrowDown') return;
    // ArrowDown opens the panel if needed and enters it, on its selected tab.
    event.preventDefault();
    const selectedTab = panelOf(id)?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (openingId.current === id && selectedTab) return selectedTab.focus();
    focusPanelOnOpen.current = true;
    open(id);
  };

  /** Left and right arrows, Home and End move along the bar's items (an option of the pattern). */
  const onBarKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.matches('[data-menu-id]') || event.altKey || event.ctrlKey || event.metaKey) return;
    const bar = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(':scope > li > [data-menu-id]'));
    const index = bar.indexOf(target);
    const next = { ArrowRight: bar[index + 1], ArrowLeft: bar[index - 1], Home: bar[0], End: bar.at(-1) }[event.key];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  useEffect(() => {
    if (!openId) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The pointer that opened the panel may still rest on the trigger: it does not reopen it.
      hoverBlockedId.current = openId;
      close();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      // The focus goes where the pointer went down.
      if (event.target instanceof Node && !nav.current?.contains(event.target)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [openId, close]);
  useEffect(() => clearTimers, [clearTimers]);

  return (
    <nav
      ref={nav}
      aria-label={t('menuLabel')}
      className="relative"
      onPointerOver={whenMouse(preloadPanel)}
      onBlur={(event: FocusEvent) => {
        // The focus went to another part of the page (not when the window loses it, or an element
        // of the menu that had it goes away: no element gets it then).
        if (openingId.current && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <ul className={BAR_CLASS} onKeyDown={onBarKeyDown}>
        {items.map((item) => {
          const isOpen = openId === item.id;
          return (
            <li key={item.id} onPointerEnter={whenMouse(() => window.clearTimeout(closeTimer.current))} onPointerLeave={whenMouse(leaveItem)}>
              {item.children.length > 0 ? (
                <>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId(item)}
                    data-state={isOpen ? 'open' : 'closed'}
                    data-menu-id={item.id}
                    className={TRIGGER_CLASS}
                    onFocus={preloadPanel}
                    onPointerMove={whenMouse(() => hoverTrigger(item.id))}
                    onPointerEnter={whenMouse(() => {
                      if (hoverBlockedId.current === item.id) hoverBlockedId.current = '';
                    })}
                    onClick={() => {
                      if (openingId.current !== item.id) return open(item.id);
                      hoverBlockedId.current = item.id;
                      close();
                    }}
                    onKeyDown={onTriggerKeyDown(item.id)}
                  >
                    {item.label}
                    <ChevronIcon direction="down" />
                  </button>
                  <div
                    id={panelId(item)}
                    hidden={!isOpen}
                    className="absolute inset-x-0 top-full z-40 mt-px rounded-b-card border border-line bg-white shadow-card"
                    onClick={(event: MouseEvent) => {
                      // A link followed closes the menu; one opened in a new tab or window leaves it open.
                      const isNewTab = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
                      if (!isNewTab && event.target instanceof Element && event.target.closest('a[href]')) close();
                    }}
                  >
                    {/* A boundary already shown: the opening transition keeps the closed menu until the panel can render, rather than a fallback. */}
                    <Suspense fallback={<HiddenMenuLinks nodes={item.children} />}>
                      {isOpen ? <InspirationsPanel item={item} theme={theme} focusOnMount={focusPanelOnOpen} /> : <HiddenMenuLinks nodes={item.children} />}
                    </Suspense>
                  </div>
                </>
              ) : item.href ? (
                <Link prefetch={false} href={item.href} data-menu-id={item.id} className={levelOneLinkClass(item)}>
                  <NodeLabel node={item} />
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
