import type { Country } from '@escapade/domain';
import type { Localized } from '../../schema';

/**
 * Localized names of the countries and of their first-level divisions (GeoNames admin1 codes),
 * with the real exonyms of each language. GeoNames names these in English; the site never does.
 */
export const COUNTRY_NAMES: Readonly<Record<Country, Localized>> = {
  FR: { fr: 'France', es: 'Francia', it: 'Francia', nl: 'Frankrijk' },
  ES: { fr: 'Espagne', es: 'España', it: 'Spagna', nl: 'Spanje' },
  IT: { fr: 'Italie', es: 'Italia', it: 'Italia', nl: 'Italië' },
  NL: { fr: 'Pays-Bas', es: 'Países Bajos', it: 'Paesi Bassi', nl: 'Nederland' },
  BE: { fr: 'Belgique', es: 'Bélgica', it: 'Belgio', nl: 'België' },
};

/** Capital-ish centre used for the country pin and map zoom (real coordinates). */
export const COUNTRY_CENTRES: Readonly<Record<Country, { lat: number; lng: number }>> = {
  FR: { lat: 46.603354, lng: 1.888334 },
  ES: { lat: 40.416775, lng: -3.70379 },
  IT: { lat: 42.638426, lng: 12.674297 },
  NL: { lat: 52.243498, lng: 5.634323 },
  BE: { lat: 50.640281, lng: 4.666715 },
};

const l = (fr: string, es: string, it: string, nl: string): Localized => ({ fr, es, it, nl });
const same = (name: string): Localized => l(name, name, name, name);

/** Keyed `${country}.${admin1}`. */
export const REGION_NAMES: Readonly<Record<string, Localized>> = {
  'FR.93': l("Provence-Alpes-Côte d'Azur", 'Provenza-Alpes-Costa Azul', "Provenza-Alpi-Costa Azzurra", "Provence-Alpes-Côte d'Azur"),
  'FR.52': l('Pays de la Loire', 'País del Loira', 'Paesi della Loira', 'Pays de la Loire'),
  'FR.11': l('Île-de-France', 'Isla de Francia', 'Île-de-France', 'Île-de-France'),
  'FR.94': l('Corse', 'Córcega', 'Corsica', 'Corsica'),
  'FR.24': l('Centre-Val de Loire', 'Centro-Valle del Loira', 'Centro-Valle della Loira', 'Centre-Val de Loire'),
  'FR.53': l('Bretagne', 'Bretaña', 'Bretagna', 'Bretagne'),
  'FR.27': l('Bourgogne-Franche-Comté', 'Borgoña-Franco Condado', 'Borgogna-Franca Contea', 'Bourgogne-Franche-Comté'),
  'FR.75': l('Nouvelle-Aquitaine', 'Nueva Aquitania', 'Nuova Aquitania', 'Nouvelle-Aquitaine'),
  'FR.28': l('Normandie', 'Normandía', 'Normandia', 'Normandië'),
  'FR.44': l('Grand Est', 'Gran Este', 'Grand Est', 'Grand Est'),
  'FR.76': l('Occitanie', 'Occitania', 'Occitania', 'Occitanië'),
  'FR.32': l('Hauts-de-France', 'Alta Francia', 'Alta Francia', 'Hauts-de-France'),
  'FR.84': l('Auvergne-Rhône-Alpes', 'Auvernia-Ródano-Alpes', 'Alvernia-Rodano-Alpi', 'Auvergne-Rhône-Alpes'),

  'ES.31': l('Région de Murcie', 'Región de Murcia', 'Regione di Murcia', 'Murcia (regio)'),
  'ES.CE': same('Ceuta'),
  'ES.07': l('Îles Baléares', 'Islas Baleares', 'Isole Baleari', 'Balearen'),
  'ES.51': l('Andalousie', 'Andalucía', 'Andalusia', 'Andalusië'),
  'ES.53': l('Îles Canaries', 'Canarias', 'Isole Canarie', 'Canarische Eilanden'),
  'ES.54': l('Castille-La Manche', 'Castilla-La Mancha', 'Castiglia-La Mancia', 'Castilië-La Mancha'),
  'ES.57': l('Estrémadure', 'Extremadura', 'Estremadura', 'Extremadura'),
  'ES.60': l('Communauté valencienne', 'Comunidad Valenciana', 'Comunità Valenciana', 'Valenciaanse Gemeenschap'),
  'ES.34': l('Asturies', 'Asturias', 'Asturie', 'Asturië'),
  'ES.32': l('Navarre', 'Navarra', 'Navarra', 'Navarra'),
  'ES.29': l('Communauté de Madrid', 'Comunidad de Madrid', 'Comunità di Madrid', 'Regio Madrid'),
  'ES.27': same('La Rioja'),
  'ES.39': l('Cantabrie', 'Cantabria', 'Cantabria', 'Cantabrië'),
  'ES.52': l('Aragon', 'Aragón', 'Aragona', 'Aragón'),
  'ES.55': l('Castille-et-León', 'Castilla y León', 'Castiglia e León', 'Castilië en León'),
  'ES.56': l('Catalogne', 'Cataluña', 'Catalogna', 'Catalonië'),
  'ES.58': l('Galice', 'Galicia', 'Galizia', 'Galicië'),
  'ES.59': l('Pays basque', 'País Vasco', 'Paesi Baschi', 'Baskenland'),
  'ES.ML': same('Melilla'),

  'IT.15': l('Sicile', 'Sicilia', 'Sicilia', 'Sicilië'),
  'IT.14': l('Sardaigne', 'Cerdeña', 'Sardegna', 'Sardinië'),
  'IT.03': l('Calabre', 'Calabria', 'Calabria', 'Calabrië'),
  'IT.20': l('Vénétie', 'Véneto', 'Veneto', 'Veneto'),
  'IT.19': l("Vallée d'Aoste", 'Valle de Aosta', "Valle d'Aosta", "Valle d'Aosta"),
  'IT.18': l('Ombrie', 'Umbría', 'Umbria', 'Umbrië'),
  'IT.17': l('Trentin-Haut-Adige', 'Trentino-Alto Adigio', 'Trentino-Alto Adige', 'Trentino-Zuid-Tirol'),
  'IT.16': l('Toscane', 'Toscana', 'Toscana', 'Toscane'),
  'IT.13': l('Pouilles', 'Apulia', 'Puglia', 'Apulië'),
  'IT.12': l('Piémont', 'Piamonte', 'Piemonte', 'Piëmont'),
  'IT.11': same('Molise'),
  'IT.10': l('Marches', 'Marcas', 'Marche', 'Marche'),
  'IT.09': l('Lombardie', 'Lombardía', 'Lombardia', 'Lombardije'),
  'IT.08': l('Ligurie', 'Liguria', 'Liguria', 'Ligurië'),
  'IT.07': l('Latium', 'Lacio', 'Lazio', 'Lazio'),
  'IT.06': l('Frioul-Vénétie Julienne', 'Friuli-Venecia Julia', 'Friuli-Venezia Giulia', 'Friuli-Venezia Giulia'),
  'IT.05': l('Émilie-Romagne', 'Emilia-Romaña', 'Emilia-Romagna', 'Emilia-Romagna'),
  'IT.04': l('Campanie', 'Campania', 'Campania', 'Campanië'),
  'IT.02': l('Basilicate', 'Basilicata', 'Basilicata', 'Basilicata'),
  'IT.01': l('Abruzzes', 'Abruzos', 'Abruzzo', 'Abruzzen'),

  'NL.11': l('Hollande-Méridionale', 'Holanda Meridional', 'Olanda Meridionale', 'Zuid-Holland'),
  'NL.10': l('Zélande', 'Zelanda', 'Zelanda', 'Zeeland'),
  'NL.09': same('Utrecht'),
  'NL.15': same('Overijssel'),
  'NL.07': l('Hollande-Septentrionale', 'Holanda Septentrional', 'Olanda Settentrionale', 'Noord-Holland'),
  'NL.06': l('Brabant-Septentrional', 'Brabante Septentrional', 'Brabante Settentrionale', 'Noord-Brabant'),
  'NL.05': l('Limbourg', 'Limburgo', 'Limburgo', 'Limburg'),
  'NL.04': l('Groningue', 'Groninga', 'Groninga', 'Groningen'),
  'NL.03': l('Gueldre', 'Güeldres', 'Gheldria', 'Gelderland'),
  'NL.02': l('Frise', 'Frisia', 'Frisia', 'Friesland'),
  'NL.01': same('Drenthe'),
  'NL.16': same('Flevoland'),

  'BE.BRU': l('Bruxelles-Capitale', 'Región de Bruselas-Capital', 'Regione di Bruxelles-Capitale', 'Brussels Hoofdstedelijk Gewest'),
  'BE.WAL': l('Wallonie', 'Valonia', 'Vallonia', 'Wallonië'),
  'BE.VLG': l('Flandre', 'Flandes', 'Fiandre', 'Vlaanderen'),
};

/**
 * Second-level divisions whose names differ by language (Belgium is bilingual; a few Spanish
 * provinces are named in a co-official language by GeoNames). Keyed `${country}.${admin1}.${admin2}`.
 */
export const DEPARTMENT_NAMES: Readonly<Record<string, Localized>> = {
  'BE.VLG.VWV': l('Flandre-Occidentale', 'Flandes Occidental', 'Fiandre Occidentali', 'West-Vlaanderen'),
  'BE.VLG.VOV': l('Flandre-Orientale', 'Flandes Oriental', 'Fiandre Orientali', 'Oost-Vlaanderen'),
  'BE.WAL.WNA': l('Province de Namur', 'Provincia de Namur', 'Provincia di Namur', 'Provincie Namen'),
  'BE.WAL.WLX': l('Province de Luxembourg', 'Provincia de Luxemburgo', 'Provincia del Lussemburgo', 'Provincie Luxemburg'),
  'BE.VLG.VLI': l('Limbourg (Belgique)', 'Limburgo (Bélgica)', 'Limburgo (Belgio)', 'Limburg (België)'),
  'BE.WAL.WLG': l('Province de Liège', 'Provincia de Lieja', 'Provincia di Liegi', 'Provincie Luik'),
  'BE.WAL.WHT': l('Hainaut', 'Henao', 'Hainaut', 'Henegouwen'),
  'BE.VLG.VAN': l("Province d'Anvers", 'Provincia de Amberes', 'Provincia di Anversa', 'Provincie Antwerpen'),
  'BE.VLG.VBR': l('Brabant flamand', 'Brabante Flamenco', 'Brabante Fiammingo', 'Vlaams-Brabant'),
  'BE.WAL.WBR': l('Brabant wallon', 'Brabante Valón', 'Brabante Vallone', 'Waals-Brabant'),
  'FR.24.41': same('Loir-et-Cher'),
  'ES.58.C': l('Province de La Corogne', 'Provincia de La Coruña', 'Provincia di La Coruña', 'Provincie A Coruña'),
  'ES.60.V': l('Province de Valence', 'Provincia de Valencia', 'Provincia di Valencia', 'Provincie Valencia'),
  'ES.60.CS': l('Province de Castellón', 'Provincia de Castellón', 'Provincia di Castellón', 'Provincie Castellón'),
  'ES.07.PM': l('Îles Baléares (province)', 'Provincia de Baleares', 'Provincia delle Baleari', 'Provincie Balearen'),
  'ES.59.VI': same('Álava'),
  'ES.56.B': l('Province de Barcelone', 'Provincia de Barcelona', 'Provincia di Barcellona', 'Provincie Barcelona'),
  'ES.29.M': l('Province de Madrid', 'Provincia de Madrid', 'Provincia di Madrid', 'Provincie Madrid'),
  'ES.51.SE': l('Province de Séville', 'Provincia de Sevilla', 'Provincia di Siviglia', 'Provincie Sevilla'),
  'IT.07.RM': l('Ville métropolitaine de Rome', 'Ciudad metropolitana de Roma', 'Città metropolitana di Roma Capitale', 'Metropolitane stad Rome'),
  'IT.09.MI': l('Ville métropolitaine de Milan', 'Ciudad metropolitana de Milán', 'Città metropolitana di Milano', 'Metropolitane stad Milaan'),
  'IT.16.FI': l('Province de Florence', 'Provincia de Florencia', 'Provincia di Firenze', 'Provincie Florence'),
  'IT.20.VE': l('Province de Venise', 'Provincia de Venecia', 'Provincia di Venezia', 'Provincie Venetië'),
  'IT.04.NA': l('Province de Naples', 'Provincia de Nápoles', 'Provincia di Napoli', 'Provincie Napels'),
  'IT.12.TO': l('Province de Turin', 'Provincia de Turín', 'Provincia di Torino', 'Provincie Turijn'),
};

/** GeoNames prefixes of second-level division names ("Provincia di Siena" → "Siena"). */
const DIVISION_PREFIXES = [
  'Città metropolitana di ', 'Provincia autonoma di ', "Provincia dell' ", 'Provincia del ', 'Provincia di ',
  'Provincia de ', 'Provincia da ', 'Província de ', 'Province of ', 'Provincie ', 'Province de ', 'Province du ',
  'Provincia ',
];

/** The local name of a department / province, without its administrative prefix. */
export function cleanDivisionName(name: string): string {
  for (const prefix of DIVISION_PREFIXES) {
    if (name.startsWith(prefix)) {
      const rest = name.slice(prefix.length);
      return prefix === "Provincia dell' " ? `L'${rest}` : rest;
    }
  }
  if (name.includes(' / ')) return name.split(' / ')[1] ?? name;
  return name;
}
