import type { Language, Locale } from '@escapade/domain';
import type { Insertable } from 'kysely';
import type {
  ActivityCenterTable, ActivityPriceTable, ActivityProductActivityTable, ActivityProductTable, ActivityTable, Localized,
} from '../../schema';
import type { PlacedTown } from '../geography/build-geography';
import type { ImagePool } from '../images/generate-images';
import type { Random } from '../random';
import { ACTIVITY_TEMPLATES, type ActivityTemplate } from './activities';
import { pointAround, slugify, streetAddress } from './addresses';
import { imageForActivity } from './generate-hotels';
import { fill } from './phrases';

const CENTER_NAMES: Readonly<Record<ActivityTemplate['univers'], Record<Language, string>>> = {
  wellness: { fr: 'Spa des Sources', es: 'Spa Las Fuentes', it: 'Spa Le Fonti', nl: 'Spa De Bron' },
  gastronomy: { fr: 'Les Ateliers Gourmands', es: 'Taller Gastronómico', it: 'Laboratorio del Gusto', nl: 'Het Smaakatelier' },
  sport: { fr: 'Base Plein Air', es: 'Centro Aventura', it: 'Centro Outdoor', nl: 'Buitensportcentrum' },
  culture: { fr: 'Maison du Patrimoine', es: 'Casa del Patrimonio', it: 'Casa del Patrimonio', nl: 'Erfgoedhuis' },
  leisure: { fr: 'Évasion Loisirs', es: 'Ocio y Evasión', it: 'Svago e Avventura', nl: 'Vrijetijdscentrum' },
  nature: { fr: 'Nature & Découverte', es: 'Naturaleza Viva', it: 'Natura Viva', nl: 'Natuurbeleving' },
};

const LANGUAGE_OF: Readonly<Record<string, Language>> = { FR: 'fr', ES: 'es', IT: 'it', NL: 'nl', BE: 'fr' };
const MARKETS_OF: Readonly<Record<string, Locale[]>> = {
  FR: ['fr_FR', 'fr_BE', 'nl_BE'], ES: ['es_ES'], IT: ['it_IT'], NL: ['nl_NL', 'nl_BE'], BE: ['fr_BE', 'nl_BE', 'nl_NL'],
};

export interface ActivityProductsBuild {
  centers: Insertable<ActivityCenterTable>[];
  activities: Insertable<ActivityTable>[];
  products: Insertable<ActivityProductTable>[];
  links: Insertable<ActivityProductActivityTable>[];
  prices: Insertable<ActivityPriceTable>[];
}

const roundEuro = (cents: number) => Math.max(100, Math.round(cents / 100) * 100);

/** Activity-only products: an activity (or two) at a center, priced by group size. */
export function generateActivityProducts(input: {
  rng: Random; towns: readonly PlacedTown[]; count: number; pool: ImagePool; firstActivityId: number;
}): ActivityProductsBuild {
  const { rng, pool } = input;
  const out: ActivityProductsBuild = { centers: [], activities: [], products: [], links: [], prices: [] };
  const templates = ACTIVITY_TEMPLATES.filter((t) => t.activityOnly);
  let activityId = input.firstActivityId;
  const slugs = new Set<string>();
  for (let i = 0; i < input.count; i++) {
    const id = i + 1;
    const town = rng.weighted(input.towns, (t) => t.town.weight);
    const fitting = templates.filter((t) => t.environments.length === 0 || t.environments.includes(town.town.environment));
    const template = rng.pick(fitting.length ? fitting : templates);
    const language = LANGUAGE_OF[town.town.country] ?? 'fr';
    const point = pointAround(rng, town.city, 6);
    const centerLabel = `${CENTER_NAMES[template.univers][language]} ${town.city.names[language]}`;
    let slug = slugify(`${template.key}-${town.city.names.fr}`);
    for (let n = 2; slugs.has(slug); n++) slug = slugify(`${template.key}-${town.city.names.fr}-${n}`);
    slugs.add(slug);
    out.centers.push({
      id, label: centerLabel, slug: `${slug}-center`, stars: rng.chance(0.4) ? rng.int(3, 5) : null, latitude: point.lat, longitude: point.lng,
      street_address: streetAddress(rng, language), zip_code: town.town.postalCode, city_id: town.city.id, country_code: town.town.country,
    });
    const second = rng.chance(0.3) ? rng.pick(templates.filter((t) => t !== template)) : undefined;
    const productTemplates = second ? [template, second] : [template];
    productTemplates.forEach((t, position) => {
      out.activities.push({
        id: activityId, hotel_id: null, activity_center_id: id, title: JSON.stringify(t.title), description: JSON.stringify(t.description),
        univers: t.univers, composition: JSON.stringify(t.composition), schedules: JSON.stringify(t.schedules),
        duration_minutes: t.durationMinutes, important_information: JSON.stringify(t.how), image_ids: [imageForActivity(rng, pool, t.key)],
      });
      out.links.push({ product_id: id, activity_id: activityId, position: position + 1, is_main: position === 0 });
      activityId++;
    });
    const label: Localized = fill({ fr: '{title} à {town}', es: '{title} en {town}', it: '{title} a {town}', nl: '{title} in {town}' }, { title: template.title, town: town.city.names });
    out.products.push({
      id, slug, label: JSON.stringify(label), description: JSON.stringify(template.description),
      nice_to_know: JSON.stringify([template.composition, template.schedules]), important_info: JSON.stringify(template.how),
      main_activity_center_id: id,
      image_ids: [...new Set([imageForActivity(rng, pool, template.key), rng.pick(pool.landscape[town.town.environment]), imageForActivity(rng, pool, template.key)])],
      theme_ids: template.themeIds, tag_ids: [template.tagId], locales: MARKETS_OF[town.town.country] ?? ['fr_FR'],
      published: !rng.chance(0.08), popularity: rng.int(0, 1000), page_title: JSON.stringify(label),
    });
    const forTwo = roundEuro(template.priceCents * (0.9 + rng.float() * 0.5) + (second?.priceCents ?? 0) * 0.8);
    const promo = rng.chance(0.4) ? rng.int(5, 25) / 100 : 0;
    const sizes = rng.chance(0.3) ? [1, 2, 3, 4] : [1, 2];
    for (const size of sizes) {
      const sell = size === 1 ? roundEuro(forTwo * 0.6) : size === 2 ? forTwo : roundEuro((forTwo / 2) * size * 0.95);
      out.prices.push({ product_id: id, group_size: size, sell_cents: sell, bar_cents: promo > 0 ? Math.ceil(sell / (1 - promo) / 100) * 100 : sell });
    }
  }
  return out;
}
