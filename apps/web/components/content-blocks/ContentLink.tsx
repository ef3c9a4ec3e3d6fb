import type { ContentLink as ContentLinkData } from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { contentHref } from '../../i18n/navigation';

/** Attributes of a content link that opens a new tab (never handing the opener to it). */
export function newTabAttributes(newTab: boolean): { target?: '_blank'; rel?: string } {
  return newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/**
 * A link written in content ("cta (label, link url, newTab)"): its site path rebuilt for the URL
 * mode (`contentHref`), a new tab announced to screen readers.
 */
export function ContentLink({ locale, link, className, children }: { locale: Locale; link: ContentLinkData; className?: string; children?: ReactNode }) {
  const t = useTranslations('homepage');
  return (
    <a href={contentHref(locale, link.url)} className={className} {...newTabAttributes(link.newTab)}>
      {children ?? link.label}
      {link.newTab ? <span className="sr-only"> {t('newTab')}</span> : null}
    </a>
  );
}

/** A heading id from a block id (content ids may hold any character). */
export function blockHeadingId(blockId: string): string {
  return `block-${blockId.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
