import type { TripDetail } from '@escapade/contracts/account';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MarketProvider } from '../../../components/market-context';
import { messages } from '../../../messages/fr/index';
import { BookingLookup } from '../BookingLookup';
import { TripPage } from './TripPage';

/**
 * The page the trips' browser tests load (trip-detail-browser.test.ts bundles it): in the French
 * market, a signed-in customer's trip as the server hands it over (`mountTrip`), or the booking
 * lookup page where a guest finds a booking (`mountBookingLookup`).
 */
declare global {
  interface Window {
    mountTrip(detail: TripDetail): void;
    mountBookingLookup(): void;
  }
}

function mount(page: ReactNode) {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  createRoot(container).render(
    <NextIntlClientProvider locale="fr-FR" messages={messages} timeZone="Europe/Paris">
      <MarketProvider value={{ locale: 'fr_FR', homeHref: '/fr-fr/' }}>
        <main>{page}</main>
      </MarketProvider>
    </NextIntlClientProvider>,
  );
}

window.mountTrip = (detail) =>
  mount(
    <TripPage
      orderUUID={detail.order.orderUUID}
      access={{ kind: 'account' }}
      initialDetail={detail}
      confirmationHref={`/fr-fr/confirmation/${detail.order.orderUUID}`}
      headingLevel={1}
      signInHref="/fr-fr/account/signin?origin=%2Ffr-fr%2Faccount%2Ftrips"
    />,
  );

window.mountBookingLookup = () =>
  mount(
    <>
      <h1 id="title">Retrouver ma réservation</h1>
      <BookingLookup confirmationPath="/fr-fr/confirmation" titleId="title" />
    </>,
  );
