'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { NavigationMenu } from 'radix-ui';
import { type PointerEvent, startTransition, useEffect, useRef, useState } from 'react';
import { ChevronIcon, MenuTreeLists, menuLinkClass, NodeLabel } from './menu-parts';
import type { MenuNode, ThemeSuggestion } from './menu-tree';
import { InspirationsPanel } from './InspirationsPanel';

export interface DesktopNavProps {
  /** Level 1: groups ('Inspirations') open a panel, links ('Activités') are plain links. */
  items: MenuNode[];
  theme: ThemeSuggestion | null;
}

/** How the menu was first reached: the item to open at once, the trigger to give the focus to. */
interface Activation {
  openId: string | null;
  focusId: string | null;
}

const BAR_CLASS = 'flex min-h-11 items-center gap-1';
const TRIGGER_CLASS =
  'inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 data-[state=open]:bg-brand-50 [&[data-state=open]>svg]:rotate-180';

function linkClass(node: MenuNode): string {
  return `inline-flex min-h-11 items-center rounded-full px-3 text-sm no-underline hover:bg-brand-50 ${menuLinkClass(node)}`;
}

/**
 * The desktop navigation: "Nav menu 'Inspirations' with up to four cascading levels; hover sets
 * selected tab; leaving closes".
 *
 * Until the visitor reaches for it, it is plain HTML: the triggers and, hidden, every link of the
 * tree (search engines follow them without running scripts). Radix's navigation menu records its
 * elements with state setters in refs, synchronous updates that must not run inside the page's
 * hydration commit (decision 0014), and most page views never open the menu; so Radix mounts when
 * the pointer comes over the bar, or when a trigger is clicked or reached with the keyboard — then
 * the menu opens, or the trigger takes the focus, as it would have.
 */
export function DesktopNav({ items, theme }: DesktopNavProps) {
  const t = useTranslations('navigation');
  const [activation, setActivation] = useState<Activation | null>(null);
  const isPointerDown = useRef(false);
  if (activation) return <RadixNav items={items} theme={theme} label={t('menuLabel')} activation={activation} />;
  return (
    <nav
      aria-label={t('menuLabel')}
      onPointerEnter={(event: PointerEvent) => {
        if (event.pointerType === 'mouse') startTransition(() => setActivation((active) => active ?? { openId: null, focusId: null }));
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
                  className={TRIGGER_CLASS}
                  onPointerDown={() => {
                    isPointerDown.current = true;
                  }}
                  onFocus={() => {
                    // A click focuses before it clicks: replacing the button then would swallow the click.
                    if (!isPointerDown.current) setActivation({ openId: null, focusId: item.id });
                  }}
                  onClick={() => setActivation({ openId: item.id, focusId: item.id })}
                >
                  {item.label}
                  <ChevronIcon direction="down" />
                </button>
                <div hidden>
                  <MenuTreeLists nodes={item.children} />
                </div>
              </>
            ) : item.href ? (
              <Link prefetch={false} href={item.href} className={linkClass(item)}>
                <NodeLabel node={item} />
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RadixNav({ items, theme, label, activation }: DesktopNavProps & { label: string; activation: Activation }) {
  const [openId, setOpenId] = useState(activation.openId ?? '');
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  // Set by ArrowDown on a closed trigger: the panel takes the focus as it opens.
  const focusPanelOnOpen = useRef(false);
  useEffect(() => {
    // The focus left with the plain button it replaces: it comes back to the same trigger.
    if (activation.focusId) triggers.current.get(activation.focusId)?.focus();
  }, [activation]);
  return (
    <NavigationMenu.Root value={openId} onValueChange={setOpenId} aria-label={label}>
      <NavigationMenu.List className={BAR_CLASS}>
        {items.map((item) =>
          item.children.length > 0 ? (
            <NavigationMenu.Item key={item.id} value={item.id}>
              <NavigationMenu.Trigger
                ref={(node) => {
                  if (node) triggers.current.set(item.id, node);
                  else triggers.current.delete(item.id);
                }}
                className={TRIGGER_CLASS}
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
                <Link prefetch={false} href={item.href} className={linkClass(item)}>
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
