import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../../components/search-box/test-render';
import { BookingLookup } from './BookingLookup';

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe('booking lookup form (server markup)', () => {
  it('a booking number and an e-mail field, each with its label; the number says it has 8 digits; a live region for the answer', async () => {
    const html = await renderInMarket(<BookingLookup confirmationPath="/fr-fr/confirmation" titleId="booking-lookup-title" />);
    expect(html).toMatch(/<form[^>]*novalidate=""[^>]*aria-labelledby="booking-lookup-title"/i);

    const number = /<input[^>]*name="bookingNumber"[^>]*>/.exec(html)?.[0] ?? '';
    const numberId = /id="([^"]+)"/.exec(number)?.[1];
    expect(numberId).toBeTruthy();
    expect(html).toContain(`<label for="${numberId}" class="font-semibold">Numéro de réservation</label>`);
    expect(number).toContain('inputMode="numeric"');
    expect(number).toContain('aria-required="true"');
    expect(number).toContain(`aria-describedby="${numberId}-hint"`);
    expect(html).toMatch(new RegExp(`<p id="${numberId}-hint"[^>]*>8 chiffres, indiqués dans votre e-mail de confirmation\\.</p>`));

    const email = /<input[^>]*name="email"[^>]*>/.exec(html)?.[0] ?? '';
    const emailId = /id="([^"]+)"/.exec(email)?.[1];
    expect(html).toContain(`<label for="${emailId}" class="font-semibold">Adresse e-mail</label>`);
    expect(email).toContain('type="email"');
    expect(email).toContain('autoComplete="email"');
    expect(email).not.toContain('aria-describedby');

    expect(html).toMatch(/<div role="alert"[^>]*><\/div>/);
    expect(text(html)).toContain('Tous les champs sont obligatoires.');
    expect(html).toMatch(/<button type="submit"[^>]*>Retrouver ma réservation<\/button>/);
  });

  it('speaks the market\'s language (Dutch in Belgium)', async () => {
    const page = text(await renderInMarket(<BookingLookup confirmationPath="/nl-be/confirmation" />, 'nl_BE'));
    expect(page).toContain('Boekingsnummer');
    expect(page).toContain('E-mailadres');
    expect(page).toContain('Mijn boeking terugvinden');
  });
});
