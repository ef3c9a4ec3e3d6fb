import { mkdirSync, readdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Profile } from '@escapade/contracts/account-profile';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleHarness, launchTestBrowser, siteCssFor, webPath } from '../../../lib/browser-test-harness';

/**
 * The profile page in system Chromium, driven as a customer drives it (the keyboard alone where it
 * says so): the details saved with only what changed and "Saved" said while the focus stays; a
 * field's error in its words, the field focused, nothing lost; the e-mail change's "we sent a link
 * to …"; the data export downloaded; the deletion's dialog opened and closed with the focus back on
 * its button, a wrong password said in it, and the account deleted landing on the market's home.
 * browser-harness.tsx is bundled as the site bundles it, styled with the site's stylesheet, and
 * served from a made-up origin whose /api/* the test answers (the API's own tests drive the real
 * routes). Screenshots at 1280×800 and 390×844 go to /tmp/shots/profile-*.png.
 */
const ORIGIN = 'http://escapade.test';
const PAGE = `${ORIGIN}/fr-fr/account/settings/profile`;
const SHOTS = '/tmp/shots';

let browser: Browser;
let script: string;
/** The site's stylesheet for the page's classes: its layout on a phone is tested too. */
let css: string;
let page: Page;
let pageErrors: string[];
/** What the page sent to /api/*. */
let sent: Array<{ method: string; path: string; body: unknown }>;
/** The profile the fake API keeps, changed by the PATCHes it accepts. */
let profile: Profile;
/** How the fake API answers each write; by default as the real one does when all is well. */
let answerPatch: (route: Route, body: Record<string, unknown>) => Promise<void>;
let answerEmail: (route: Route, body: { newEmail: string }) => Promise<void>;
let answerDelete: (route: Route, body: { email: string; password?: string }) => Promise<void>;

const profileFixture = (): Profile => ({
  name: 'Léa Dupont',
  email: 'lea.dupont@example.com',
  emailVerified: true,
  phone: '+33 6 12 34 56 78',
  locale: 'fr_FR',
  newsletter: false,
  hasPassword: true,
  createdAt: '2030-01-02T10:00:00.000Z',
});

beforeAll(async () => {
  script = await bundleHarness('screens/account/settings/browser-harness.tsx');
  const sources = [
    ...readdirSync(webPath('screens/account/settings')).filter((file) => file.endsWith('.tsx')).map((file) => `screens/account/settings/${file}`),
    'screens/account/account-form-parts.tsx',
    'components/ui/FormField.tsx',
    'components/ui/Dialog.tsx',
  ];
  css = await siteCssFor(sources);
  browser = await launchTestBrowser();
  mkdirSync(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const json = (status: number, body?: unknown) => ({
  status,
  contentType: status >= 400 ? 'application/problem+json' : 'application/json',
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
const problem = (status: number, code: string, extra: object = {}) =>
  json(status, { type: `urn:escapade:problem:${code.toLowerCase()}`, title: 'Refused', status, detail: 'Refused', instance: '/api/account/x', code, ...extra });

beforeEach(() => {
  sent = [];
  pageErrors = [];
  profile = profileFixture();
  answerPatch = (route, body) => {
    profile = { ...profile, ...body, ...(body.phone === '' ? { phone: null } : {}) } as Profile;
    return route.fulfill(json(200, profile));
  };
  answerEmail = (route, body) => route.fulfill(json(202, { pendingEmail: body.newEmail }));
  answerDelete = (route) => route.fulfill({ status: 204 });
  return async () => {
    await page?.context().close();
    expect(pageErrors).toEqual([]);
  };
});

async function openProfile(viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route(`${ORIGIN}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      const path = url.pathname.slice('/api'.length);
      const body = request.postDataJSON() as Record<string, unknown> | null;
      sent.push({ method: request.method(), path, body });
      if (path === '/account/profile' && request.method() === 'PATCH') return answerPatch(route, body ?? {});
      if (path === '/account/profile/email' && request.method() === 'POST') return answerEmail(route, body as { newEmail: string });
      if (path === '/account/delete' && request.method() === 'POST') return answerDelete(route, body as { email: string });
      if (path === '/account/export' && request.method() === 'GET') {
        return route.fulfill({ status: 200, contentType: 'application/json', headers: { 'content-disposition': 'attachment; filename="escapade-account-2030-03-05.json"' }, body: JSON.stringify({ format: 'escapade-account-export', version: 1 }) });
      }
      return route.fulfill(problem(404, 'NOT_FOUND'));
    }
    if (url.pathname === '/fr-fr/account/settings/profile') {
      const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Mon profil</title><style>${css}</style></head><body><div id="root"></div><script>${script}</script><script>window.mountProfile(${JSON.stringify(profile)})</script></body></html>`;
      return route.fulfill({ status: 200, contentType: 'text/html', body: html });
    }
    if (url.pathname === '/fr-fr/') {
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="fr"><head><title>Accueil</title></head><body><h1>Accueil</h1></body></html>' });
    }
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'not here' });
  });
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Enregistrer' }).waitFor();
}

/** Polled up to 10 s: the machine may be busy with other test files (a guard, not a timing). */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
/** What has the focus: a field by its label, else the element's text. */
const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? document.activeElement?.textContent?.trim() ?? '');
const section = (name: string) => page.getByRole('region', { name });
const dialog = () => page.getByRole('dialog');
const writes = () => sent.filter(({ method }) => method !== 'GET');
const fieldError = (label: string, scope: Pick<Page, 'getByLabel'> = page) =>
  scope.getByLabel(label, { exact: true }).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(''),
  );

async function seriousAxeViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never }).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('the profile page', () => {
  it('shows the details, the address and its state, the export and the deletion, at a desktop and a phone\'s width', async () => {
    await openProfile();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mon profil');
    expect((await page.getByRole('heading', { level: 2 }).allTextContents())).toEqual(['Informations personnelles', 'Adresse e-mail', 'Vos données', 'Supprimer mon compte']);
    expect(await page.getByLabel('Prénom et nom').inputValue()).toBe('Léa Dupont');
    expect(await page.getByLabel('Téléphone (facultatif)').inputValue()).toBe('+33 6 12 34 56 78');
    expect(await page.getByLabel('Langue de vos e-mails').inputValue()).toBe('fr_FR');
    expect(await page.getByLabel('Langue de vos e-mails').locator('option').allTextContents()).toEqual([
      'Français (France)',
      'Español (España)',
      'Italiano (Italia)',
      'Nederlands (Nederland)',
      'Français (Belgique)',
      'Nederlands (België)',
    ]);
    expect(await page.getByRole('checkbox', { name: 'Recevoir la newsletter' }).isChecked()).toBe(false);
    const email = await section('Adresse e-mail').textContent();
    expect(email).toContain('Votre adresse : lea.dupont@example.com');
    expect(email).toContain('Confirmée');
    const download = page.getByRole('link', { name: 'Télécharger mes données' });
    expect(await download.getAttribute('href')).toBe('/api/account/export');
    expect(await section('Vos données').textContent()).toContain('Un fichier JSON avec tout ce que nous conservons sur votre compte');
    expect(sent).toEqual([]);
    expect(await seriousAxeViolations()).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/profile-desktop.png`, fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations()).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/profile-mobile.png`, fullPage: true });
  });

  it('saves by the keyboard alone: only what changed is sent (PATCH), "Saved" is said politely and the focus stays on the button', async () => {
    await openProfile();
    await page.getByLabel('Prénom et nom').focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Téléphone (facultatif)');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('06 98 76 54 32');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Langue de vos e-mails');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Recevoir la newsletter');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Enregistrer');
    await page.keyboard.press('Enter');

    const saved = section('Informations personnelles').getByRole('status');
    await eventually(() => saved.textContent()).toBe('Vos informations sont enregistrées.');
    expect(await saved.getAttribute('role')).toBe('status');
    expect(await focused()).toBe('Enregistrer');
    expect(writes()).toEqual([{ method: 'PATCH', path: '/account/profile', body: { phone: '06 98 76 54 32', newsletter: true } }]);

    // Saved again without a change: nothing to send, and it is said again.
    await page.keyboard.press('Enter');
    await eventually(() => saved.textContent()).toBe('Vos informations sont enregistrées.');
    expect(writes()).toHaveLength(1);
  });

  it('a field\'s error is said under it in French and the first invalid field takes the focus; nothing typed is lost', async () => {
    await openProfile();
    await page.getByLabel('Prénom et nom').fill('Léa Martin');
    await page.getByLabel('Téléphone (facultatif)').fill('12');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await eventually(() => fieldError('Téléphone (facultatif)')).toBe('Le numéro de téléphone semble incorrect');
    expect(await focused()).toBe('Téléphone (facultatif)');
    expect(await page.getByLabel('Téléphone (facultatif)').getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toEqual([]);
    expect(await seriousAxeViolations()).toEqual([]);

    // The API refuses the name (a 400 naming its field): said under it, focused; what was typed stays.
    answerPatch = (route) => route.fulfill(problem(400, 'VALIDATION_FAILED', { field: 'name', errors: [{ field: 'name', message: 'Invalid' }] }));
    await page.getByLabel('Téléphone (facultatif)').fill('');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await eventually(() => fieldError('Prénom et nom')).toBe("Seuls les lettres, les espaces, l'apostrophe et le trait d'union sont acceptés");
    expect(await focused()).toBe('Prénom et nom');
    expect(await page.getByLabel('Prénom et nom').inputValue()).toBe('Léa Martin');
    expect(writes()).toEqual([{ method: 'PATCH', path: '/account/profile', body: { name: 'Léa Martin', phone: null } }]);
    expect(await section('Informations personnelles').getByRole('status').textContent()).toBe('');

    // The newsletter asked for with an address not confirmed yet (409): said under the box.
    answerPatch = (route) => route.fulfill(problem(409, 'CONFLICT', { reason: 'EMAIL_NOT_VERIFIED' }));
    await page.getByLabel('Prénom et nom').fill('Léa Dupont');
    await page.getByRole('checkbox', { name: 'Recevoir la newsletter' }).check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await eventually(() => fieldError('Recevoir la newsletter')).toBe("Confirmez d'abord votre adresse e-mail : ouvrez le lien de confirmation que nous vous avons envoyé.");
    expect(await focused()).toBe('Recevoir la newsletter');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/profile-errors-mobile.png`, fullPage: true });
  });

  it('a session that is over (401) is said, with the way back to the sign-in', async () => {
    answerPatch = (route) => route.fulfill(problem(401, 'UNAUTHORIZED'));
    await openProfile();
    await page.getByLabel('Prénom et nom').fill('Léa Martin');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const details = section('Informations personnelles');
    await eventually(() => details.getByRole('alert').textContent()).toBe('Votre session a pris fin : reconnectez-vous, puis réessayez.');
    expect(await details.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/fr-fr/account/signin?origin=%2Ffr-fr%2Faccount%2Fsettings%2Fprofile');
    expect(await page.getByLabel('Prénom et nom').inputValue()).toBe('Léa Martin');
  });
});

describe('the e-mail address', () => {
  it('a change sends a link to the new address ("your address changes when you follow it"), landing back on this page', async () => {
    await openProfile();
    const emailSection = section('Adresse e-mail');
    await emailSection.getByLabel('Nouvelle adresse e-mail').fill('Lea.Dupont@example.com');
    await emailSection.getByRole('button', { name: "Changer d'adresse" }).click();
    await eventually(() => fieldError('Nouvelle adresse e-mail')).toBe("C'est déjà l'adresse de votre compte");
    expect(writes()).toEqual([]);

    await emailSection.getByLabel('Nouvelle adresse e-mail').fill('lea@example.org');
    await emailSection.getByLabel('Nouvelle adresse e-mail').press('Enter');
    await eventually(() => emailSection.getByRole('status').textContent()).toBe('Nous avons envoyé un lien à lea@example.org : votre adresse changera lorsque vous l\'ouvrirez.');
    expect(writes()).toEqual([{ method: 'POST', path: '/account/profile/email', body: { newEmail: 'lea@example.org', callbackURL: '/fr-fr/account/settings/profile' } }]);
    // The address shown is still the account's: it changes once the link is followed.
    expect(await emailSection.textContent()).toContain('Votre adresse : lea.dupont@example.com');
    expect(await emailSection.getByLabel('Nouvelle adresse e-mail').inputValue()).toBe('');
    expect(await seriousAxeViolations()).toEqual([]);
    await emailSection.screenshot({ path: `${SHOTS}/profile-email-sent-desktop.png` });
  });

  it('an address not confirmed yet says so', async () => {
    profile = { ...profileFixture(), emailVerified: false };
    await openProfile();
    expect(await section('Adresse e-mail').textContent()).toContain('Pas encore confirmée');
  });
});

describe('your data', () => {
  it('the button downloads the export the API sends as an attachment', async () => {
    await openProfile();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger mes données' }).click()]);
    expect(download.suggestedFilename()).toBe('escapade-account-2030-03-05.json');
    expect(sent).toEqual([{ method: 'GET', path: '/account/export', body: null }]);
  });
});

describe('deleting the account', () => {
  it('the dialog opens by the keyboard, says what goes and what stays, and closes with the focus back on its button', async () => {
    await openProfile();
    const open = page.getByRole('button', { name: 'Supprimer mon compte' });
    await open.focus();
    await page.keyboard.press('Enter');
    await dialog().waitFor();
    expect(await dialog().getByRole('heading').textContent()).toBe('Supprimer votre compte ?');
    const words = await dialog().textContent();
    expect(words).toContain("Nous effaçons votre profil (nom, adresse e-mail, téléphone), votre liste d'envies, vos abonnements à la newsletter et vos sessions");
    expect(words).toContain("Vos commandes et vos factures sont conservées, comme la loi l'exige, mais les données personnelles qu'elles contiennent sont anonymisées.");
    const described = await dialog().evaluate((element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '');
    expect(described).toContain('Vos commandes et vos factures sont conservées');
    await eventually(focused).toBe('Votre adresse e-mail');
    expect(await dialog().getByLabel('Votre mot de passe').count()).toBe(1);
    expect(await seriousAxeViolations()).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/profile-delete-dialog-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/profile-delete-dialog-mobile.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The focus stays in the dialog: Shift+Tab from its first field goes round to its last button, not to the page.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);

    await page.keyboard.press('Escape');
    await eventually(() => dialog().count()).toBe(0);
    expect(await focused()).toBe('Supprimer mon compte');

    await page.keyboard.press('Enter');
    await dialog().waitFor();
    await dialog().getByRole('button', { name: 'Garder mon compte' }).click();
    await eventually(() => dialog().count()).toBe(0);
    expect(await focused()).toBe('Supprimer mon compte');
    expect(writes()).toEqual([]);
  });

  it('asks for the address typed again and the password; a wrong password is said under it; then the account goes and the page loads the market\'s home', async () => {
    answerDelete = (route, body) => (body.password === 'correct horse battery' ? route.fulfill({ status: 204 }) : route.fulfill(problem(403, 'FORBIDDEN', { reason: 'INVALID_PASSWORD' })));
    await openProfile();
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await dialog().waitFor();
    await dialog().getByRole('button', { name: 'Supprimer définitivement' }).click();
    await eventually(() => fieldError('Votre adresse e-mail', dialog())).toBe('Champ obligatoire');
    expect(await fieldError('Votre mot de passe', dialog())).toBe('Champ obligatoire');
    expect(await focused()).toBe('Votre adresse e-mail');

    await dialog().getByLabel('Votre adresse e-mail').fill('someone@example.com');
    await dialog().getByLabel('Votre mot de passe').fill('wrong password');
    await dialog().getByRole('button', { name: 'Supprimer définitivement' }).click();
    await eventually(() => fieldError('Votre adresse e-mail', dialog())).toBe("Ce n'est pas l'adresse e-mail de votre compte");
    expect(writes()).toEqual([]);

    await dialog().getByLabel('Votre adresse e-mail').fill('Lea.Dupont@example.com');
    await dialog().getByRole('button', { name: 'Supprimer définitivement' }).click();
    await eventually(() => fieldError('Votre mot de passe', dialog())).toBe('Mot de passe incorrect');
    expect(await focused()).toBe('Votre mot de passe');
    expect(await dialog().getByLabel('Votre mot de passe').inputValue()).toBe('');
    expect(await dialog().getByLabel('Votre adresse e-mail').inputValue()).toBe('Lea.Dupont@example.com');
    expect(await seriousAxeViolations()).toEqual([]);

    await dialog().getByLabel('Votre mot de passe').fill('correct horse battery');
    await Promise.all([page.waitForURL(`${ORIGIN}/fr-fr/?account=deleted`), dialog().getByLabel('Votre mot de passe').press('Enter')]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Accueil');
    expect(writes()).toEqual([
      { method: 'POST', path: '/account/delete', body: { email: 'Lea.Dupont@example.com', password: 'wrong password' } },
      { method: 'POST', path: '/account/delete', body: { email: 'Lea.Dupont@example.com', password: 'correct horse battery' } },
    ]);
  });

  it('a link-only account (no password) is asked for its address alone', async () => {
    profile = { ...profileFixture(), hasPassword: false };
    await openProfile();
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await dialog().waitFor();
    expect(await dialog().getByLabel('Votre mot de passe').count()).toBe(0);
    await dialog().getByLabel('Votre adresse e-mail').fill('lea.dupont@example.com');
    await Promise.all([page.waitForURL(`${ORIGIN}/fr-fr/?account=deleted`), dialog().getByRole('button', { name: 'Supprimer définitivement' }).click()]);
    expect(writes()).toEqual([{ method: 'POST', path: '/account/delete', body: { email: 'lea.dupont@example.com' } }]);
  });
});
