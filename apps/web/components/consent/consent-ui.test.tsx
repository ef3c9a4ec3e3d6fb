import { ACCEPT_ALL, REFUSE_ALL } from '@escapade/domain/consent';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInMarket } from '../search-box/test-render';
import { CONSENT_BUTTON_CLASS, ConsentPanel, ConsentText } from './ConsentPanel';
import { CONSENT_GIVEN_CLASS } from './consent-given-script';
import { ConsentManager, consentDialogMode } from './ConsentManager';
import { consentSnapshot, resetConsentStateForTests } from './consent-state';
import { CookiePreferencesButton } from './CookiePreferencesButton';
import { FakeCookieDocument } from './fake-cookie-document';

const buttonsOf = (html: string) => [...html.matchAll(/<button type="button" class="([^"]*)"[^>]*>([^<]*)<\/button>/g)].map((match) => ({ className: match[1], label: match[2] }));

afterEach(() => {
  vi.unstubAllGlobals();
  resetConsentStateForTests();
});

describe('consent dialog', () => {
  it('first visit (no consent cookie): the banner opens; with a valid consent, nothing; the footer link opens the preferences', () => {
    vi.stubGlobal('document', new FakeCookieDocument());
    expect(consentDialogMode(consentSnapshot(), false)).toBe('banner');

    resetConsentStateForTests();
    vi.stubGlobal('document', new FakeCookieDocument('https:', { consent: encodeURIComponent('v=1&analytics=0&referral=0') }));
    expect(consentDialogMode(consentSnapshot(), false)).toBeNull();
    expect(consentDialogMode(consentSnapshot(), true)).toBe('preferences');
  });

  it('renders the banner on the server (pages are cached for every visitor), hidden under the head script\'s mark', async () => {
    const html = await renderInMarket(<ConsentManager policyHref="/fr-fr/infos/cookies" />);
    const panel = /<div role="dialog" aria-labelledby="([^"]+)" aria-describedby="([^"]+)" tabindex="-1" data-testid="consent-banner" class="([^"]*)">/.exec(html);
    expect(panel).not.toBeNull();
    const [, titleId = '', textId = '', className = ''] = panel!;
    // Non-modal: the page stays usable; named by its title, described by its text.
    expect(html).not.toContain('aria-modal');
    expect(html).toContain(`<h2 id="${titleId}" class="text-lg font-bold text-brand-900">Vos cookies, votre choix</h2>`);
    expect(html).toMatch(new RegExp(`<p id="${textId}" class="text-sm text-ink">Nous utilisons des cookies nécessaires`));
    expect(className.replaceAll('&amp;', '&').split(' ')).toContain(`[.${CONSENT_GIVEN_CLASS}_&]:hidden`);
    expect(buttonsOf(html).map((button) => button.label)).toEqual(['Tout refuser', 'Tout accepter', 'Choisir']);
    expect(consentDialogMode('unknown', true)).toBe('banner');
  });

  it('"accept, refuse and choose as equally easy choices": three buttons of one look, each one click', async () => {
    const html = await renderInMarket(<ConsentPanel mode="banner" initial={REFUSE_ALL} onSave={() => {}} />);
    const buttons = buttonsOf(html);
    expect(buttons.map((button) => button.label)).toEqual(['Tout refuser', 'Tout accepter', 'Choisir']);
    expect(new Set(buttons.map((button) => button.className))).toEqual(new Set([CONSENT_BUTTON_CLASS]));
    // The purposes wait for "Choose".
    expect(html).not.toContain('type="checkbox"');
  });

  it('the preferences show each purpose as a labelled checkbox with its description, from the visitor\'s choices (nothing pre-ticked on a first choice)', async () => {
    const fresh = await renderInMarket(<ConsentPanel mode="preferences" initial={REFUSE_ALL} onSave={() => {}} />);
    expect(fresh).toContain('<legend class="mb-2 font-semibold text-brand-900">Vos choix</legend>');
    const boxes = [...fresh.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map((match) => match[0]);
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      expect(box).not.toContain('checked');
      const id = /id="([^"]+)"/.exec(box)?.[1];
      expect(fresh).toContain(`for="${id}"`);
      expect(box).toContain(`aria-describedby="${id}-text"`);
    }
    expect(fresh).toContain("Mesure d&#x27;audience");
    expect(fresh).toContain('Partenaires apporteurs');
    expect(buttonsOf(fresh).map((button) => button.label)).toEqual(['Tout refuser', 'Tout accepter', 'Enregistrer mes choix']);

    const accepted = await renderInMarket(<ConsentPanel mode="preferences" initial={ACCEPT_ALL} onSave={() => {}} />, 'nl_BE');
    expect([...accepted.matchAll(/<input[^>]*type="checkbox"[^>]*checked=""[^>]*>/g)]).toHaveLength(2);
    expect(accepted).toContain('Alles weigeren');
  });

  it('the text links to the cookie policy, in the four languages', async () => {
    expect(await renderInMarket(<ConsentText policyHref="/es-es/informacion/cookies" />, 'es_ES')).toContain('<a href="/es-es/informacion/cookies" class="font-semibold text-brand-800 underline underline-offset-4">Nuestra política de cookies</a>');
    expect(await renderInMarket(<ConsentText policyHref="/it-it/informazioni/cookies" />, 'it_IT')).toContain('La nostra informativa sui cookie');
  });

  it('the footer\'s cookie preferences link is a button', async () => {
    expect(await renderInMarket(<CookiePreferencesButton label="Préférences cookies" className="link" />)).toBe('<button type="button" class="link">Préférences cookies</button>');
  });
});
