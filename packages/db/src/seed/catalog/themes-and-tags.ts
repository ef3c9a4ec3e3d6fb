import type { Localized } from '../../schema';

const l = (fr: string, es: string, it: string, nl: string): Localized => ({ fr, es, it, nl });

/** "Family theme id 39." */
export const FAMILY_THEME_ID = 39;

export const THEME = {
  romantic: 1, wellness: 2, gastronomy: 3, wine: 4, adventure: 5, culture: 6, nature: 7, unusual: 8,
  sea: 9, mountain: 10, castles: 11, golf: 12, cityBreak: 13, family: FAMILY_THEME_ID,
} as const;

export interface ThemeSeed {
  id: number;
  parentId: number | null;
  name: Localized;
}

export const THEMES: readonly ThemeSeed[] = [
  { id: THEME.romantic, parentId: null, name: l('Romantique', 'Romántico', 'Romantico', 'Romantisch') },
  { id: THEME.wellness, parentId: null, name: l('Bien-être & spa', 'Bienestar y spa', 'Benessere e spa', 'Wellness & spa') },
  { id: THEME.gastronomy, parentId: null, name: l('Gastronomie', 'Gastronomía', 'Gastronomia', 'Gastronomie') },
  { id: THEME.wine, parentId: null, name: l('Vins & œnologie', 'Vinos y enología', 'Vini ed enologia', 'Wijn & wijnproeverij') },
  { id: THEME.adventure, parentId: null, name: l('Sport & aventure', 'Deporte y aventura', 'Sport e avventura', 'Sport & avontuur') },
  { id: THEME.culture, parentId: null, name: l('Culture & patrimoine', 'Cultura y patrimonio', 'Cultura e patrimonio', 'Cultuur & erfgoed') },
  { id: THEME.nature, parentId: null, name: l('Nature & randonnée', 'Naturaleza y senderismo', 'Natura ed escursioni', 'Natuur & wandelen') },
  { id: THEME.unusual, parentId: null, name: l('Insolite', 'Insólito', 'Insolito', 'Bijzonder overnachten') },
  { id: THEME.sea, parentId: null, name: l('Mer & plage', 'Mar y playa', 'Mare e spiaggia', 'Zee & strand') },
  { id: THEME.mountain, parentId: null, name: l('Montagne & ski', 'Montaña y esquí', 'Montagna e sci', 'Bergen & skiën') },
  { id: THEME.castles, parentId: null, name: l('Châteaux & demeures', 'Castillos y mansiones', 'Castelli e dimore', 'Kastelen & landhuizen') },
  { id: THEME.golf, parentId: null, name: l('Golf', 'Golf', 'Golf', 'Golf') },
  { id: THEME.cityBreak, parentId: null, name: l('City break', 'Escapada urbana', 'Weekend in città', 'Stedentrip') },
  { id: THEME.family, parentId: null, name: l('Famille', 'En familia', 'Famiglia', 'Familie') },
  // Sub-themes: the gift boxes' searchCriteria.subthemas.
  { id: 101, parentId: THEME.wellness, name: l('Spa à deux', 'Spa en pareja', 'Spa di coppia', 'Spa voor twee') },
  { id: 102, parentId: THEME.gastronomy, name: l('Tables gourmandes', 'Mesas gourmet', 'Tavole golose', 'Culinaire tafels') },
  { id: 103, parentId: THEME.wine, name: l('Dégustations', 'Catas', 'Degustazioni', 'Proeverijen') },
  { id: 104, parentId: THEME.adventure, name: l('Sensations fortes', 'Emociones fuertes', 'Emozioni forti', 'Spanning & sensatie') },
  { id: 105, parentId: THEME.unusual, name: l('Nuits insolites', 'Noches insólitas', 'Notti insolite', 'Bijzondere nachten') },
  { id: 106, parentId: THEME.family, name: l('Escapades en famille', 'Escapadas en familia', 'Fughe in famiglia', 'Familie-uitjes') },
  { id: 107, parentId: THEME.castles, name: l('Nuits de château', 'Noches en castillos', 'Notti al castello', 'Nachten in een kasteel') },
  { id: 108, parentId: THEME.romantic, name: l('Week-ends romantiques', 'Fines de semana románticos', 'Weekend romantici', 'Romantische weekends') },
];

export interface TagGroupSeed {
  id: number;
  name: Localized;
  tags: Array<{ id: number; name: Localized }>;
}

/** Activity tags in groups ("Activities are grouped lists (name, list of id, name, count)"). */
export const TAG_GROUPS: readonly TagGroupSeed[] = [
  {
    id: 1, name: l('Bien-être', 'Bienestar', 'Benessere', 'Wellness'),
    tags: [
      { id: 1, name: l('Accès spa', 'Acceso al spa', 'Accesso spa', 'Toegang tot de spa') },
      { id: 2, name: l('Massage', 'Masaje', 'Massaggio', 'Massage') },
      { id: 3, name: l('Hammam & sauna', 'Hammam y sauna', 'Hammam e sauna', 'Hamam & sauna') },
      { id: 4, name: l('Jacuzzi privatif', 'Jacuzzi privado', 'Jacuzzi privato', 'Privéjacuzzi') },
    ],
  },
  {
    id: 2, name: l('Gastronomie & vins', 'Gastronomía y vinos', 'Gastronomia e vini', 'Eten & wijn'),
    tags: [
      { id: 5, name: l('Dîner gastronomique', 'Cena gastronómica', 'Cena gourmet', 'Gastronomisch diner') },
      { id: 6, name: l('Dégustation de vins', 'Cata de vinos', 'Degustazione di vini', 'Wijnproeverij') },
      { id: 7, name: l('Visite de cave', 'Visita a bodega', 'Visita in cantina', 'Kelderbezoek') },
      { id: 8, name: l('Cours de cuisine', 'Clase de cocina', 'Corso di cucina', 'Kookles') },
      { id: 9, name: l('Pique-nique gourmand', 'Pícnic gourmet', 'Picnic goloso', 'Gourmetpicknick') },
    ],
  },
  {
    id: 3, name: l('Sport & plein air', 'Deporte y aire libre', 'Sport e aria aperta', 'Sport & buitenlucht'),
    tags: [
      { id: 10, name: l('Randonnée', 'Senderismo', 'Escursionismo', 'Wandelen') },
      { id: 11, name: l('Vélo', 'Bicicleta', 'Bicicletta', 'Fietsen') },
      { id: 12, name: l('Kayak & canoë', 'Kayak y canoa', 'Kayak e canoa', 'Kajak & kano') },
      { id: 13, name: l('Équitation', 'Equitación', 'Equitazione', 'Paardrijden') },
      { id: 14, name: l('Golf', 'Golf', 'Golf', 'Golf') },
      { id: 15, name: l('Forfait ski', 'Forfait de esquí', 'Skipass', 'Skipas') },
      { id: 16, name: l('Montgolfière', 'Globo aerostático', 'Mongolfiera', 'Luchtballon') },
    ],
  },
  {
    id: 4, name: l('Culture & loisirs', 'Cultura y ocio', 'Cultura e svago', 'Cultuur & vrije tijd'),
    tags: [
      { id: 17, name: l('Visite de château', 'Visita a un castillo', 'Visita al castello', 'Kasteelbezoek') },
      { id: 18, name: l('Musée', 'Museo', 'Museo', 'Museum') },
      { id: 19, name: l('Visite guidée', 'Visita guiada', 'Visita guidata', 'Rondleiding') },
      { id: 20, name: l('Croisière', 'Crucero', 'Crociera', 'Rondvaart') },
      { id: 21, name: l('Escape game', 'Escape room', 'Escape room', 'Escaperoom') },
      { id: 22, name: l("Parc d'attractions", 'Parque de atracciones', 'Parco divertimenti', 'Pretpark') },
      { id: 23, name: l('Parc animalier', 'Parque de animales', 'Parco faunistico', 'Dierenpark') },
    ],
  },
];

export const GOURMET_DINNER_TAG = 5;
