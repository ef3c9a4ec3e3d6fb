import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageBreadcrumb } from '../../components/shell/PageBreadcrumb';
import { hrefTo } from '../../i18n/navigation';
import { ContactMessage } from './ContactMessage';
import { ContactThankYou } from './ContactThankYou';
import { contactLinksOf } from './contact-links';

const SECTION_CLASS = 'flex flex-col gap-4 rounded-card bg-white p-5 shadow-card md:p-6';
const SECTION_TITLE_CLASS = 'text-xl font-bold text-brand-900';

/**
 * The contact page, drawn on the server: the help banner to the FAQ, the quick actions to the
 * booking lookup, five popular questions, and 'Leave us a message' (the one part that runs in the
 * browser, with the thank-you message). The live chat is off: it needs a messenger app id and
 * none is configured ("Live chat is off unless a messenger app id exists…").
 */
export async function ContactScreen({ market }: { market: Market }) {
  const t = await getTranslations('contact');
  const links = contactLinksOf(market.locale, hrefTo);
  return (
    <div className="container-page py-6 md:py-10">
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <PageBreadcrumb label={t('breadcrumb')} links={[{ href: hrefTo(market.locale, { screen: 'home' }), label: t('home') }]} current={t('metaTitle')} />
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('title')}</h1>
          <p className="text-muted">{t('intro')}</p>
        </header>
        <Suspense>
          <ContactThankYou />
        </Suspense>

        <section aria-labelledby="contact-faq-title" className="flex flex-col items-start gap-3 rounded-card bg-brand-50 p-5 ring-1 ring-brand-200 md:flex-row md:items-center md:justify-between md:p-6">
          <div className="flex flex-col gap-1">
            <h2 id="contact-faq-title" className={SECTION_TITLE_CLASS}>
              {t('faqBanner.title')}
            </h2>
            <p>{t('faqBanner.text')}</p>
          </div>
          <a href={links.faq} className="button-secondary shrink-0">
            {t('faqBanner.link')}
          </a>
        </section>

        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="contact-actions-title" className={SECTION_CLASS}>
            <h2 id="contact-actions-title" className={SECTION_TITLE_CLASS}>
              {t('quickActions.title')}
            </h2>
            <p className="text-sm text-muted">{t('quickActions.intro')}</p>
            <ul className="flex flex-col gap-2">
              {links.quickActions.map(({ action, href }) => (
                <li key={action}>
                  <a href={href} className="flex min-h-11 items-center rounded-xl px-3 font-semibold text-brand-800 ring-1 ring-line hover:bg-brand-50">
                    {t(`quickActions.${action}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="contact-popular-title" className={SECTION_CLASS}>
            <h2 id="contact-popular-title" className={SECTION_TITLE_CLASS}>
              {t('popular.title')}
            </h2>
            <ul className="flex flex-col gap-2">
              {links.popularQuestions.map(({ question, href }) => (
                <li key={question}>
                  <a href={href} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
                    {t(`popular.${question}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section aria-labelledby="contact-message-title" className={SECTION_CLASS}>
          <h2 id="contact-message-title" className={SECTION_TITLE_CLASS}>
            {t('message.title')}
          </h2>
          <p>{t('message.text')}</p>
          <ContactMessage />
        </section>
      </div>
    </div>
  );
}
