import type { Country, Language } from '@escapade/domain';
import type { Random } from '../random';

const STREETS: Readonly<Record<Language, { types: string[]; names: string[] }>> = {
  fr: {
    types: ['rue', 'avenue', 'place', 'chemin', 'boulevard', 'quai', 'route', 'allée'],
    names: ['de la République', 'Victor-Hugo', 'des Lilas', 'du Port', "de l'Église", 'Pasteur', 'du Château', 'des Vignes',
      'Jean-Jaurès', 'de la Gare', 'du Lac', 'des Écoles', 'du Marché', 'des Remparts', 'de la Plage', 'du Moulin'],
  },
  es: {
    types: ['Calle', 'Avenida', 'Plaza', 'Paseo', 'Camino'],
    names: ['Mayor', 'de la Constitución', 'del Mar', 'Real', 'de San Francisco', 'del Carmen', 'de Cervantes', 'de la Iglesia',
      'del Sol', 'de Colón', 'de la Alameda', 'del Puerto'],
  },
  it: {
    types: ['Via', 'Piazza', 'Corso', 'Viale', 'Lungomare', 'Strada'],
    names: ['Roma', 'Garibaldi', 'Dante', 'Vittorio Emanuele', 'del Mare', 'della Chiesa', 'dei Mille', 'San Francesco',
      'Mazzini', 'Cavour', 'del Castello', 'delle Vigne'],
  },
  nl: {
    types: [''],
    names: ['Dorpsstraat', 'Kerkstraat', 'Molenweg', 'Stationsplein', 'Markt', 'Zeedijk', 'Boslaan', 'Hoofdstraat',
      'Nieuwstraat', 'Lindelaan', 'Kasteelstraat', 'Havenkade', 'Duinweg', 'Grote Markt'],
  },
};

/** A street address written the way the hotel's language writes it. */
export function streetAddress(rng: Random, language: Language): string {
  const { types, names } = STREETS[language];
  const number = rng.int(1, 140);
  const name = rng.pick(names);
  const type = rng.pick(types);
  switch (language) {
    case 'fr': return `${number} ${type} ${name}`;
    case 'es': return `${type} ${name}, ${number}`;
    case 'it': return `${type} ${name}, ${number}`;
    case 'nl': return `${name} ${number}`;
  }
}

const PHONE_PREFIX: Readonly<Record<Country, string>> = { FR: '+33', ES: '+34', IT: '+39', NL: '+31', BE: '+32' };

export function phoneNumber(rng: Random, country: Country): string {
  const groups = Array.from({ length: 4 }, () => String(rng.int(10, 99)));
  return `${PHONE_PREFIX[country]} ${rng.int(1, 9)} ${groups.join(' ')}`;
}

/** A point `maxKm` around a centre at most, uniformly over the disc. */
export function pointAround(rng: Random, centre: { lat: number; lng: number }, maxKm: number): { lat: number; lng: number } {
  const distance = Math.sqrt(rng.float()) * maxKm;
  const bearing = rng.float() * 2 * Math.PI;
  const lat = centre.lat + (distance / 111.2) * Math.cos(bearing);
  const lng = centre.lng + (distance / (111.2 * Math.cos((centre.lat * Math.PI) / 180))) * Math.sin(bearing);
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[œ]/g, 'oe')
    .replace(/[æ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
