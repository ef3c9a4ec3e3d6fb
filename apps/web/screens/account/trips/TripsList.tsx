import type { TripsResponse, TripSummary } from '@escapade/contracts/account';
import type { Locale } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import { tripFormatsOf, type TripFormats } from './trip-formats';
import { type TripSection, tripDatesOf, tripSectionsOf, tripStatusKey } from './trips-view';

const SECTION_CLASS = 'flex flex-col gap-3';
const CARD_CLASS = 'flex h-full flex-col gap-1 rounded-card bg-white p-5 shadow-card ring-1 ring-line';
const STATUS_CLASS = 'self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900';

export interface TripsListProps {
  trips: TripsResponse;
  locale: Locale;
  /** The detail page of a trip (`/fr-fr/account/trips/{orderUUID}`). */
  tripHref(orderUUID: string): string;
  /** Where an empty "upcoming" section invites the customer to look for a stay. */
  searchHref: string;
}

/**
 * The trips page's four sections (upcoming, past, gifts bought, vouchers received), each under its
 * heading and each saying when it is empty; a trip's card names it, its hotel, its dates, its
 * status and its total, and opens its detail; a voucher received links to its PDF. Drawn by the
 * server alone: the page ships no script of its own.
 */
export function TripsList({ trips, locale, tripHref, searchHref }: TripsListProps) {
  const t = useTranslations('trips');
  const formats = tripFormatsOf(locale);
  return (
    <div className="flex flex-col gap-10">
      {tripSectionsOf(trips).map((section) => (
        <section key={section.id} aria-labelledby={`trips-${section.id}`} className={SECTION_CLASS}>
          <h2 id={`trips-${section.id}`} className="text-2xl font-bold text-brand-900">
            {t(`sections.${section.id}`)}
          </h2>
          <SectionBody section={section} formats={formats} tripHref={tripHref} searchHref={searchHref} />
        </section>
      ))}
    </div>
  );
}

function SectionBody({ section, formats, tripHref, searchHref }: { section: TripSection; formats: TripFormats; tripHref(orderUUID: string): string; searchHref: string }) {
  const t = useTranslations('trips');
  if (section.id === 'vouchersReceived') {
    if (section.vouchers.length === 0) return <p className="text-muted">{t('empty.vouchersReceived')}</p>;
    return (
      <ul className="grid gap-4 md:grid-cols-2">
        {section.vouchers.map((voucher) => (
          <li key={voucher.bookingNumber}>
            <article className={CARD_CLASS} aria-label={voucher.label}>
              <h3 className="text-lg font-bold text-brand-900">{voucher.label}</h3>
              {voucher.fromName ? <p>{t('card.from', { name: voucher.fromName })}</p> : null}
              {voucher.pdfUrl ? (
                <a href={voucher.pdfUrl} className="font-semibold text-brand-800 underline" target="_blank" rel="noopener">
                  {t('card.voucherPdf')}
                </a>
              ) : (
                <p className="text-muted">{t('card.voucherPending')}</p>
              )}
            </article>
          </li>
        ))}
      </ul>
    );
  }
  if (section.trips.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-muted">{t(`empty.${section.id}`)}</p>
        {section.id === 'upcoming' ? (
          <a href={searchHref} className="font-semibold text-brand-800 underline">
            {t('findStay')}
          </a>
        ) : null}
      </div>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {section.trips.map((trip) => (
        <li key={trip.orderUUID}>
          <TripCard trip={trip} formats={formats} href={tripHref(trip.orderUUID)} />
        </li>
      ))}
    </ul>
  );
}

function TripCard({ trip, formats, href }: { trip: TripSummary; formats: TripFormats; href: string }) {
  const t = useTranslations('trips');
  const dates = tripDatesOf(trip);
  const titleId = `trip-${trip.orderUUID}`;
  return (
    <article aria-labelledby={titleId} className={CARD_CLASS}>
      <h3 id={titleId} className="text-lg font-bold text-brand-900">
        <a href={href} className="underline-offset-2 hover:underline">
          {trip.label || t('card.bookingNumber', { number: trip.bookingNumber })}
        </a>
      </h3>
      {trip.hotelLabel ? <p className="font-semibold">{trip.hotelLabel}</p> : null}
      <p>
        {dates.key === 'range'
          ? t('card.range', { checkin: formats.day(dates.checkin), checkout: formats.day(dates.checkout) })
          : dates.key === 'day'
            ? t('card.day', { date: formats.day(dates.day) })
            : t('card.ordered', { date: formats.instantDay(dates.at) })}
      </p>
      <p className="text-sm text-muted">{t('card.bookingNumber', { number: trip.bookingNumber })}</p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <span className={STATUS_CLASS}>{t(`status.${tripStatusKey(trip.status)}`)}</span>
        <span className="font-bold">{t('card.total', { amount: formats.money(trip.totalCents) })}</span>
      </div>
    </article>
  );
}
