import type { StaticPageResponse } from '@escapade/contracts/content';
import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import { PageBreadcrumb } from '../../components/shell/PageBreadcrumb';
import { contentHref, hrefTo } from '../../i18n/navigation';
import { prepareStaticPageHtml } from './static-page-html';

/**
 * Readable editorial HTML: headings, paragraphs, lists, quotes and tables get back the spacing
 * and marks Tailwind's reset removes. Tables scroll sideways on a phone instead of overflowing.
 */
export const STATIC_PAGE_PROSE_CLASS = [
  'text-base leading-relaxed text-ink',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-900',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:font-semibold [&_h5]:mt-4 [&_h5]:font-semibold',
  '[&_p]:my-3 [&_strong]:font-semibold [&_em]:italic',
  '[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_table]:my-4 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-line [&_th]:bg-brand-50 [&_th]:p-2 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border [&_td]:border-line [&_td]:p-2 [&_td]:align-top',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_hr]:my-6 [&_hr]:border-line',
].join(' ');

/**
 * A static content page: "title and HTML content", under a breadcrumb from home. The HTML was
 * sanitised by the API; it is drawn here, on the server only, as that sanitised markup.
 */
export async function StaticPageScreen({ market, page }: { market: Market; page: StaticPageResponse }) {
  const t = await getTranslations('contentPages');
  const html = prepareStaticPageHtml(page.html, page.title, (url) => contentHref(market.locale, url));
  return (
    <div className="container-page py-6 md:py-10">
      <article className="mx-auto flex max-w-3xl flex-col gap-6">
        <PageBreadcrumb label={t('breadcrumb')} links={[{ href: hrefTo(market.locale, { screen: 'home' }), label: t('home') }]} current={page.title} />
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{page.title}</h1>
        <div className={STATIC_PAGE_PROSE_CLASS} data-testid="static-page-html" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </div>
  );
}
