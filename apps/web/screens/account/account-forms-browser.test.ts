import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleHarness, launchTestBrowser } from '../../lib/browser-test-harness';

/**
 * The account forms in system Chromium: the sign-in's checks, each refusal of the accounts API in
 * its words (one message for a wrong password and an unknown address), the focus, the button while
 * sending, the way back to the origin page, the sign-in link by e-mail; the sign-up's "check your
 * inbox"; the new password's refused link. browser-harness.tsx is bundled as the site bundles it,
 * with stand-ins for Next's router and links, and served from a made-up origin whose `/api/auth/*`
 * the test answers.
 */
const ORIGIN = 'http://escapade.test';

let browser: Browser;
let script: string;
let page: Page;
let pageErrors: string[];
/** What the page sent to /api/auth/*, by path. */
let sent: Array<{ path: string; body: unknown }>;
/** How the fake API answers a POST to /api/auth/*. */
let answer: (route: Route, path: string) => Promise<void>;

beforeAll(async () => {
  script = await bundleHarness('screens/account/browser-harness.tsx', {
    'next/navigation': 'screens/account/browser-navigation-stub.ts',
    'next/link': 'components/shell/nav/test-link-stub.tsx',
  });
  browser = await launchTestBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

beforeEach(() => {
  sent = [];
  pageErrors = [];
  answer = (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":true}' });
  return async () => {
    await page?.context().close();
    expect(pageErrors).toEqual([]);
  };
});

const problem = (status: number, code: string, reason?: string) => ({
  status,
  contentType: 'application/problem+json',
  body: JSON.stringify({ type: `urn:escapade:problem:${code.toLowerCase()}`, title: 'Refused', status, detail: 'Refused', instance: '/api/auth/x', code, ...(reason ? { reason } : {}) }),
});

/** Opens `/fr-fr/account/<name><search>` with that form mounted. */
async function openForm(name: 'signin' | 'signup' | 'reset-password', search = '') {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/api/auth/')) {
      const path = url.pathname.slice('/api/auth'.length);
      sent.push({ path, body: route.request().postDataJSON() });
      await answer(route, path);
    } else if (url.pathname.startsWith('/fr-fr/account/')) {
      const body = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Compte</title></head><body><div id="root"></div><script>${script}</script><script>window.mountAccountPage(${JSON.stringify(name)})</script></body></html>`;
      await route.fulfill({ status: 200, contentType: 'text/html', body });
    } else {
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="fr"><head><title>Ailleurs</title></head><body><h1>Ailleurs</h1></body></html>' });
    }
  });
  await page.goto(`${ORIGIN}/fr-fr/account/${name}${search}`);
  // React renders in a task of its own: the form is there once it has.
  await page.locator('main > h1 + *').waitFor();
}

/** Polled up to 10 s: the machine may be busy with other test files (a guard, not a timing). */
const eventually = <T,>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const alert = () => page.getByRole('alert');
const status = () => page.getByRole('status');
/** What has the focus: a field by its label, else the element's text. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    return element?.labels?.[0]?.textContent ?? element?.textContent?.trim() ?? '';
  });
/** The error shown under a field (its aria-describedby), or ''. */
const fieldError = (label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(''),
  );

async function seriousAxeViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never }).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

async function signIn(email: string, password: string) {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

describe('sign-in form', () => {
  it('checks the fields before sending: each message under its field, the focus on the first wrong one', async () => {
    await openForm('signin', '?origin=%2Ffr-fr%2Fsejour%2F12');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await eventually(() => fieldError('Adresse e-mail')).toBe('Champ obligatoire');
    expect(await fieldError('Mot de passe')).toBe('Champ obligatoire');
    expect(await focused()).toBe('Adresse e-mail');
    expect(await page.getByLabel('Adresse e-mail').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Adresse e-mail').fill('lea@');
    await page.getByLabel('Mot de passe', { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await eventually(() => fieldError('Adresse e-mail')).toBe("L'e-mail semble incorrect");
    expect(await fieldError('Mot de passe')).toBe('');
    expect(sent).toEqual([]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says a wrong password and an unknown address alike (INVALID_EMAIL_OR_PASSWORD), at the top of the form where the focus goes, the password emptied', async () => {
    answer = (route) => route.fulfill(problem(401, 'UNAUTHORIZED', 'INVALID_EMAIL_OR_PASSWORD'));
    await openForm('signin', '?origin=%2Ffr-fr%2Fsejour%2F12');
    await signIn(' lea@example.com ', 'not the password');
    await eventually(() => alert().textContent()).toBe('Adresse e-mail ou mot de passe incorrect.');
    expect(await focused()).toBe('Adresse e-mail ou mot de passe incorrect.');
    expect(await page.getByLabel('Mot de passe', { exact: true }).inputValue()).toBe('');
    expect(sent).toEqual([{ path: '/sign-in/email', body: { email: 'lea@example.com', password: 'not the password', callbackURL: '/fr-fr/account/verify?origin=%2Ffr-fr%2Fsejour%2F12' } }]);

    await signIn('nobody@example.com', 'not the password either');
    await eventually(() => sent.length).toBe(2);
    await eventually(() => alert().textContent()).toBe('Adresse e-mail ou mot de passe incorrect.');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says each other refusal in its words: not verified, locked for the minutes Retry-After gives, a field the API refused, no answer', async () => {
    await openForm('signin');
    answer = (route) => route.fulfill(problem(403, 'FORBIDDEN', 'EMAIL_NOT_VERIFIED'));
    await signIn('lea@example.com', 'correct horse battery');
    await eventually(() => alert().textContent()).toBe(
      "Votre adresse e-mail n'est pas encore confirmée : nous venons de vous envoyer un nouveau lien de confirmation. Ouvrez-le, puis connectez-vous.",
    );

    answer = (route) => route.fulfill({ ...problem(429, 'RATE_LIMITED', 'SIGN_IN_LOCKED'), headers: { 'retry-after': '840' } });
    await signIn('lea@example.com', 'correct horse battery');
    await eventually(() => alert().textContent()).toBe('Trop de tentatives de connexion. Réessayez dans 14 minutes, ou recevez un lien de connexion par e-mail.');
    expect(await focused()).toContain('Trop de tentatives');

    answer = (route) => route.fulfill(problem(400, 'BAD_REQUEST', 'INVALID_EMAIL'));
    await signIn('lea@example.com', 'correct horse battery');
    await eventually(() => fieldError('Adresse e-mail')).toBe("L'e-mail semble incorrect");
    expect(await focused()).toBe('Adresse e-mail');
    expect(await alert().textContent()).toBe('');

    answer = (route) => route.abort('connectionrefused');
    await signIn('lea@example.com', 'correct horse battery');
    await eventually(() => alert().textContent()).toBe('Une erreur est survenue. Veuillez réessayer.');
  });

  it('disables its buttons while sending, then goes back to the origin page signed in', async () => {
    let release = () => {};
    answer = async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"redirect":false,"token":"x"}' });
    };
    await openForm('signin', `?origin=${encodeURIComponent('/fr-fr/recherche?flow=gifting#nights=2')}`);
    await signIn('lea@example.com', 'correct horse battery');
    const sending = page.getByRole('button', { name: 'Connexion…' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Recevoir un lien de connexion par e-mail' }).isDisabled()).toBe(true);
    release();
    await eventually(() => page.url()).toBe(`${ORIGIN}/fr-fr/recherche?flow=gifting#nights=2`);
  });

  it('ignores an origin that is not a page of this market: signed in, the trips page', async () => {
    await openForm('signin', `?origin=${encodeURIComponent('https://evil.example/fr-fr/')}`);
    await signIn('lea@example.com', 'correct horse battery');
    await eventually(() => page.url()).toBe(`${ORIGIN}/fr-fr/account/trips`);
    expect(sent[0]?.body).toMatchObject({ callbackURL: '/fr-fr/account/verify' });
  });

  it('sends a sign-in link to the address typed (the password is not needed), back to the origin; says so in the status region', async () => {
    await openForm('signin', '?origin=%2Ffr-fr%2Fsejour%2F12');
    const sendLink = page.getByRole('button', { name: 'Recevoir un lien de connexion par e-mail' });
    await sendLink.click();
    await eventually(() => fieldError('Adresse e-mail')).toBe('Champ obligatoire');
    expect(await focused()).toBe('Adresse e-mail');
    await page.getByLabel('Adresse e-mail').fill('lea@example.com');
    await sendLink.click();
    await eventually(() => status().textContent()).toBe("C'est envoyé : ouvrez le lien que nous avons envoyé à lea@example.com pour vous connecter. Il est valable 15 minutes et ne sert qu'une fois.");
    expect(await focused()).toContain("C'est envoyé");
    expect(await fieldError('Mot de passe')).toBe('');
    expect(sent).toEqual([
      { path: '/sign-in/magic-link', body: { email: 'lea@example.com', callbackURL: '/fr-fr/sejour/12', errorCallbackURL: '/fr-fr/account/signin?origin=%2Ffr-fr%2Fsejour%2F12' } },
    ]);
  });

  it('says a sign-in link that came back refused (?error=) as the page opens', async () => {
    await openForm('signin', '?origin=%2Ffr-fr%2Fsejour%2F12&error=INVALID_TOKEN');
    expect(await alert().textContent()).toBe('Ce lien de connexion a expiré ou a déjà été utilisé. Connectez-vous avec votre mot de passe ou demandez un nouveau lien.');
    expect(await page.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/fr-fr/account/signup?origin=%2Ffr-fr%2Fsejour%2F12');
    expect(await page.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe('/fr-fr/account/forgot-password?origin=%2Ffr-fr%2Fsejour%2F12');
  });
});

describe('sign-up form', () => {
  it("shows the password's rule, sends the market's locale, then says to check the inbox (the heading takes the focus)", async () => {
    await openForm('signup', '?origin=%2Ffr-fr%2Fsejour%2F12');
    expect(await page.getByText('Au moins 10 caractères.').count()).toBe(1);
    await page.getByLabel('Prénom et nom').fill('Léa Dupont');
    await page.getByLabel('Adresse e-mail').fill('lea@example.com');
    await page.getByLabel('Mot de passe', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await eventually(() => fieldError('Mot de passe')).toBe('Le mot de passe doit contenir au moins 10 caractères');
    expect(await focused()).toBe('Mot de passe');
    expect(sent).toEqual([]);

    await page.getByLabel('Mot de passe', { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await eventually(focused).toBe('Vérifiez votre boîte de réception');
    expect(sent).toEqual([
      {
        path: '/sign-up/email',
        body: { name: 'Léa Dupont', email: 'lea@example.com', password: 'correct horse battery', locale: 'fr_FR', callbackURL: '/fr-fr/account/verify?origin=%2Ffr-fr%2Fsejour%2F12' },
      },
    ]);
    expect(await page.getByText('Nous avons envoyé un e-mail à lea@example.com.', { exact: false }).count()).toBe(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('new password form', () => {
  it('sends the token with the new password; a refused token turns the page into the way to a new link', async () => {
    answer = (route) => route.fulfill(problem(400, 'BAD_REQUEST', 'INVALID_TOKEN'));
    await openForm('reset-password', '?token=abc123');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('a brand new password');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await eventually(focused).toBe('Ce lien pour choisir un nouveau mot de passe a expiré ou a déjà été utilisé. Demandez-en un nouveau.');
    expect(sent).toEqual([{ path: '/reset-password', body: { token: 'abc123', newPassword: 'a brand new password' } }]);
    expect(await page.getByRole('link', { name: 'Recevoir un nouveau lien' }).getAttribute('href')).toBe('/fr-fr/account/forgot-password');
  });

  it('says the password was changed, with the way to sign in; a link refused before (?error=) shows no form', async () => {
    await openForm('reset-password', '?token=abc123');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('a brand new password');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await eventually(focused).toBe('Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.');
    expect(await page.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/fr-fr/account/signin');
    await page.context().close();

    await openForm('reset-password', '?error=INVALID_TOKEN');
    expect(await page.getByLabel('Nouveau mot de passe', { exact: true }).count()).toBe(0);
    expect(await status().textContent()).toContain('a expiré ou a déjà été utilisé');
  });
});
