import { LANGUAGES } from '@escapade/domain';
import type { DestinationType, Localized } from '../../schema';
import { slugify } from '../catalog/addresses';
import type { GeoDestination } from './build-geography';

/** Who gets the plain slug when two places share a name: `/paris` is the city, not the department. */
const SLUG_PRIORITY: readonly DestinationType[] = [
  'country', 'city', 'region', 'department', 'touristic_region', 'sea_resort', 'ski_resort', 'poi',
];

const TYPE_WORDS: Readonly<Partial<Record<DestinationType, Localized>>> = {
  region: { fr: 'region', es: 'region', it: 'regione', nl: 'regio' },
  department: { fr: 'departement', es: 'provincia', it: 'provincia', nl: 'provincie' },
  touristic_region: { fr: 'region-touristique', es: 'zona-turistica', it: 'zona-turistica', nl: 'toeristische-regio' },
  sea_resort: { fr: 'station-balneaire', es: 'playa', it: 'mare', nl: 'badplaats' },
  ski_resort: { fr: 'station-de-ski', es: 'estacion-de-esqui', it: 'stazione-sciistica', nl: 'skigebied' },
  poi: { fr: 'site', es: 'lugar', it: 'luogo', nl: 'bezienswaardigheid' },
};

/**
 * One SEO slug per destination and language, unique per language (the landing path
 * `/destination-slug` resolves to exactly one place). Collisions get the type word, then the
 * parent's slug, then the id.
 */
export function assignDestinationSlugs(destinations: readonly GeoDestination[], byId: Map<number, GeoDestination>): Map<number, Localized> {
  const taken = new Map<string, Set<string>>(LANGUAGES.map((l) => [l, new Set<string>()]));
  const result = new Map<number, Localized>();
  const ordered = SLUG_PRIORITY.flatMap((type) => destinations.filter((d) => d.type === type));
  for (const d of ordered) {
    const slugs = {} as Localized;
    for (const lang of LANGUAGES) {
      const used = taken.get(lang) as Set<string>;
      const base = slugify(d.names[lang]) || String(d.id);
      const parent = d.parentId != null ? byId.get(d.parentId) : undefined;
      const candidates = [
        base,
        ...(d.type === 'city' ? [] : [`${base}-${TYPE_WORDS[d.type]?.[lang] ?? d.type}`]),
        ...(parent ? [`${base}-${slugify(parent.names[lang])}`] : []),
        `${base}-${d.id}`,
      ];
      const slug = candidates.find((c) => !used.has(c)) as string;
      used.add(slug);
      slugs[lang] = slug;
    }
    result.set(d.id, slugs);
  }
  return result;
}

export function localizedSlug(name: Localized): Localized {
  return { fr: slugify(name.fr), es: slugify(name.es), it: slugify(name.it), nl: slugify(name.nl) };
}
