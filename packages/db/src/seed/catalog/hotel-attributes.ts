import type { HotelAttributeKind, Localized } from '../../schema';

const l = (fr: string, es: string, it: string, nl: string): Localized => ({ fr, es, it, nl });

export interface AttributeSeed {
  kind: HotelAttributeKind;
  code: string;
  name: Localized;
  icon: string | null;
}

const facility = (code: string, name: Localized, icon: string): AttributeSeed => ({ kind: 'facility', code, name, icon });

/** Facility codes; 'pets' is special in search (sent as petsAllowed). */
export const FACILITIES: readonly AttributeSeed[] = [
  facility('wifi', l('Wi-Fi gratuit', 'Wi-Fi gratis', 'Wi-Fi gratuito', 'Gratis wifi'), 'wifi'),
  facility('parking', l('Parking', 'Aparcamiento', 'Parcheggio', 'Parkeren'), 'parking'),
  facility('pool', l('Piscine extérieure', 'Piscina exterior', 'Piscina esterna', 'Buitenzwembad'), 'pool'),
  facility('indoor_pool', l('Piscine intérieure', 'Piscina cubierta', 'Piscina coperta', 'Binnenzwembad'), 'pool'),
  facility('spa', l('Spa', 'Spa', 'Spa', 'Spa'), 'spa'),
  facility('restaurant', l('Restaurant', 'Restaurante', 'Ristorante', 'Restaurant'), 'restaurant'),
  facility('bar', l('Bar', 'Bar', 'Bar', 'Bar'), 'bar'),
  facility('fitness', l('Salle de sport', 'Gimnasio', 'Palestra', 'Fitnessruimte'), 'fitness'),
  facility('air_conditioning', l('Climatisation', 'Aire acondicionado', 'Aria condizionata', 'Airconditioning'), 'snowflake'),
  facility('pets', l('Animaux acceptés', 'Se admiten mascotas', 'Animali ammessi', 'Huisdieren toegestaan'), 'paw'),
  facility('garden', l('Jardin', 'Jardín', 'Giardino', 'Tuin'), 'tree'),
  facility('terrace', l('Terrasse', 'Terraza', 'Terrazza', 'Terras'), 'sun'),
  facility('ev_charging', l('Borne de recharge', 'Punto de recarga', 'Colonnina di ricarica', 'Laadpaal'), 'plug'),
  facility('elevator', l('Ascenseur', 'Ascensor', 'Ascensore', 'Lift'), 'elevator'),
  facility('room_service', l('Service en chambre', 'Servicio de habitaciones', 'Servizio in camera', 'Roomservice'), 'bell'),
  facility('sauna', l('Sauna', 'Sauna', 'Sauna', 'Sauna'), 'sauna'),
  facility('jacuzzi', l('Jacuzzi', 'Jacuzzi', 'Idromassaggio', 'Jacuzzi'), 'bath'),
  facility('kids_club', l('Club enfants', 'Club infantil', 'Miniclub', 'Kinderclub'), 'child'),
  facility('tennis', l('Court de tennis', 'Pista de tenis', 'Campo da tennis', 'Tennisbaan'), 'tennis'),
  facility('bike_rental', l('Location de vélos', 'Alquiler de bicicletas', 'Noleggio bici', 'Fietsverhuur'), 'bike'),
  facility('accessible', l('Accès PMR', 'Accesible', 'Accessibile ai disabili', 'Rolstoeltoegankelijk'), 'wheelchair'),
];

export const ENVIRONMENTS: readonly AttributeSeed[] = [
  { kind: 'environment', code: 'sea', name: l('Bord de mer', 'Junto al mar', 'Al mare', 'Aan zee'), icon: 'wave' },
  { kind: 'environment', code: 'mountain', name: l('Montagne', 'Montaña', 'Montagna', 'Bergen'), icon: 'mountain' },
  { kind: 'environment', code: 'countryside', name: l('Campagne', 'Campo', 'Campagna', 'Platteland'), icon: 'field' },
  { kind: 'environment', code: 'city', name: l('Ville', 'Ciudad', 'Città', 'Stad'), icon: 'city' },
  { kind: 'environment', code: 'lake', name: l('Bord de lac', 'Junto al lago', 'Sul lago', 'Aan het meer'), icon: 'lake' },
  { kind: 'environment', code: 'vineyard', name: l('Vignoble', 'Viñedos', 'Vigneti', 'Wijngaarden'), icon: 'grape' },
  { kind: 'environment', code: 'forest', name: l('Forêt', 'Bosque', 'Foresta', 'Bos'), icon: 'forest' },
];

export const STYLES: readonly AttributeSeed[] = [
  { kind: 'style', code: 'charming', name: l('De charme', 'Con encanto', 'Di charme', 'Sfeervol'), icon: null },
  { kind: 'style', code: 'design', name: l('Design', 'De diseño', 'Di design', 'Design'), icon: null },
  { kind: 'style', code: 'boutique', name: l('Boutique-hôtel', 'Hotel boutique', 'Boutique hotel', 'Boutiquehotel'), icon: null },
  { kind: 'style', code: 'traditional', name: l('Traditionnel', 'Tradicional', 'Tradizionale', 'Traditioneel'), icon: null },
  { kind: 'style', code: 'luxury', name: l('Luxe', 'Lujo', 'Lusso', 'Luxe'), icon: null },
  { kind: 'style', code: 'eco', name: l('Éco-responsable', 'Ecológico', 'Ecosostenibile', 'Duurzaam'), icon: null },
  { kind: 'style', code: 'unusual', name: l('Insolite', 'Insólito', 'Insolito', 'Bijzonder'), icon: null },
];

export const TYPES: readonly AttributeSeed[] = [
  { kind: 'type', code: 'hotel', name: l('Hôtel', 'Hotel', 'Hotel', 'Hotel'), icon: null },
  { kind: 'type', code: 'guesthouse', name: l("Maison d'hôtes", 'Casa rural', 'Bed & breakfast', 'Gastenverblijf'), icon: null },
  { kind: 'type', code: 'castle', name: l('Château', 'Castillo', 'Castello', 'Kasteel'), icon: null },
  { kind: 'type', code: 'spa_hotel', name: l('Hôtel & spa', 'Hotel con spa', 'Hotel con spa', 'Hotel met spa'), icon: null },
  { kind: 'type', code: 'chalet', name: l('Chalet', 'Chalet', 'Chalet', 'Chalet'), icon: null },
  { kind: 'type', code: 'villa', name: l('Villa', 'Villa', 'Villa', 'Villa'), icon: null },
  { kind: 'type', code: 'resort', name: l('Resort', 'Resort', 'Resort', 'Resort'), icon: null },
  { kind: 'type', code: 'farmhouse', name: l('Ferme & mas', 'Masía', 'Agriturismo', 'Boerderij'), icon: null },
];

export const ECO_FACILITIES: readonly AttributeSeed[] = [
  ['solar_energy', l('Énergie solaire', 'Energía solar', 'Energia solare', 'Zonne-energie')],
  ['local_food', l('Produits locaux', 'Productos locales', 'Prodotti locali', 'Lokale producten')],
  ['waste_sorting', l('Tri des déchets', 'Reciclaje de residuos', 'Raccolta differenziata', 'Afvalscheiding')],
  ['water_saving', l("Économies d'eau", 'Ahorro de agua', 'Risparmio idrico', 'Waterbesparing')],
  ['ev_charging', l('Recharge véhicules électriques', 'Recarga de vehículos eléctricos', 'Ricarica auto elettriche', 'Laden van elektrische auto’s')],
  ['bike_rental', l('Mobilité douce', 'Movilidad sostenible', 'Mobilità dolce', 'Zachte mobiliteit')],
  ['organic_breakfast', l('Petit-déjeuner bio', 'Desayuno ecológico', 'Colazione biologica', 'Biologisch ontbijt')],
  ['green_label', l('Label écologique', 'Etiqueta ecológica', 'Marchio ecologico', 'Ecolabel')],
  ['led_lighting', l('Éclairage LED', 'Iluminación LED', 'Illuminazione LED', 'Ledverlichting')],
  ['rainwater_harvesting', l("Récupération d'eau de pluie", 'Recogida de agua de lluvia', 'Recupero acqua piovana', 'Regenwateropvang')],
  ['eco_cleaning', l("Produits d'entretien écologiques", 'Productos de limpieza ecológicos', 'Detergenti ecologici', 'Ecologische schoonmaakmiddelen')],
  ['vegetable_garden', l('Potager', 'Huerto', 'Orto', 'Moestuin')],
  ['no_single_use_plastic', l('Zéro plastique jetable', 'Cero plástico de un solo uso', 'Zero plastica monouso', 'Geen wegwerpplastic')],
  ['public_transport', l('Accès en transports en commun', 'Acceso en transporte público', 'Accesso con i mezzi pubblici', 'Bereikbaar met openbaar vervoer')],
].map(([code, name]) => ({ kind: 'eco_facility' as const, code: code as string, name: name as Localized, icon: 'leaf' }));

export const ALL_ATTRIBUTES: readonly AttributeSeed[] = [...FACILITIES, ...ENVIRONMENTS, ...STYLES, ...TYPES, ...ECO_FACILITIES];
