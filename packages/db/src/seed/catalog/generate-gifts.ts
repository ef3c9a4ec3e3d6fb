import { LOCALES, type Locale } from '@escapade/domain';
import { DIGITAL_CODE_SUFFIX, PHYSICAL_CODE_SUFFIX } from '@escapade/domain/gift';
import type { Insertable } from 'kysely';
import type {
  BoxOfferTable, BoxTable, GiftCardTable, Localized, OfferUpsellTable, ShippingCostTable, SingleVoucherPriceTable,
  SleeveCategoryTable, SleeveTable,
} from '../../schema';
import type { ImagePool } from '../images/generate-images';
import type { Random } from '../random';
import type { OfferPriceDigest } from './availability';
import type { OfferBuild } from './generate-offers';
import { FAMILY_THEME_ID, THEME } from './themes-and-tags';

const l = (fr: string, es: string, it: string, nl: string): Localized => ({ fr, es, it, nl });
const roundEuro = (cents: number) => Math.max(100, Math.round(cents / 100) * 100);

/**
 * Single vouchers: "price by nights 1–3 for 2 people". Every offer flagged single-voucher sellable
 * gets all three (a giftable offer always has its prices); the flag is only set on sold offers.
 */
export function generateSingleVoucherPrices(rng: Random, offers: readonly OfferBuild[], digests: Map<number, OfferPriceDigest>): Insertable<SingleVoucherPriceTable>[] {
  const rows: Insertable<SingleVoucherPriceTable>[] = [];
  for (const offer of offers) {
    if (!offer.row.is_single_voucher_sellable) continue;
    const digest = digests.get(offer.row.id as number);
    if (!offer.isBookable || !digest) throw new Error(`offer ${String(offer.row.id)} is single-voucher sellable without nightly prices to price its vouchers`);
    const hasPromo = rng.chance(0.4);
    for (let nights = 1; nights <= 3; nights++) {
      const ref = roundEuro(digest.medianRefCents * nights * (nights === 1 ? 1 : 0.97));
      const sell = hasPromo ? roundEuro(ref * (1 - rng.int(10, 25) / 100)) : ref;
      rows.push({ offer_id: offer.row.id as number, nights, sell_cents: Math.min(sell, ref), ref_cents: ref });
    }
  }
  return rows;
}

/** Extras: a dearer package of the same hotel, with the price difference per night and per gift length. */
export function generateUpsells(offers: readonly OfferBuild[], digests: Map<number, OfferPriceDigest>): Insertable<OfferUpsellTable>[] {
  const byHotel = new Map<number, OfferBuild[]>();
  for (const o of offers) if (o.isBookable) byHotel.set(o.hotel.row.id as number, [...(byHotel.get(o.hotel.row.id as number) ?? []), o]);
  const rows: Insertable<OfferUpsellTable>[] = [];
  for (const list of byHotel.values()) {
    for (const offer of list) {
      const base = digests.get(offer.row.id as number)?.medianSellCents ?? 0;
      const dearer = list
        .filter((o) => o !== offer && o.row.nights === offer.row.nights && (digests.get(o.row.id as number)?.medianSellCents ?? 0) > base)
        .slice(0, 2);
      for (const up of dearer) {
        const diff = roundEuro((digests.get(up.row.id as number)?.medianSellCents ?? base) - base);
        rows.push({
          offer_id: offer.row.id as number, upsell_offer_id: up.row.id as number, price_difference_cents: diff,
          price_difference_per_los: JSON.stringify({ 1: diff, 2: diff * 2, 3: diff * 3 }),
        });
      }
    }
  }
  return rows;
}

interface BoxFamily {
  stem: string;
  themeId: number;
  subthemeId: number;
  title: Localized;
  description: Localized;
  included: Localized;
  valueCents: number;
}

const BOX_FAMILIES: readonly BoxFamily[] = [
  { stem: 'SPADUO', themeId: THEME.wellness, subthemeId: 101, valueCents: 24900,
    title: l('Parenthèse spa à deux', 'Paréntesis spa en pareja', 'Pausa spa di coppia', 'Spamoment voor twee'),
    description: l('Une nuit avec accès au spa ou massage, à choisir parmi des hôtels bien-être.', 'Una noche con acceso al spa o masaje, a elegir entre hoteles de bienestar.', 'Una notte con accesso alla spa o massaggio, tra hotel benessere.', 'Een nacht met toegang tot de spa of een massage, in wellnesshotels.'),
    included: l('1 nuit pour 2\nPetit-déjeuner\nAccès spa ou massage', '1 noche para 2\nDesayuno\nAcceso al spa o masaje', '1 notte per 2\nColazione\nAccesso spa o massaggio', '1 nacht voor 2\nOntbijt\nToegang tot de spa of massage') },
  { stem: 'GOURMET', themeId: THEME.gastronomy, subthemeId: 102, valueCents: 27900,
    title: l('Escapade gourmande', 'Escapada gourmet', 'Fuga golosa', 'Culinair uitje'),
    description: l('Une nuit et un dîner dans une belle table de la région.', 'Una noche y una cena en una buena mesa de la zona.', 'Una notte e una cena in un’ottima tavola della zona.', 'Een nacht en een diner aan een mooie tafel in de streek.'),
    included: l('1 nuit pour 2\nPetit-déjeuner\nDîner', '1 noche para 2\nDesayuno\nCena', '1 notte per 2\nColazione\nCena', '1 nacht voor 2\nOntbijt\nDiner') },
  { stem: 'VINO', themeId: THEME.wine, subthemeId: 103, valueCents: 22900,
    title: l('Séjour au cœur des vignes', 'Escapada entre viñedos', 'Soggiorno tra i vigneti', 'Verblijf tussen de wijngaarden'),
    description: l('Dégustations et nuit au calme dans les plus beaux vignobles.', 'Catas y noche tranquila en los viñedos más bonitos.', 'Degustazioni e notte tranquilla nei vigneti più belli.', 'Proeverijen en een rustige nacht in de mooiste wijngaarden.'),
    included: l('1 nuit pour 2\nPetit-déjeuner\nDégustation', '1 noche para 2\nDesayuno\nCata', '1 notte per 2\nColazione\nDegustazione', '1 nacht voor 2\nOntbijt\nProeverij') },
  { stem: 'AVENTURE', themeId: THEME.adventure, subthemeId: 104, valueCents: 25900,
    title: l('Week-end sensations', 'Fin de semana de aventura', 'Weekend adrenalina', 'Avontuurlijk weekend'),
    description: l('Kayak, randonnée ou équitation, et une nuit pour récupérer.', 'Kayak, senderismo o equitación, y una noche para recuperarse.', 'Kayak, trekking o equitazione, e una notte per recuperare.', 'Kajak, wandelen of paardrijden, en een nacht om bij te komen.'),
    included: l('1 nuit pour 2\nPetit-déjeuner\nActivité sportive', '1 noche para 2\nDesayuno\nActividad deportiva', '1 notte per 2\nColazione\nAttività sportiva', '1 nacht voor 2\nOntbijt\nSportieve activiteit') },
  { stem: 'INSOLITE', themeId: THEME.unusual, subthemeId: 105, valueCents: 21900,
    title: l('Nuit insolite', 'Noche insólita', 'Notte insolita', 'Bijzondere nacht'),
    description: l('Montgolfière, escape game ou nuit hors du commun.', 'Globo, escape room o una noche fuera de lo común.', 'Mongolfiera, escape room o una notte fuori dal comune.', 'Ballonvaart, escaperoom of een ongewone nacht.'),
    included: l('1 nuit pour 2\nPetit-déjeuner\nExpérience insolite', '1 noche para 2\nDesayuno\nExperiencia insólita', '1 notte per 2\nColazione\nEsperienza insolita', '1 nacht voor 2\nOntbijt\nBijzondere belevenis') },
  { stem: 'FAMILLE', themeId: FAMILY_THEME_ID, subthemeId: 106, valueCents: 32900,
    title: l('Escapade en famille', 'Escapada en familia', 'Fuga in famiglia', 'Familie-uitje'),
    description: l('Une chambre familiale et une activité pour toute la tribu.', 'Una habitación familiar y una actividad para toda la familia.', 'Una camera familiare e un’attività per tutta la famiglia.', 'Een familiekamer en een activiteit voor het hele gezin.'),
    included: l('1 nuit pour 2 adultes et 2 enfants\nPetit-déjeuner\nActivité en famille', '1 noche para 2 adultos y 2 niños\nDesayuno\nActividad en familia', '1 notte per 2 adulti e 2 bambini\nColazione\nAttività in famiglia', '1 nacht voor 2 volwassenen en 2 kinderen\nOntbijt\nFamilieactiviteit') },
  { stem: 'CHATEAU', themeId: THEME.castles, subthemeId: 107, valueCents: 34900,
    title: l('Nuit de château', 'Noche en un castillo', 'Notte al castello', 'Nacht in een kasteel'),
    description: l('Vivez comme des seigneurs le temps d’une nuit.', 'Viva como la nobleza durante una noche.', 'Vivete come nobili per una notte.', 'Leef een nacht lang als adel.'),
    included: l('1 nuit pour 2 dans un château\nPetit-déjeuner', '1 noche para 2 en un castillo\nDesayuno', '1 notte per 2 in un castello\nColazione', '1 nacht voor 2 in een kasteel\nOntbijt') },
  { stem: 'ROMANCE', themeId: THEME.romantic, subthemeId: 108, valueCents: 23900,
    title: l('Week-end romantique', 'Fin de semana romántico', 'Weekend romantico', 'Romantisch weekend'),
    description: l('Une nuit à deux avec attentions romantiques.', 'Una noche para dos con detalles románticos.', 'Una notte per due con attenzioni romantiche.', 'Een nacht voor twee met romantische attenties.'),
    included: l('1 nuit pour 2\nPetit-déjeuner\nAttention romantique', '1 noche para 2\nDesayuno\nDetalle romántico', '1 notte per 2\nColazione\nAttenzione romantica', '1 nacht voor 2\nOntbijt\nRomantische attentie') },
];

/** Gift boxes are not sold where the market's boxes toggle is off (Italy). */
const BOX_LOCALES: readonly Locale[] = LOCALES.filter((l) => l !== 'it_IT');

export function generateBoxes(rng: Random, offers: readonly OfferBuild[], pool: ImagePool, offersPerBox: number): { boxes: Insertable<BoxTable>[]; links: Insertable<BoxOfferTable>[] } {
  const boxes: Insertable<BoxTable>[] = [];
  const links: Insertable<BoxOfferTable>[] = [];
  BOX_FAMILIES.forEach((family, position) => {
    const candidates = offers.filter(
      (o) => o.isBookable && (o.row.theme_ids as number[]).includes(family.themeId) && (o.row.locales as string[]).some((x) => BOX_LOCALES.includes(x as Locale)),
    );
    const chosen = rng.sample(candidates, offersPerBox);
    const ref = family.valueCents;
    const sell = rng.chance(0.5) ? roundEuro(ref * (1 - rng.int(6, 20) / 100)) : ref;
    const images = rng.sample(pool.box, Math.min(3, pool.box.length));
    for (const format of ['digital', 'physical'] as const) {
      const code = `${family.stem}${format === 'digital' ? DIGITAL_CODE_SUFFIX : PHYSICAL_CODE_SUFFIX}`;
      boxes.push({
        code, family_code: family.stem, format, title: JSON.stringify(family.title), description: JSON.stringify(family.description),
        included_content: JSON.stringify(family.included), value_cents: family.valueCents, ref_cents: ref, sell_cents: sell,
        subtheme_ids: [family.subthemeId], main_image_id: images[0] as string, image_ids: images, locales: [...BOX_LOCALES], position,
      });
      chosen.forEach((o, i) => links.push({ box_code: code, offer_id: o.row.id as number, position: i }));
    }
  });
  return { boxes, links };
}

export function generateGiftCards(pool: ImagePool): Insertable<GiftCardTable>[] {
  return [{
    id: 'GIFTCARD',
    // "Giftcard purchase blocks show in the gift flow for fr_FR, fr_BE, nl_NL, nl_BE, it_IT."
    locales: ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT'],
    title: JSON.stringify(l('Carte cadeau', 'Tarjeta regalo', 'Carta regalo', 'Cadeaukaart')),
    description: JSON.stringify(l('Le montant de votre choix, valable sur tout le site.', 'El importe que elija, válido en toda la web.', 'L’importo che preferite, valido su tutto il sito.', 'Het bedrag van uw keuze, geldig op de hele site.')),
    amount_choices_cents: [2500, 5000, 7500, 10000, 15000, 20000], min_amount_cents: 2000, max_amount_cents: 100000,
    // "gift valid one and a half years"
    validity_months: 18, image_id: pool.box[0] as string,
  }];
}

export function generateSleeves(pool: ImagePool): { categories: Insertable<SleeveCategoryTable>[]; sleeves: Insertable<SleeveTable>[] } {
  const categories: Insertable<SleeveCategoryTable>[] = [
    { id: 1, description: 'envelope', names: JSON.stringify(l('Enveloppe', 'Sobre', 'Busta', 'Envelop')), single_selection: true, position: 1 },
    { id: 2, description: 'sleeve', names: JSON.stringify(l('Fourreau du coffret', 'Funda del cofre', 'Custodia del cofanetto', 'Hoes van de box')), single_selection: true, position: 2 },
    { id: 3, description: 'greeting-card', names: JSON.stringify(l('Carte de vœux', 'Tarjeta de felicitación', 'Biglietto di auguri', 'Wenskaart')), single_selection: false, position: 3 },
  ];
  const img = (i: number) => pool.sleeve[i % pool.sleeve.length] as string;
  const sleeve = (id: number, category: number, name: Localized, price: number, recommended: boolean, position: number): Insertable<SleeveTable> =>
    ({ id, category_id: category, name: JSON.stringify(name), image_id: img(id), price_cents: price, recommended, position });
  return {
    categories,
    sleeves: [
      sleeve(1, 1, l('Enveloppe kraft', 'Sobre kraft', 'Busta kraft', 'Kraftenvelop'), 0, false, 1),
      sleeve(2, 1, l('Enveloppe dorée', 'Sobre dorado', 'Busta dorata', 'Gouden envelop'), 300, true, 2),
      sleeve(3, 2, l('Fourreau Fête', 'Funda Fiesta', 'Custodia Festa', 'Hoes Feest'), 490, false, 1),
      sleeve(4, 2, l('Fourreau Amour', 'Funda Amor', 'Custodia Amore', 'Hoes Liefde'), 590, true, 2),
      sleeve(5, 2, l('Fourreau Merci', 'Funda Gracias', 'Custodia Grazie', 'Hoes Bedankt'), 590, false, 3),
      sleeve(6, 3, l('Joyeux anniversaire', 'Feliz cumpleaños', 'Buon compleanno', 'Gelukkige verjaardag'), 250, true, 1),
      sleeve(7, 3, l('Félicitations', 'Enhorabuena', 'Congratulazioni', 'Gefeliciteerd'), 250, false, 2),
      sleeve(8, 3, l('Joyeuses fêtes', 'Felices fiestas', 'Buone feste', 'Fijne feestdagen'), 250, false, 3),
    ],
  };
}

/** Shipping of physical gifts: free at home ("free delivery"), with a fee abroad. */
export function generateShippingCosts(): Insertable<ShippingCostTable>[] {
  return LOCALES.map((locale) => ({ locale, amount_cents: 0, international_fee_cents: 690 }));
}
