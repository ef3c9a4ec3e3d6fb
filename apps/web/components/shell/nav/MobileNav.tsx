'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { ChevronIcon, menuLinkClass, NodeLabel, ThemeOfTheWeekCard } from './menu-parts';
import { drillBack, drillInto, findThemesTabId, type MenuNode, nodesAlong, type ThemeSuggestion } from './menu-tree';

export interface MobileNavProps {
  items: MenuNode[];
  theme: ThemeSuggestion | null;
  /** The group shown first, as a path of ids from level 1 (the top list by default). */
  initialPath?: readonly string[];
}

/** Where the focus goes once the list has changed: the new list's title, or the group left. */
type FocusTarget = { kind: 'title' } | { kind: 'group'; id: string };

const ROW_CLASS = 'flex min-h-12 w-full items-center justify-between gap-3 border-b border-line text-left text-base no-underline';

/**
 * The burger menu's navigation: the same tree as a drill-down. The top list; tapping a group shows
 * its children under the group's title with a Back button, down to level 4.
 */
export function MobileNav({ items, theme, initialPath = [] }: MobileNavProps) {
  const t = useTranslations('navigation');
  const [path, setPath] = useState<readonly string[]>(initialPath);
  const along = nodesAlong(items, path);
  const group = along.at(-1) ?? null;
  const nodes = group ? group.children : items;
  const root = useRef<HTMLElement>(null);
  const focusAfterChange = useRef<FocusTarget | null>(null);

  useEffect(() => {
    const target = focusAfterChange.current;
    if (!target || !root.current) return;
    focusAfterChange.current = null;
    const selector = target.kind === 'title' ? '[data-drill-title]' : `[data-drill-id="${CSS.escape(target.id)}"]`;
    root.current.querySelector<HTMLElement>(selector)?.focus();
  }, [path]);

  function open(id: string) {
    focusAfterChange.current = { kind: 'title' };
    setPath(drillInto(along.map((node) => node.id), id));
  }
  function back() {
    if (group) focusAfterChange.current = { kind: 'group', id: group.id };
    setPath(drillBack(along.map((node) => node.id)));
  }

  // The 'Our themes' group, among the children of the level-1 group it belongs to.
  const themesGroupId = theme && along[0] ? findThemesTabId(along[0].children, theme.href) : null;

  return (
    <nav ref={root} aria-label={t('menuLabel')} className="flex flex-col">
      {group ? (
        <div className="mb-2 flex flex-col gap-2">
          <button type="button" onClick={back} className="inline-flex min-h-11 items-center gap-1 self-start rounded-full pr-3 text-sm font-semibold text-brand-800 hover:bg-brand-50">
            <ChevronIcon direction="left" />
            {t('back')}
          </button>
          <h3 data-drill-title tabIndex={-1} className="text-lg font-bold text-brand-900">
            {group.label}
          </h3>
          {group.href ? (
            <Link prefetch={false} href={group.href} className="text-sm font-semibold text-brand-800 underline underline-offset-4">
              {t('seeAll', { label: group.label })}
            </Link>
          ) : null}
        </div>
      ) : null}
      <ul>
        {nodes.map((node) => (
          <li key={node.id}>
            {node.children.length > 0 ? (
              <button type="button" data-drill-id={node.id} onClick={() => open(node.id)} className={`${ROW_CLASS} font-semibold text-brand-900`}>
                <NodeLabel node={node} />
                <ChevronIcon direction="right" />
              </button>
            ) : node.href ? (
              <Link prefetch={false} href={node.href} data-drill-id={node.id} className={`${ROW_CLASS} ${menuLinkClass(node)}`}>
                <NodeLabel node={node} />
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      {theme && group && group.id === themesGroupId ? (
        <div className="mt-4">
          <ThemeOfTheWeekCard theme={theme} eyebrow={t('themeOfTheWeek')} cta={t('iWantToGo')} />
        </div>
      ) : null}
    </nav>
  );
}
