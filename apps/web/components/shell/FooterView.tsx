import type { FooterContent } from '@escapade/contracts/content';
import type { Market } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { type ReactNode, Suspense } from 'react';
import { contentHref, hrefTo } from '../../i18n/navigation';
import { LEGAL_CONTENT_IDS, LEGAL_LINKS } from '../../lib/legal-content';
import { CookiePreferencesButton } from '../consent/CookiePreferencesButton';
import { NewsletterForm } from '../newsletter/NewsletterForm';
import { FooterBookingFlowOnly } from './FooterBookingFlowOnly';
import { type FooterLink, footerHelpLinks, footerLink, footerPressRoom, starFills, telHref } from './footer-model';
import { LogoMark } from './Logo';
import { PaymentMark } from './PaymentMarks';

const LINK_CLASS = 'text-brand-100 underline-offset-4 hover:text-white hover:underline';
const HEADING_CLASS = 'mb-3 text-sm font-semibold uppercase tracking-wider text-brand-200';

export interface FooterViewProps {
  market: Market;
  /** The market's footer content; null when the content call failed (the fixed parts still show). */
  footer: FooterContent | null;
  year: string;
  /** The country switcher (a server component: each market named in its own language). */
  countrySwitcher: ReactNode;
}

/**
 * The footer: contact block, newsletter block, rating, payment methods and secured payment,
 * instalments (where sold), help links, press room (es_ES, fr_FR), work with us, the country
 * switcher, the legal text of the booking flow, the legal links and the cookie preferences link.
 * Columns on a large screen, stacked on a phone.
 */
export function FooterView({ market, footer, year, countrySwitcher }: FooterViewProps) {
  const t = useTranslations('footer');
  const site = useTranslations('siteFooter');
  const hrefOf = (url: string) => contentHref(market.locale, url);
  const helpLinks: FooterLink[] = [
    ...(footer ? footerHelpLinks(market, footer, hrefOf) : []),
    { label: t('findBooking'), href: hrefTo(market.locale, { screen: 'account', rest: ['booking'] }), newTab: false },
    // Beneficiaries have their own way in: the code of their gift.
    { label: t('useGift'), href: hrefTo(market.locale, { screen: 'beneficiary', rest: ['login'] }), newTab: false },
  ];
  const pressRoom = footer ? footerPressRoom(market, footer, hrefOf) : undefined;
  const aboutLinks = footer ? [...(pressRoom ? [pressRoom] : []), footerLink(footer.workWithUs, hrefOf)] : [];

  return (
    <footer data-testid="site-footer" className="mt-auto bg-brand-950 text-brand-100">
      {footer ? (
        <div className="container-page grid gap-10 border-b border-white/10 py-12 md:grid-cols-2 lg:grid-cols-3">
          <FooterContact footer={footer} hrefOf={hrefOf} phoneLabel={site('phoneLabel')} />
          <FooterNewsletter footer={footer} market={market} />
          <FooterTrust footer={footer} paymentLabel={site('paymentLabel')} />
        </div>
      ) : null}
      <div className="container-page grid gap-10 py-10 md:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr]">
        <div className="flex flex-col gap-6">
          <div className="flex items-center gap-3">
            <LogoMark className="size-9" />
            <p className="text-lg font-bold text-white">Escapade</p>
          </div>
          <FooterLinks label={t('helpLabel')} links={helpLinks} />
        </div>
        {aboutLinks.length > 0 ? <FooterLinks label={site('aboutLabel')} links={aboutLinks} hasHeading /> : <div className="hidden lg:block" />}
        {countrySwitcher}
      </div>
      {footer ? (
        // The layout does not see the query: the flow is read where the page is rendered.
        <Suspense fallback={<FooterLegalText text={footer.legal} />}>
          <FooterBookingFlowOnly>
            <FooterLegalText text={footer.legal} />
          </FooterBookingFlowOnly>
        </Suspense>
      ) : null}
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <nav aria-label={t('legalLabel')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link}>
                  <Link prefetch={false} href={hrefTo(market.locale, { screen: 'content', rest: [LEGAL_CONTENT_IDS[link]] })} className={LINK_CLASS}>
                    {t(link)}
                  </Link>
                </li>
              ))}
              <li>
                <CookiePreferencesButton label={footer?.cookiePreferences ?? site('cookiePreferences')} className={`${LINK_CLASS} cursor-pointer`} />
              </li>
            </ul>
          </nav>
          <p className="text-brand-200">{t('copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ label, links, hasHeading = false }: { label: string; links: FooterLink[]; hasHeading?: boolean }) {
  return (
    <nav aria-label={label}>
      {hasHeading ? <h2 className={HEADING_CLASS}>{label}</h2> : null}
      <ul className="flex flex-col gap-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link prefetch={false} href={link.href} className={LINK_CLASS} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "Contact block (help, opening hours, contact button, FAQ link)" and the contact phone. */
function FooterContact({ footer, hrefOf, phoneLabel }: { footer: FooterContent; hrefOf: (url: string) => string; phoneLabel: string }) {
  const { contact } = footer;
  return (
    <section aria-labelledby="footer-contact-title" className="flex flex-col items-start gap-3">
      <h2 id="footer-contact-title" className="text-xl font-bold text-white">
        {contact.title}
      </h2>
      <p className="text-sm">{contact.helpHours}</p>
      <Link prefetch={false} href={hrefOf(contact.button.url)} className="button-primary">
        {contact.button.label}
      </Link>
      <Link prefetch={false} href={hrefOf(contact.faq.url)} className={`${LINK_CLASS} text-sm`}>
        {contact.faq.label}
      </Link>
      <p className="flex flex-col text-sm">
        <span className="text-brand-200">{phoneLabel}</span>
        <a href={telHref(contact.phone)} className="text-lg font-semibold text-white underline-offset-4 hover:underline">
          {contact.phone}
        </a>
        <span>{contact.hours}</span>
      </p>
    </section>
  );
}

function FooterNewsletter({ footer, market }: { footer: FooterContent; market: Market }) {
  return (
    <section aria-labelledby="footer-newsletter-title" className="flex flex-col gap-3">
      <h2 id="footer-newsletter-title" className="text-xl font-bold text-white">
        {footer.newsletter.title}
      </h2>
      <p className="text-sm">{footer.newsletter.text}</p>
      <NewsletterForm locale={market.locale} titleId="footer-newsletter-title" />
    </section>
  );
}

/** The rating, the payment methods with the secured-payment mention, and the instalments (where sold). */
function FooterTrust({ footer, paymentLabel }: { footer: FooterContent; paymentLabel: string }) {
  return (
    <div className="flex flex-col gap-6 md:col-span-2 lg:col-span-1">
      <div className="flex flex-col gap-1">
        <Stars value={footer.rating.value} outOf={footer.rating.outOf} />
        <p className="text-sm font-semibold text-white">{footer.rating.text}</p>
      </div>
      <section aria-labelledby="footer-payment-title" className="flex flex-col gap-3">
        <h2 id="footer-payment-title" className="flex items-center gap-2 text-sm font-semibold text-white">
          <LockIcon />
          {footer.securedPayment}
        </h2>
        <ul aria-label={paymentLabel} className="flex flex-wrap gap-2">
          {footer.paymentMethods.map((method) => (
            <li key={method}>
              <PaymentMark method={method} />
            </li>
          ))}
        </ul>
        {footer.instalments ? <p className="text-sm">{footer.instalments}</p> : null}
      </section>
    </div>
  );
}

/** "legal text (EU package travel directive and data protection)". */
function FooterLegalText({ text }: { text: string }) {
  return (
    <div data-testid="footer-legal-text" className="border-t border-white/10">
      <p className="container-page py-6 text-xs leading-relaxed text-brand-200">{text}</p>
    </div>
  );
}

/** Five stars, filled to the score (the text beside says it in words). */
function Stars({ value, outOf }: { value: number; outOf: number }) {
  return (
    <span className="flex gap-0.5" aria-hidden="true">
      {starFills(value, outOf).map((fill, index) => (
        <svg key={index} viewBox="0 0 24 24" className="size-5" focusable="false">
          <defs>
            <linearGradient id={`footer-star-${index}`}>
              <stop offset={fill} stopColor="var(--color-accent-500)" />
              <stop offset={fill} stopColor="rgb(255 255 255 / 0.25)" />
            </linearGradient>
          </defs>
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" fill={`url(#footer-star-${index})`} />
        </svg>
      ))}
    </span>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
      <path d="M7 10V7a5 5 0 0110 0v3M5 10h14v11H5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
