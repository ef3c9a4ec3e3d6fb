import type { BeneficiaryStaysResponse, BeneficiaryVoucher } from '@escapade/contracts/beneficiary';
import type { Locale } from '@escapade/domain/markets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../../components/search-box/test-render';
import { GiftPage, voucherQueryKey } from './BeneficiaryGift';
import { staysQueryKey } from './GiftStays';
import { stayOf, voucherOf } from './test-fixtures';

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

const paths = {
  loginPath: '/fr-fr/beneficiary/login',
  confirmationPath: '/fr-fr/confirmation',
  salesConditionsHref: '/fr-fr/infos/sales-conditions',
  searchHref: '/fr-fr/recherche',
};
const noop = () => undefined;

/** The page as it renders once the API has answered (the answers put in the query cache under the page's keys). */
function renderGift(answers: { voucher?: BeneficiaryVoucher; stays?: BeneficiaryStaysResponse }, locale: Locale = 'fr_FR') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (answers.voucher) client.setQueryData(voucherQueryKey('tok', locale), answers.voucher);
  if (answers.stays) client.setQueryData(staysQueryKey('tok', locale), { pages: [answers.stays], pageParams: [0] });
  return renderInMarket(
    <QueryClientProvider client={client}>
      <GiftPage token="tok" paths={paths} onSessionEnded={noop} />
    </QueryClientProvider>,
    locale,
  );
}

describe('gift page', () => {
  it('says it is loading until the voucher is there', async () => {
    const html = await renderGift({});
    expect(html).toMatch(/<p role="status"[^>]*>Chargement de votre cadeau…<\/p>/);
  });

  it('a single voucher: what it is (nights, for 2 people, valid until, the code\'s end, the sender\'s words), then its stays, each with "Choose dates"', async () => {
    const stays = { exactMatch: [stayOf(1), stayOf(2)], searchDetails: { totalCount: 11, page: 0, limit: 8 } };
    const html = await renderGift({ voucher: voucherOf(), stays });
    const page = text(html);
    expect(page).toContain('Séjour cadeau');
    expect(html).toMatch(/<h2 id="[^"]+" tabindex="-1"[^>]*>Escapade gourmande au bord du lac<\/h2>/);
    expect(page).toContain('2 nuits · pour 2 personnes');
    expect(page).toContain("Valable jusqu'au 1 juin 2031");
    expect(page).toContain('se terminant par 9WEP');
    expect(page).toContain('Bon anniversaire !');
    expect(page).toContain('De la part de Léa');
    expect(page).toContain('Choisissez votre séjour 11 séjours');
    expect(page).toContain('Hôtel 1');
    expect(page).toContain('Séjour 2');
    // One "Choose dates" per stay, described by the stay's title.
    const buttons = html.match(/<button type="button"[^>]*aria-describedby="[^"]+"[^>]*>Choisir mes dates<\/button>/g) ?? [];
    expect(buttons).toHaveLength(2);
    const describedBy = /aria-describedby="([^"]+)"/.exec(buttons[0] ?? '')?.[1];
    expect(html).toMatch(new RegExp(`<h3 id="${describedBy}"[^>]*>Séjour 1</h3>`));
    // 2 of 11 loaded: more to load; no booking step before dates are chosen.
    expect(page).toContain('Voir plus de séjours');
    expect(page).not.toContain('Réserver');
    expect(html).toContain('href="/fr-fr/beneficiary/login"');
  });

  it('a box without stays left says so', async () => {
    const html = await renderGift({ voucher: voucherOf({ kind: 'BOX', nights: null, offerId: null, boxCode: 'SPAEBOX', personalisation: { fromName: '', message: '' } }), stays: { exactMatch: [], searchDetails: { totalCount: 0, page: 0, limit: 8 } } });
    const page = text(html);
    expect(page).toContain('Coffret cadeau');
    expect(page).toContain("Aucun séjour n'est disponible pour ce cadeau pour le moment.");
    expect(page).not.toContain('De la part de');
    expect(page).not.toContain('Voir plus de séjours');
  });

  it('a gift card: its balance, spent at the checkout of any stay (a link to the search); no stays', async () => {
    const html = await renderGift({ voucher: voucherOf({ kind: 'GIFTCARD', state: 'PARTLY_USED', nights: null, offerId: null, adults: 0, valueCents: 15_000, balanceCents: 7_550 }) });
    const page = text(html);
    expect(page).toContain('Carte cadeau');
    expect(page).toContain('Solde disponible : 75,50 €');
    expect(page).not.toContain('pour 2 personnes');
    expect(page).toContain('saisissez votre code au moment de payer');
    expect(html).toMatch(/<a href="\/fr-fr\/recherche"[^>]*>Trouver un séjour<\/a>/);
    expect(page).not.toContain('Choisissez votre séjour');
  });

  it('an activity voucher: the activity to book for its group, no stays', async () => {
    const page = text(await renderGift({ voucher: voucherOf({ kind: 'ACTIVITY', nights: null, offerId: null, activityProductId: 7, adults: 3, label: 'Baptême de plongée' }) }));
    expect(page).toContain('Activité cadeau');
    expect(page).toContain('pour 3 personnes');
    expect(page).toContain('Votre activité');
    expect(page).toContain('Réserver');
    expect(page).not.toContain('Choisissez votre séjour');
  });

  it('a used voucher says so, and offers another code', async () => {
    const page = text(await renderGift({ voucher: voucherOf({ state: 'REDEEMED' }) }));
    expect(page).toContain('Ce cadeau a déjà été utilisé.');
    expect(page).not.toContain('Choisissez votre séjour');
    expect(page).toContain('Utiliser un autre code');
  });

  it('speaks the market\'s language', async () => {
    const stays = { exactMatch: [stayOf(1)], searchDetails: { totalCount: 1, page: 0, limit: 8 } };
    const page = text(await renderGift({ voucher: voucherOf(), stays }, 'nl_NL'));
    expect(page).toContain('Cadeauverblijf');
    expect(page).toContain('2 nachten · voor 2 personen');
    expect(page).toContain('Kies je verblijf');
    expect(page).toContain('Mijn data kiezen');
    expect(page).not.toContain('Meer verblijven tonen');
  });
});
