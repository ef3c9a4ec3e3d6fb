'use client';

import Link from 'next/link';
import { NavigationMenu } from 'radix-ui';
import { type Dispatch, type RefObject, type SetStateAction, useEffect, useLayoutEffect, useRef } from 'react';
import { InspirationsPanel } from './InspirationsPanel';
import { BAR_CLASS, ChevronIcon, levelOneLinkClass, NodeLabel, TRIGGER_CLASS } from './menu-parts';
import type { MenuNode, ThemeSuggestion } from './menu-tree';

/** Radix's own delay before a hovered trigger opens its menu. */
const HOVER_OPEN_DELAY_MS = 200;

export interface RadixNavProps {
  items: MenuNode[];
  theme: ThemeSuggestion | null;
  label: string;
  /** The open level-1 group ('' when closed), kept by the plain menu that a click may open first. */
  openId: string;
  setOpenId: Dispatch<SetStateAction<string>>;
  /** What happened on the plain menu before this one replaced it, by `data-menu-id`. */
  reached: RefObject<ReachedBeforeMount>;
  /** Set by ArrowDown on a closed trigger (here or on the plain menu): the panel takes the focus as it opens. */
  focusPanelOnOpen: RefObject<boolean>;
}

export interface ReachedBeforeMount {
  /** The element that had the focus (it comes back to its counterpart here). */
  focusedId: string | null;
  /** The trigger the pointer came over (it opens after the hover delay unless the pointer leaves). */
  hoveredId: string | null;
}

/**
 * The interactive desktop menu on Radix's navigation menu: hover or click opens a level-1 group,
 * "leaving closes", Escape closes and gives the focus back to the trigger, links close it.
 */
export function RadixNav({ items, theme, label, openId, setOpenId, reached, focusPanelOnOpen }: RadixNavProps) {
  const root = useRef<HTMLElement>(null);
  const hoverOpenTimer = useRef(0);
  // A layout effect: between the swap and a passive effect, a key pressed would reach no element.
  useLayoutEffect(() => {
    const id = reached.current.focusedId;
    if (id && (document.activeElement === null || document.activeElement === document.body)) {
      root.current?.querySelector<HTMLElement>(`[data-menu-id="${CSS.escape(id)}"]`)?.focus();
    }
  }, [reached]);
  useEffect(() => {
    // Radix opens a trigger when the pointer moves over it; the pointer that brought Radix in may
    // already be resting there.
    const id = reached.current.hoveredId;
    if (!id) return;
    hoverOpenTimer.current = window.setTimeout(() => setOpenId((current) => current || id), HOVER_OPEN_DELAY_MS);
    return () => window.clearTimeout(hoverOpenTimer.current);
  }, [reached, setOpenId]);
  return (
    <NavigationMenu.Root ref={root} value={openId} onValueChange={setOpenId} delayDuration={HOVER_OPEN_DELAY_MS} aria-label={label}>
      <NavigationMenu.List className={BAR_CLASS}>
        {items.map((item) =>
          item.children.length > 0 ? (
            <NavigationMenu.Item key={item.id} value={item.id}>
              <NavigationMenu.Trigger
                data-menu-id={item.id}
                className={TRIGGER_CLASS}
                onPointerLeave={() => window.clearTimeout(hoverOpenTimer.current)}
                onKeyDown={(event) => {
                  // ArrowDown opens a closed menu too, and enters it (Radix only enters an open one).
                  if (event.key === 'ArrowDown' && openId !== item.id) {
                    event.preventDefault();
                    focusPanelOnOpen.current = true;
                    setOpenId(item.id);
                  }
                }}
              >
                {item.label}
                <ChevronIcon direction="down" />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute inset-x-0 top-full z-40 mt-px rounded-b-card border border-line bg-white shadow-card">
                <InspirationsPanel item={item} theme={theme} focusOnMount={focusPanelOnOpen} />
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : item.href ? (
            <NavigationMenu.Item key={item.id}>
              <NavigationMenu.Link asChild>
                <Link prefetch={false} href={item.href} data-menu-id={item.id} className={levelOneLinkClass(item)}>
                  <NodeLabel node={item} />
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ) : null,
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
