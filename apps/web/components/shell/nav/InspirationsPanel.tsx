'use client';

import { shouldUseMenuColumns } from '@escapade/domain/site-shell';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Tabs } from 'radix-ui';
import { type PointerEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { ChevronIcon, menuLinkClass, NodeLabel, ThemeOfTheWeekCard } from './menu-parts';
import { findThemesTabId, type MenuNode, menuListClass, type ThemeSuggestion } from './menu-tree';

export interface InspirationsPanelProps {
  /** The level-1 group: its children are the panel's tabs. */
  item: MenuNode;
  theme: ThemeSuggestion | null;
  /** True when the panel opens from the keyboard's ArrowDown: the selected tab takes the focus. */
  focusOnMount: RefObject<boolean>;
}

function onMouse(handler: () => void) {
  return (event: PointerEvent) => {
    if (event.pointerType === 'mouse') handler();
  };
}

/**
 * A level-1 group's panel: its level-2 children as tabs, where "hover sets selected tab" (and the
 * focus, for the keyboard); the selected tab's level-3 links; a level-3 link with children shows
 * its level-4 links beside it while hovered or focused. The 'Our themes' tab suggests this week's
 * theme.
 */
export function InspirationsPanel({ item, theme, focusOnMount }: InspirationsPanelProps) {
  const t = useTranslations('navigation');
  const tabs = item.children;
  const [selectedId, setSelectedId] = useState(tabs[0]?.id ?? '');
  const themesTabId = theme ? findThemesTabId(tabs, theme.href) : null;
  const rootRef = useRef<HTMLDivElement>(null);
  // As the panel mounts: a key pressed before a passive effect would still reach the trigger.
  useLayoutEffect(() => {
    if (!focusOnMount.current) return;
    focusOnMount.current = false;
    rootRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [focusOnMount]);
  return (
    <Tabs.Root ref={rootRef} value={selectedId} onValueChange={setSelectedId} orientation="vertical" className="flex min-h-80">
      <Tabs.List aria-label={item.label} className="flex w-52 shrink-0 flex-col gap-1 border-r border-line p-3">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            onPointerEnter={onMouse(() => setSelectedId(tab.id))}
            className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 text-left text-sm font-semibold text-brand-800 hover:bg-brand-50 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-900"
          >
            {tab.label}
            <ChevronIcon direction="right" />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} className="relative flex min-w-0 flex-1 gap-8 p-6" style={{ minHeight: levelFourMinHeight(tab.children) }}>
          <div className="min-w-0 flex-1">
            {tab.href ? (
              <Link prefetch={false} href={tab.href} className="mb-3 inline-block text-sm font-semibold text-brand-800 underline underline-offset-4">
                {t('seeAll', { label: tab.label })}
              </Link>
            ) : null}
            <CascadingLinks nodes={tab.children} />
          </div>
          {theme && tab.id === themesTabId ? <ThemeOfTheWeekCard theme={theme} eyebrow={t('themeOfTheWeek')} cta={t('iWantToGo')} /> : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const ITEM_LINK_CLASS = 'flex min-h-9 items-center rounded-md px-2 text-sm no-underline hover:bg-brand-50';
/** A row of links (`min-h-9`) and the panel's padding above and below the level-4 column, in rem. */
const ROW_REM = 2.25;
const PADDING_REM = 3;

/**
 * The tab's height that holds its tallest level-4 column, drawn beside the level-3 list rather than
 * in the flow (in columns of two from 15 links).
 */
function levelFourMinHeight(nodes: readonly MenuNode[]): string | undefined {
  const rows = Math.max(0, ...nodes.map((node) => (shouldUseMenuColumns(node.children.length) ? Math.ceil(node.children.length / 2) : node.children.length)));
  return rows === 0 ? undefined : `${rows * ROW_REM + PADDING_REM}rem`;
}

/** Level 3, and the level-4 links of the one hovered or focused, in a column beside it. */
function CascadingLinks({ nodes }: { nodes: readonly MenuNode[] }) {
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const isWide = shouldUseMenuColumns(nodes.length);
  return (
    // The level-4 column is laid out beside this list but stays inside its level-3 item, so that
    // the Tab key reaches a country's regions right after the country.
    <ul className={`${isWide ? 'w-[56%]' : 'w-[38%]'} ${menuListClass(nodes.length)}`}>
      {nodes.map((node) => {
        const expand = () => setExpandedId(node.id);
        const isExpanded = expandedId === node.id && node.children.length > 0;
        return (
          <li key={node.id} className="break-inside-avoid" onPointerEnter={onMouse(expand)}>
            {node.href ? (
              <Link prefetch={false} href={node.href} onFocus={expand} className={`${ITEM_LINK_CLASS} ${menuLinkClass(node)} ${isExpanded ? 'bg-brand-50' : ''}`}>
                <NodeLabel node={node} />
                {node.children.length > 0 ? <ChevronIcon direction="right" /> : null}
              </Link>
            ) : (
              <button type="button" aria-expanded={isExpanded} onFocus={expand} onClick={expand} className={`${ITEM_LINK_CLASS} w-full justify-between font-semibold text-brand-800`}>
                {node.label}
                <ChevronIcon direction="right" />
              </button>
            )}
            {isExpanded ? (
              <ul
                aria-label={node.label}
                className={`absolute right-6 top-6 border-l border-line pl-6 ${isWide ? 'left-[60%]' : 'left-[42%]'} ${menuListClass(node.children.length)}`}
              >
                {node.children.map((child) =>
                  child.href ? (
                    <li key={child.id} className="break-inside-avoid">
                      <Link prefetch={false} href={child.href} className={`${ITEM_LINK_CLASS} ${menuLinkClass(child)}`}>
                        <NodeLabel node={child} />
                      </Link>
                    </li>
                  ) : null,
                )}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
