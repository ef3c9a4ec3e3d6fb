import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../../components/search-box/test-render';
import { BeneficiaryLogin, LoginMessage } from './BeneficiaryLogin';

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe('beneficiary login form (server markup)', () => {
  it('one code field: its label, the format as a hint it is described by, no autocomplete, spellcheck or autocorrect, capitals; a live region for the answer', async () => {
    const html = await renderInMarket(<BeneficiaryLogin giftPath="/fr-fr/beneficiary/gift" titleId="beneficiary-login-title" />);
    expect(html).toMatch(/<form[^>]*novalidate=""[^>]*aria-labelledby="beneficiary-login-title"/i);
    const input = /<input[^>]*name="code"[^>]*>/.exec(html)?.[0] ?? '';
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}" class="font-semibold">Code du bon cadeau</label>`);
    expect(html).toMatch(new RegExp(`<p id="${id}-hint"[^>]*>14 caractères, au format XXXX-XXXX-XXXX-XX, indiqués sur votre bon cadeau\\.</p>`));
    expect(input).toContain(`aria-describedby="${id}-hint"`);
    expect(input).toContain('autoComplete="off"');
    expect(input).toContain('autoCorrect="off"');
    expect(input).toContain('autoCapitalize="characters"');
    expect(input).toContain('spellCheck="false"');
    expect(input).toContain('aria-required="true"');
    expect(input).not.toContain('aria-invalid');
    expect(html).toMatch(/<div role="alert"[^>]*><\/div>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Découvrir mon cadeau<\/button>/);
  });

  it('speaks the market\'s language (Dutch in Belgium)', async () => {
    const page = text(await renderInMarket(<BeneficiaryLogin giftPath="/nl-be/beneficiary/gift" />, 'nl_BE'));
    expect(page).toContain('Code van de cadeaubon');
    expect(page).toContain('14 tekens, in de vorm XXXX-XXXX-XXXX-XX');
    expect(page).toContain('Mijn cadeau ontdekken');
  });
});

describe('beneficiary login answers', () => {
  it('a refused code (401) gets one generic message, whatever the reason', async () => {
    const html = await renderInMarket(<LoginMessage message={{ kind: 'refused' }} />);
    expect(html).toMatch(/^<div role="alert"/);
    expect(text(html)).toContain("Ce code n'ouvre aucun cadeau. Vérifiez-le et réessayez.");
  });

  it('too many attempts (429) says how many minutes to wait', async () => {
    expect(text(await renderInMarket(<LoginMessage message={{ kind: 'tooManyAttempts', minutes: 15 }} />))).toContain('Trop de tentatives. Réessayez dans 15 minutes.');
    expect(text(await renderInMarket(<LoginMessage message={{ kind: 'tooManyAttempts', minutes: 1 }} />))).toContain('Réessayez dans 1 minute.');
    expect(text(await renderInMarket(<LoginMessage message={{ kind: 'tooManyAttempts', minutes: 6 }} />, 'it_IT'))).toContain('Troppi tentativi. Riprova tra 6 minuti.');
  });

  it('no answer asks to try again', async () => {
    expect(text(await renderInMarket(<LoginMessage message={{ kind: 'failed' }} />, 'es_ES'))).toContain('No hemos podido comprobar tu código.');
  });

  it('nothing said before any answer', async () => {
    expect(await renderInMarket(<LoginMessage message={undefined} />)).toMatch(/^<div role="alert"[^>]*><\/div>$/);
  });
});
