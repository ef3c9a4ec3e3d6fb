import type { ActivityGroupPrice } from '@escapade/contracts/activity-product';
import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../../components/search-box/test-render';
import { ActivityPurchase } from './ActivityPurchase';

function price(groupSize: number, sellPrice: number, refPrice = sellPrice): ActivityGroupPrice {
  return { groupSize, sellPrice, barPrice: refPrice, refPrice, promo: 0, promoPercentageRounded: 0, moneySaved: refPrice - sellPrice, pricePerPerson: Math.ceil(sellPrice / groupSize) };
}

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('ActivityPurchase markup (price and group-size setup with \'Offer\' and \'Buy for myself\' buttons)', () => {
  it('starts from the smallest priced size on the server, with the group and per-person prices', async () => {
    const html = text(await renderInMarket(<ActivityPurchase id={15} label="Croisière" prices={{ 1: price(1, 2600), 2: price(2, 4300) }} groupSizes={[1, 2]} checkoutPath="/fr-fr/activite/commande" />));
    expect(html).toContain('Participants − 1 +');
    expect(html).toContain('26 €');
    expect(html).toContain('Prix pour 1 personne');
    expect(html).toContain('soit 26 € / pers.');
    expect(html).toContain('Offrir');
    expect(html).toContain('Acheter pour moi');
    expect(html).toContain('Bon valable 12 mois');
  });

  it('activity prices are divided by group size, rounded up to the cent', async () => {
    const html = text(await renderInMarket(<ActivityPurchase id={1} label="Spa" prices={{ 3: price(3, 10000) }} groupSizes={[3]} checkoutPath="/c" />));
    expect(html).toContain('Prix pour 3 personnes');
    expect(html).toContain('soit 33,34 € / pers.');
  });

  it('an activity promo counts from 5 %: 5 % shows with the reference price, 4 % does not', async () => {
    const five = text(await renderInMarket(<ActivityPurchase id={1} label="A" prices={{ 1: price(1, 9500, 10000) }} groupSizes={[1]} checkoutPath="/c" />));
    expect(five).toContain('−5%');
    expect(five).toContain('100 €');
    const four = text(await renderInMarket(<ActivityPurchase id={1} label="A" prices={{ 1: price(1, 9600, 10000) }} groupSizes={[1]} checkoutPath="/c" />));
    expect(four).not.toContain('%');
    expect(four).not.toContain('100 €');
  });

  it('the stepper cannot go below or above the priced sizes', async () => {
    const html = await renderInMarket(<ActivityPurchase id={1} label="A" prices={{ 1: price(1, 2600) }} groupSizes={[1]} checkoutPath="/c" />);
    expect(html.match(/aria-disabled="true"/g)).toHaveLength(2);
  });
});
