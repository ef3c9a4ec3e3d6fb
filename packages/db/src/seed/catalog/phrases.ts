import type { Language } from '@escapade/domain';
import type { BedType, Localized } from '../../schema';
import type { TownEnvironment } from '../geography/hotel-towns';
import { THEME } from './themes-and-tags';

const l = (fr: string, es: string, it: string, nl: string): Localized => ({ fr, es, it, nl });

/** Fills `{name}` slots in each language. */
export function fill(template: Localized, values: Partial<Record<string, Localized | string>>): Localized {
  const out = { ...template };
  for (const lang of ['fr', 'es', 'it', 'nl'] as const) {
    out[lang] = template[lang].replace(/\{(\w+)\}/g, (_, key: string) => {
      const v = values[key];
      if (v === undefined) return `{${key}}`;
      return typeof v === 'string' ? v : v[lang];
    });
  }
  return out;
}

export function join(parts: readonly Localized[], separator = ' '): Localized {
  const pick = (lang: Language) => parts.map((p) => p[lang]).join(separator);
  return { fr: pick('fr'), es: pick('es'), it: pick('it'), nl: pick('nl') };
}

/** Hotel name patterns by naming language; {n} noun, {d} "of" form, {s} surname, {g} given name, {t} town. */
export const HOTEL_NAME_PATTERNS: Readonly<Record<Language, { patterns: string[]; n: string[]; d: string[] }>> = {
  fr: {
    patterns: ['Hôtel {n}', 'Domaine {d}', 'Château {d}', 'Manoir {d}', 'Auberge {d}', 'Hôtel {n} & Spa', 'La Maison {s}',
      'Villa {g}', 'Hostellerie {d}', 'Les Jardins de {t}', 'Grand Hôtel de {t}', 'Le Relais {d}'],
    n: ['Les Tilleuls', 'Le Relais', 'La Closerie', 'Les Glycines', 'Le Cèdre', 'La Roseraie', 'Les Oliviers', 'Le Prieuré',
      'La Bergerie', 'Les Remparts', 'Le Moulin', 'La Source', 'Les Lavandes', 'Le Belvédère', 'Les Pins', 'Le Petit Palais'],
    d: ['des Tilleuls', 'de la Roseraie', 'du Moulin', 'des Oliviers', 'du Prieuré', 'de la Source', 'des Lavandes',
      'du Belvédère', 'des Remparts', 'de la Bergerie', 'du Cèdre', 'des Glycines', 'de Beauregard', 'de Montclair',
      'de la Forêt', 'du Lac', 'des Vignes', 'de Rochefort', 'de Valmont', 'de la Tour'],
  },
  es: {
    patterns: ['Hotel {n}', 'Hotel Boutique {n}', 'Casa {s}', 'Hacienda {n}', 'Palacio {d}', 'Hotel Spa {n}', 'Posada {d}',
      'Hotel {t} Centro', 'Masía {n}', 'Gran Hotel {t}'],
    n: ['Las Acacias', 'El Mirador', 'La Alameda', 'Los Olivos', 'Las Palmeras', 'El Convento', 'La Casona', 'El Molino',
      'Los Arcos', 'La Fuente', 'Santa Clara', 'San Marcos', 'Sol y Mar', 'La Muralla', 'El Patio', 'Las Dunas'],
    d: ['del Río', 'de la Plaza', 'de los Vientos', 'del Rey', 'de San Juan', 'de la Sierra', 'de las Flores', 'del Conde'],
  },
  it: {
    patterns: ['Hotel {n}', 'Albergo {n}', 'Villa {s}', 'Relais {n}', 'Agriturismo {n}', 'Palazzo {s}', 'Borgo {n}',
      'Grand Hotel {t}', 'Locanda {d}', 'Hotel {n} & Spa'],
    n: ['Bellavista', 'Il Giardino', 'La Torre', 'Le Vigne', 'Il Poggio', 'La Meridiana', 'San Michele', 'Santa Caterina',
      'Il Casale', 'La Pergola', 'Belvedere', 'Miramare', 'Il Chiostro', 'Le Rose', 'Villa Fiorita', 'La Quercia'],
    d: ['del Sole', 'della Luna', 'del Borgo', 'dei Cavalieri', 'della Fonte', 'del Lago', 'delle Rose'],
  },
  nl: {
    patterns: ['Hotel {n}', 'Landgoed {n}', 'Kasteel {n}', 'Boutique Hotel {n}', 'Hotel {t} Centrum', 'Herberg {n}',
      'Hotel & Spa {n}', 'Villa {n}', 'Grand Hotel {t}'],
    n: ['De Gouden Leeuw', 'De Wittenburg', 'Het Anker', 'De Zwaan', 'De Linde', 'Het Rode Hert', 'De Kroon',
      'Huis ter Duin', 'De Molen', 'Het Wapen', 'De Sterre', 'Duinzicht', 'De Hoeve', 'Het Veerhuis', 'De Prins', 'Ter Heide'],
    d: [],
  },
};

const ENV_PLACE: Readonly<Record<TownEnvironment, Localized>> = {
  sea: l('face à la mer', 'frente al mar', 'di fronte al mare', 'aan zee'),
  mountain: l('au pied des pistes', 'a los pies de las montañas', 'ai piedi delle montagne', 'aan de voet van de bergen'),
  countryside: l('au cœur de la campagne', 'en plena naturaleza', 'nel cuore della campagna', 'midden op het platteland'),
  city: l('en plein centre-ville', 'en pleno centro', 'in pieno centro', 'midden in het centrum'),
  lake: l('sur les rives du lac', 'a orillas del lago', 'sulle rive del lago', 'aan de oever van het meer'),
  vineyard: l('au milieu des vignes', 'entre viñedos', 'tra i vigneti', 'tussen de wijngaarden'),
};

const MOODS: readonly Localized[] = [
  l('hors du temps', 'inolvidable', 'fuori dal tempo', 'tijdloos'),
  l('pleine de charme', 'con encanto', 'piena di fascino', 'sfeervol'),
  l('tout en douceur', 'relajante', 'rilassante', 'ontspannen'),
  l('chaleureuse', 'acogedora', 'accogliente', 'gezellig'),
  l('élégante', 'elegante', 'elegante', 'elegant'),
];

const INTROS: readonly Localized[] = [
  l('Niché {env}, {hotel} vous accueille à {town} pour une parenthèse {mood}.',
    'Situado {env}, {hotel} le recibe en {town} para una escapada {mood}.',
    'Immerso {env}, {hotel} vi accoglie a {town} per una pausa {mood}.',
    '{hotel} ligt {env} in {town} en belooft een {mood} verblijf.'),
  l('À {town}, {hotel} vous reçoit {env}, dans le calme et la douceur de vivre.',
    'En {town}, {hotel} le recibe {env}, con toda la calma y el buen vivir.',
    'A {town}, {hotel} vi accoglie {env}, nella calma e nella dolce vita.',
    'In {town} ontvangt {hotel} u {env}, in alle rust en gezelligheid.'),
];

const ROOMS_SENTENCE = l(
  'Ses {count} chambres, décorées avec soin, offrent tout le confort moderne.',
  'Sus {count} habitaciones, decoradas con mimo, ofrecen todas las comodidades.',
  'Le sue {count} camere, arredate con cura, offrono ogni comfort moderno.',
  'De {count} kamers zijn met zorg ingericht en bieden alle modern comfort.',
);

const ON_SITE = l('Sur place : {list}.', 'En el establecimiento: {list}.', 'In struttura: {list}.', 'Ter plaatse: {list}.');

export function describeHotel(input: {
  rng: () => number; hotel: string; town: Localized; environment: TownEnvironment; roomCount: number; facilities: readonly Localized[];
}): Localized {
  const intro = INTROS[Math.floor(input.rng() * INTROS.length)] as Localized;
  const mood = MOODS[Math.floor(input.rng() * MOODS.length)] as Localized;
  const list = {
    fr: input.facilities.map((f) => f.fr.toLowerCase()).join(', '),
    es: input.facilities.map((f) => f.es.toLowerCase()).join(', '),
    it: input.facilities.map((f) => f.it.toLowerCase()).join(', '),
    nl: input.facilities.map((f) => f.nl.toLowerCase()).join(', '),
  };
  return join([
    fill(intro, { env: ENV_PLACE[input.environment], hotel: input.hotel, town: input.town, mood }),
    fill(ROOMS_SENTENCE, { count: String(input.roomCount) }),
    fill(ON_SITE, { list }),
  ]);
}

export interface RoomKind {
  bedType: BedType;
  label: Localized;
  bedding: Localized;
  capacity: number;
  maxCapacity: number;
  size: [number, number];
}

export const ROOM_KINDS: readonly RoomKind[] = [
  { bedType: 'DOUBLE', label: l('Chambre Double Classique', 'Habitación Doble Clásica', 'Camera Doppia Classica', 'Klassieke tweepersoonskamer'), bedding: l('1 lit double (160 cm)', '1 cama doble (160 cm)', '1 letto matrimoniale (160 cm)', '1 tweepersoonsbed (160 cm)'), capacity: 2, maxCapacity: 2, size: [16, 22] },
  { bedType: 'TWIN', label: l('Chambre Twin', 'Habitación con dos camas', 'Camera Twin', 'Twinkamer'), bedding: l('2 lits simples (90 cm)', '2 camas individuales (90 cm)', '2 letti singoli (90 cm)', '2 eenpersoonsbedden (90 cm)'), capacity: 2, maxCapacity: 2, size: [18, 24] },
  { bedType: 'QUEEN', label: l('Chambre Supérieure', 'Habitación Superior', 'Camera Superior', 'Superior kamer'), bedding: l('1 lit queen size (160 cm)', '1 cama queen (160 cm)', '1 letto queen size (160 cm)', '1 queensizebed (160 cm)'), capacity: 2, maxCapacity: 3, size: [22, 30] },
  { bedType: 'KING', label: l('Chambre Deluxe', 'Habitación Deluxe', 'Camera Deluxe', 'Deluxe kamer'), bedding: l('1 lit king size (180 cm)', '1 cama king (180 cm)', '1 letto king size (180 cm)', '1 kingsizebed (180 cm)'), capacity: 2, maxCapacity: 3, size: [26, 36] },
  { bedType: 'FAMILY', label: l('Chambre Familiale', 'Habitación Familiar', 'Camera Familiare', 'Familiekamer'), bedding: l('1 lit double et 2 lits simples', '1 cama doble y 2 individuales', '1 letto matrimoniale e 2 singoli', '1 tweepersoonsbed en 2 eenpersoonsbedden'), capacity: 4, maxCapacity: 5, size: [30, 42] },
  { bedType: 'SUITE', label: l('Suite Junior', 'Junior Suite', 'Junior Suite', 'Juniorsuite'), bedding: l('1 lit king size et 1 canapé-lit', '1 cama king y 1 sofá cama', '1 letto king size e 1 divano letto', '1 kingsizebed en 1 slaapbank'), capacity: 2, maxCapacity: 4, size: [38, 55] },
];

export const ROOM_HIGHLIGHTS: Readonly<Record<string, Localized>> = {
  seaView: l('Vue mer', 'Vistas al mar', 'Vista mare', 'Zeezicht'),
  mountainView: l('Vue montagne', 'Vistas a la montaña', 'Vista montagna', 'Uitzicht op de bergen'),
  lakeView: l('Vue lac', 'Vistas al lago', 'Vista lago', 'Uitzicht op het meer'),
  balcony: l('Balcon', 'Balcón', 'Balcone', 'Balkon'),
  terrace: l('Terrasse privée', 'Terraza privada', 'Terrazza privata', 'Privéterras'),
  bathtub: l('Baignoire', 'Bañera', 'Vasca da bagno', 'Bad'),
  coffee: l('Machine à café', 'Cafetera', 'Macchina da caffè', 'Koffiemachine'),
  fireplace: l('Cheminée', 'Chimenea', 'Camino', 'Open haard'),
  aircon: l('Climatisation', 'Aire acondicionado', 'Aria condizionata', 'Airconditioning'),
  rainShower: l('Douche à l’italienne', 'Ducha efecto lluvia', 'Doccia a pioggia', 'Regendouche'),
};

export const BREAKFAST = {
  title: l('Petit-déjeuner buffet', 'Desayuno buffet', 'Colazione a buffet', 'Ontbijtbuffet'),
  details: [l('Viennoiseries, fruits frais et produits locaux', 'Bollería, fruta fresca y productos locales', 'Brioche, frutta fresca e prodotti locali', 'Broodjes, vers fruit en lokale producten')],
  schedules: l('De 7 h 30 à 10 h 30', 'De 7:30 a 10:30', 'Dalle 7:30 alle 10:30', 'Van 7.30 tot 10.30 uur'),
};

export const DINNERS: readonly { title: Localized; menu: Localized; gourmet: boolean }[] = [
  { gourmet: false, title: l('Dîner 3 plats', 'Cena de 3 platos', 'Cena di 3 portate', 'Driegangendiner'), menu: l('Entrée, plat et dessert du jour (hors boissons)', 'Entrante, principal y postre del día (bebidas no incluidas)', 'Antipasto, secondo e dolce del giorno (bevande escluse)', 'Voorgerecht, hoofdgerecht en dessert van de dag (exclusief dranken)') },
  { gourmet: true, title: l('Dîner gastronomique', 'Cena gastronómica', 'Cena gourmet', 'Gastronomisch diner'), menu: l('Menu dégustation en 5 services, accord mets et vins', 'Menú degustación de 5 pases con maridaje', 'Menù degustazione in 5 portate con abbinamento vini', 'Vijfgangen-proeverijmenu met bijpassende wijnen') },
  { gourmet: false, title: l('Dîner du terroir', 'Cena de productos locales', 'Cena con prodotti tipici', 'Streekdiner'), menu: l('Spécialités régionales, verre de vin inclus', 'Especialidades regionales, copa de vino incluida', 'Specialità regionali, calice di vino incluso', 'Regionale specialiteiten, glas wijn inbegrepen') },
];

export const EXTRAS: readonly { title: Localized; themeId: number | null; icon: string }[] = [
  { title: l('Bouteille de champagne en chambre', 'Botella de cava en la habitación', 'Bottiglia di spumante in camera', 'Fles champagne op de kamer'), themeId: THEME.romantic, icon: 'champagne' },
  { title: l('Départ tardif jusqu’à 14 h', 'Salida tardía hasta las 14:00', 'Check-out posticipato fino alle 14', 'Late check-out tot 14.00 uur'), themeId: null, icon: 'clock' },
  { title: l('Cocktail de bienvenue', 'Cóctel de bienvenida', 'Cocktail di benvenuto', 'Welkomstcocktail'), themeId: null, icon: 'cocktail' },
  { title: l('Pétales de rose et chocolats', 'Pétalos de rosa y bombones', 'Petali di rosa e cioccolatini', 'Rozenblaadjes en bonbons'), themeId: THEME.romantic, icon: 'heart' },
  { title: l('Kit d’accueil enfants', 'Kit de bienvenida para niños', 'Kit di benvenuto per bambini', 'Welkomstpakket voor kinderen'), themeId: THEME.family, icon: 'gift' },
];

/** The first words of an offer label, by its leading theme. */
export const LABEL_LEADS: Readonly<Record<number, Localized>> = {
  [THEME.romantic]: l('Séjour romantique', 'Escapada romántica', 'Soggiorno romantico', 'Romantisch verblijf'),
  [THEME.wellness]: l('Escapade détente', 'Escapada relax', 'Fuga di benessere', 'Ontspannend uitje'),
  [THEME.gastronomy]: l('Week-end gourmand', 'Fin de semana gourmet', 'Weekend goloso', 'Culinair weekend'),
  [THEME.wine]: l('Séjour œnologique', 'Escapada enológica', 'Soggiorno enologico', 'Wijnweekend'),
  [THEME.adventure]: l('Week-end sportif', 'Fin de semana deportivo', 'Weekend sportivo', 'Sportief weekend'),
  [THEME.culture]: l('Escapade culturelle', 'Escapada cultural', 'Fuga culturale', 'Cultureel uitje'),
  [THEME.nature]: l('Escapade nature', 'Escapada a la naturaleza', 'Fuga nella natura', 'Natuuruitje'),
  [THEME.unusual]: l('Expérience insolite', 'Experiencia insólita', 'Esperienza insolita', 'Bijzondere belevenis'),
  [THEME.sea]: l('Escapade à la mer', 'Escapada a la playa', 'Fuga al mare', 'Uitje aan zee'),
  [THEME.mountain]: l('Séjour à la montagne', 'Escapada a la montaña', 'Soggiorno in montagna', 'Verblijf in de bergen'),
  [THEME.castles]: l('Nuit de château', 'Noche en un castillo', 'Notte al castello', 'Nacht in een kasteel'),
  [THEME.golf]: l('Week-end golf', 'Fin de semana de golf', 'Weekend di golf', 'Golfweekend'),
  [THEME.cityBreak]: l('City break', 'Escapada urbana', 'Weekend in città', 'Stedentrip'),
  [THEME.family]: l('Week-end en famille', 'Fin de semana en familia', 'Weekend in famiglia', 'Familieweekend'),
};

export const AND = l('et', 'y', 'e', 'en');
export const WITH_DINNER = l('et dîner', 'y cena', 'e cena', 'en diner');
export const NIGHTS = (n: number): Localized => l(
  `${n} nuit${n > 1 ? 's' : ''}`, `${n} noche${n > 1 ? 's' : ''}`, `${n} nott${n > 1 ? 'i' : 'e'}`, `${n} nacht${n > 1 ? 'en' : ''}`,
);
export const BREAKFAST_SHORT = l('petit-déjeuner', 'desayuno', 'colazione', 'ontbijt');

export const IMPORTANT_INFOS: readonly Localized[] = [
  l('Une pièce d’identité sera demandée à l’arrivée.', 'Se pedirá un documento de identidad a la llegada.', 'All’arrivo verrà richiesto un documento d’identità.', 'Bij aankomst wordt een identiteitsbewijs gevraagd.'),
  l('Le parking est soumis à disponibilité.', 'El aparcamiento está sujeto a disponibilidad.', 'Il parcheggio è soggetto a disponibilità.', 'Parkeren is afhankelijk van beschikbaarheid.'),
  l('Les enfants de moins de 2 ans séjournent gratuitement.', 'Los niños menores de 2 años se alojan gratis.', 'I bambini sotto i 2 anni soggiornano gratuitamente.', 'Kinderen jonger dan 2 jaar verblijven gratis.'),
  l('Le spa est réservé aux plus de 16 ans.', 'El spa está reservado a mayores de 16 años.', 'La spa è riservata ai maggiori di 16 anni.', 'De spa is toegankelijk vanaf 16 jaar.'),
  l('Arrivée tardive possible sur demande.', 'Llegada tardía posible bajo petición.', 'Arrivo in tarda serata possibile su richiesta.', 'Late aankomst mogelijk op aanvraag.'),
];

export const PARKING_INFO: readonly Localized[] = [
  l('Parking privé gratuit sur place', 'Aparcamiento privado gratuito en el lugar', 'Parcheggio privato gratuito in loco', 'Gratis privéparking ter plaatse'),
  l('Parking public payant à 200 m', 'Aparcamiento público de pago a 200 m', 'Parcheggio pubblico a pagamento a 200 m', 'Betaalde openbare parking op 200 m'),
  l('Garage fermé : 18 € par nuit', 'Garaje cerrado: 18 € por noche', 'Garage chiuso: 18 € a notte', 'Afgesloten garage: € 18 per nacht'),
];

export const MARKETING_LABELS: readonly { code: string; label: Localized }[] = [
  { code: 'NEW', label: l('Nouveauté', 'Novedad', 'Novità', 'Nieuw') },
  { code: 'BESTSELLER', label: l('Meilleure vente', 'Más vendido', 'Più venduto', 'Bestseller') },
  { code: 'EXCLUSIVE', label: l('Exclusivité', 'Exclusiva', 'Esclusiva', 'Exclusief') },
  { code: 'ECO', label: l('Séjour éco-responsable', 'Escapada sostenible', 'Soggiorno sostenibile', 'Duurzaam verblijf') },
];

export const TARGETED_LABELS: readonly Localized[] = [
  l('Idéal pour une demande en mariage', 'Ideal para pedir matrimonio', 'Ideale per una proposta di matrimonio', 'Ideaal voor een huwelijksaanzoek'),
  l('Parfait avec des enfants', 'Perfecto con niños', 'Perfetto con i bambini', 'Perfect met kinderen'),
  l('Coup de cœur de l’équipe', 'El favorito del equipo', 'Il preferito del team', 'Favoriet van het team'),
];

export const REVIEW_POSITIVE: Readonly<Record<Language, string[]>> = {
  fr: ['Accueil chaleureux et personnel aux petits soins.', 'Chambre spacieuse et très propre, literie confortable.', 'Le dîner était délicieux, produits frais et de saison.', 'Cadre magnifique, très calme, idéal pour se ressourcer.', 'Le spa est superbe, nous avons adoré le massage.', 'Petit-déjeuner copieux et varié.', 'Emplacement parfait pour visiter la région.', 'Un vrai coup de cœur, nous reviendrons !'],
  es: ['Trato muy amable y personal atento.', 'Habitación amplia y muy limpia, cama comodísima.', 'La cena estaba deliciosa, producto fresco de temporada.', 'Entorno precioso y muy tranquilo.', 'El spa es estupendo, nos encantó el masaje.', 'Desayuno abundante y variado.', 'Ubicación perfecta para visitar la zona.', '¡Repetiremos sin duda!'],
  it: ['Accoglienza calorosa e personale molto attento.', 'Camera spaziosa e pulitissima, letto comodo.', 'La cena era deliziosa, prodotti freschi di stagione.', 'Posto magnifico e tranquillo, ideale per rilassarsi.', 'La spa è splendida, il massaggio ci è piaciuto molto.', 'Colazione abbondante e varia.', 'Posizione perfetta per visitare la zona.', 'Ci torneremo sicuramente!'],
  nl: ['Hartelijk onthaal en zeer attent personeel.', 'Ruime en zeer schone kamer, heerlijk bed.', 'Het diner was verrukkelijk, verse seizoensproducten.', 'Prachtige en rustige omgeving.', 'De spa is top, de massage was heerlijk.', 'Uitgebreid en gevarieerd ontbijt.', 'Perfecte ligging om de streek te verkennen.', 'Wij komen zeker terug!'],
};

export const REVIEW_NEGATIVE: Readonly<Record<Language, string[]>> = {
  fr: ['Un peu de bruit côté rue le matin.', 'Le parking est un peu loin.', 'Wi-Fi capricieux dans la chambre.', 'Salle de bain un peu petite.', 'Service un peu lent au dîner.'],
  es: ['Algo de ruido de la calle por la mañana.', 'El aparcamiento está algo lejos.', 'El wifi fallaba en la habitación.', 'Baño algo pequeño.', 'Servicio algo lento en la cena.'],
  it: ['Un po’ di rumore dalla strada al mattino.', 'Il parcheggio è un po’ lontano.', 'Wi-Fi instabile in camera.', 'Bagno un po’ piccolo.', 'Servizio un po’ lento a cena.'],
  nl: ['’s Ochtends wat lawaai van de straat.', 'De parking ligt wat verder.', 'Wifi op de kamer haperde.', 'Badkamer wat klein.', 'Bediening bij het diner wat traag.'],
};
