import type { Country } from '@escapade/domain';
import type { DestinationType, Localized } from '../../schema';

export interface Place {
  type: Extract<DestinationType, 'touristic_region' | 'poi' | 'sea_resort' | 'ski_resort'>;
  country: Country;
  name: Localized;
  lat: number;
  lng: number;
  /** Hotels of the same country within this distance belong to the place. */
  radiusKm: number;
  /** The GeoNames town whose department the place is in, when the nearest town is across a border. */
  near?: string;
}

const l = (fr: string, es: string, it: string, nl: string): Localized => ({ fr, es, it, nl });
const same = (name: string): Localized => l(name, name, name, name);

const tr = (country: Country, name: Localized, lat: number, lng: number, radiusKm: number): Place =>
  ({ type: 'touristic_region', country, name, lat, lng, radiusKm });
const poi = (country: Country, name: Localized, lat: number, lng: number, radiusKm = 20, near?: string): Place =>
  ({ type: 'poi', country, name, lat, lng, radiusKm, ...(near ? { near } : {}) });
const sea = (country: Country, name: Localized, lat: number, lng: number, radiusKm = 15): Place =>
  ({ type: 'sea_resort', country, name, lat, lng, radiusKm });
const ski = (country: Country, name: Localized, lat: number, lng: number, radiusKm = 20): Place =>
  ({ type: 'ski_resort', country, name, lat, lng, radiusKm });

/** Real touristic regions, points of interest, sea and ski resorts, at their real coordinates. */
export const PLACES: readonly Place[] = [
  tr('FR', l('Provence', 'Provenza', 'Provenza', 'Provence'), 43.95, 5.2, 70),
  tr('FR', l("Côte d'Azur", 'Costa Azul', 'Costa Azzurra', "Côte d'Azur"), 43.6, 7.1, 50),
  tr('FR', l('Côte basque', 'Costa vasca francesa', 'Costa basca', 'Baskische kust'), 43.4, -1.55, 30),
  tr('FR', same('Périgord'), 45.0, 0.9, 60),
  tr('FR', l('Val de Loire', 'Valle del Loira', 'Valle della Loira', 'Loirevallei'), 47.4, 0.9, 70),
  tr('FR', l('Alsace', 'Alsacia', 'Alsazia', 'Elzas'), 48.3, 7.45, 60),
  tr('FR', l('Camargue', 'Camarga', 'Camargue', 'Camargue'), 43.55, 4.5, 30),
  tr('FR', l('Champagne', 'Champaña', 'Champagne', 'Champagne'), 49.1, 4.0, 50),
  tr('FR', l("Côte d'Opale", 'Costa de Ópalo', "Costa d'Opale", 'Opaalkust'), 50.6, 1.65, 40),
  tr('FR', l('Vignoble de Bourgogne', 'Viñedo de Borgoña', 'Vigneti della Borgogna', 'Bourgondische wijngaarden'), 47.1, 4.85, 40),
  tr('FR', l('Savoie Mont Blanc', 'Saboya Mont Blanc', 'Savoia Monte Bianco', 'Savoie Mont Blanc'), 45.7, 6.4, 70),
  tr('ES', same('Costa Brava'), 41.9, 3.1, 45),
  tr('ES', same('Costa del Sol'), 36.6, -4.6, 60),
  tr('ES', same('Costa Blanca'), 38.5, -0.3, 50),
  tr('ES', same('Costa Dorada'), 41.1, 1.15, 35),
  tr('ES', l("Pics d'Europe", 'Picos de Europa', 'Picos de Europa', 'Picos de Europa'), 43.2, -4.85, 40),
  tr('IT', l('Dolomites', 'Dolomitas', 'Dolomiti', 'Dolomieten'), 46.4, 11.8, 70),
  tr('IT', l('Côte amalfitaine', 'Costa Amalfitana', 'Costiera Amalfitana', 'Amalfikust'), 40.63, 14.55, 25),
  tr('IT', same('Cinque Terre'), 44.12, 9.71, 20),
  tr('IT', l('Lac de Garde', 'Lago de Garda', 'Lago di Garda', 'Gardameer'), 45.6, 10.65, 40),
  tr('IT', same('Chianti'), 43.5, 11.3, 35),
  tr('IT', l('Lac de Côme', 'Lago de Como', 'Lago di Como', 'Comomeer'), 45.98, 9.25, 30),
  tr('NL', same('Veluwe'), 52.15, 5.85, 35),
  tr('NL', l('Îles des Wadden', 'Islas Frisias', 'Isole Frisone', 'Waddeneilanden'), 53.3, 5.2, 70),
  tr('NL', l('Côte zélandaise', 'Costa de Zelanda', 'Costa della Zelanda', 'Zeeuwse kust'), 51.5, 3.6, 25),
  tr('NL', same('Bollenstreek'), 52.25, 4.53, 15),
  tr('BE', l('Ardennes', 'Ardenas', 'Ardenne', 'Ardennen'), 50.2, 5.6, 60),
  tr('BE', l('Côte belge', 'Costa belga', 'Costa belga', 'Belgische kust'), 51.2, 2.9, 35),

  poi('FR', l('Tour Eiffel', 'Torre Eiffel', 'Torre Eiffel', 'Eiffeltoren'), 48.8584, 2.2945),
  poi('FR', l('Château de Versailles', 'Palacio de Versalles', 'Reggia di Versailles', 'Kasteel van Versailles'), 48.8049, 2.1204),
  poi('FR', l('Abbaye du Mont-Saint-Michel', 'Abadía del Monte Saint-Michel', 'Abbazia di Mont-Saint-Michel', 'Abdij van de Mont Saint-Michel'), 48.6361, -1.5115, 30, 'Pontorson'),
  poi('FR', l('Château de Chambord', 'Castillo de Chambord', 'Castello di Chambord', 'Kasteel van Chambord'), 47.6161, 1.517, 30),
  poi('FR', l('Château de Chenonceau', 'Castillo de Chenonceau', 'Castello di Chenonceau', 'Kasteel van Chenonceau'), 47.3249, 1.0703),
  poi('FR', same('Disneyland Paris'), 48.8722, 2.7758, 30),
  poi('FR', l('Pont du Gard', 'Puente del Gard', 'Pont du Gard', 'Pont du Gard'), 43.9475, 4.535, 25),
  poi('FR', l('Gorges du Verdon', 'Gargantas del Verdon', 'Gole del Verdon', 'Gorges du Verdon'), 43.75, 6.35, 30),
  poi('FR', l('Dune du Pilat', 'Duna de Pilat', 'Duna del Pilat', 'Duin van Pilat'), 44.5894, -1.2131),
  poi('FR', l('Parc national des Calanques', 'Parque nacional de las Calanques', 'Parco nazionale dei Calanchi', 'Nationaal park Calanques'), 43.21, 5.45),
  poi('FR', l('Cité de Carcassonne', 'Ciudadela de Carcasona', 'Città fortificata di Carcassonne', 'Cité van Carcassonne'), 43.2063, 2.3637),
  poi('FR', l('Mer de Glace', 'Mar de Hielo', 'Mare di Ghiaccio', 'Mer de Glace'), 45.916, 6.93),
  poi('ES', same('Sagrada Família'), 41.4036, 2.1744),
  poi('ES', same('Alhambra'), 37.1761, -3.5881),
  poi('ES', l('Mosquée-cathédrale de Cordoue', 'Mezquita de Córdoba', 'Moschea di Cordova', 'Mezquita van Córdoba'), 37.8789, -4.7794),
  poi('ES', l('Musée Guggenheim de Bilbao', 'Museo Guggenheim Bilbao', 'Museo Guggenheim di Bilbao', 'Guggenheim Museum Bilbao'), 43.2687, -2.934),
  poi('ES', l('Musée du Prado', 'Museo del Prado', 'Museo del Prado', 'Pradomuseum'), 40.4138, -3.6921),
  poi('ES', l('Alcazar de Séville', 'Real Alcázar de Sevilla', 'Alcázar di Siviglia', 'Alcázar van Sevilla'), 37.3831, -5.9902),
  poi('IT', l('Colisée', 'Coliseo', 'Colosseo', 'Colosseum'), 41.8902, 12.4922),
  poi('IT', l('Tour de Pise', 'Torre de Pisa', 'Torre di Pisa', 'Toren van Pisa'), 43.723, 10.3966),
  poi('IT', l('Pompéi', 'Pompeya', 'Scavi di Pompei', 'Pompeii'), 40.749, 14.4848, 30),
  poi('IT', l('Place Saint-Marc', 'Plaza de San Marcos', 'Piazza San Marco', 'San Marcoplein'), 45.4341, 12.3388),
  poi('IT', l('Galerie des Offices', 'Galería Uffizi', 'Galleria degli Uffizi', 'Galleria degli Uffizi'), 43.7678, 11.2553),
  poi('IT', l('Cathédrale de Milan', 'Catedral de Milán', 'Duomo di Milano', 'Dom van Milaan'), 45.4642, 9.1916),
  poi('NL', same('Keukenhof'), 52.2697, 4.5465),
  poi('NL', same('Rijksmuseum'), 52.36, 4.8852),
  poi('NL', l('Moulins de Kinderdijk', 'Molinos de Kinderdijk', 'Mulini di Kinderdijk', 'Molens van Kinderdijk'), 51.884, 4.6398, 25),
  poi('NL', l('Parc national De Hoge Veluwe', 'Parque nacional De Hoge Veluwe', 'Parco nazionale De Hoge Veluwe', 'Nationaal Park De Hoge Veluwe'), 52.089, 5.833, 25),
  poi('NL', same('Efteling'), 51.65, 5.0498, 25),
  poi('BE', same('Atomium'), 50.8949, 4.3415, 20, 'Brussels'),
  poi('BE', l('Grand-Place de Bruxelles', 'Grand Place de Bruselas', 'Grand-Place di Bruxelles', 'Grote Markt van Brussel'), 50.8467, 4.3525),
  poi('BE', l('Grottes de Han', 'Cuevas de Han', 'Grotte di Han', 'Grotten van Han'), 50.1244, 5.1894, 25),
  poi('BE', same('Circuit de Spa-Francorchamps'), 50.4372, 5.9714, 25),
  poi('BE', same('Pairi Daiza'), 50.585, 3.8874, 30),
  poi('BE', l('Beffroi de Bruges', 'Campanario de Brujas', 'Campanile di Bruges', 'Belfort van Brugge'), 51.2085, 3.2248),

  sea('FR', l('Côte Fleurie', 'Costa Florida', 'Costa Fiorita', 'Côte Fleurie'), 49.33, 0.05, 25),
  sea('FR', l("Bassin d'Arcachon", 'Bahía de Arcachon', "Baia di Arcachon", 'Bassin van Arcachon'), 44.66, -1.17, 20),
  sea('FR', l("Côte d'Amour", 'Costa del Amor', "Costa dell'Amore", "Côte d'Amour"), 47.28, -2.39, 20),
  sea('FR', l('Golfe de Saint-Tropez', 'Golfo de Saint-Tropez', 'Golfo di Saint-Tropez', 'Golf van Saint-Tropez'), 43.27, 6.64, 20),
  sea('FR', l('Île de Ré', 'Isla de Ré', 'Isola di Ré', 'Île de Ré'), 46.2, -1.4, 20),
  sea('FR', l('Baie de Quiberon', 'Bahía de Quiberon', 'Baia di Quiberon', 'Baai van Quiberon'), 47.52, -3.12, 20),
  sea('ES', same('Lloret de Mar'), 41.7, 2.85, 15),
  sea('ES', same('Salou'), 41.07, 1.14, 15),
  sea('ES', same('Torremolinos'), 36.62, -4.5, 15),
  sea('ES', same('Puerto Banús'), 36.49, -4.95, 15),
  sea('IT', l('Lido de Venise', 'Lido de Venecia', 'Lido di Venezia', 'Lido van Venetië'), 45.41, 12.37, 8),
  sea('IT', same('Riccione'), 44.0, 12.65, 15),
  sea('IT', same('Forte dei Marmi'), 43.96, 10.18, 30),
  sea('IT', same('Santa Margherita Ligure'), 44.33, 9.21, 10),
  sea('NL', same('Noordwijk aan Zee'), 52.24, 4.43, 15),
  sea('NL', same('Cadzand-Bad'), 51.38, 3.38, 12),
  sea('BE', same('Oostduinkerke'), 51.11, 2.68, 12),
  sea('BE', l('Nieuport', 'Nieuwpoort', 'Nieuport', 'Nieuwpoort'), 51.13, 2.75, 12),
  sea('BE', same('Wenduine'), 51.3, 3.08, 8),

  ski('FR', same('Val Thorens'), 45.298, 6.58),
  ski('FR', same('La Plagne'), 45.507, 6.677),
  ski('FR', same('Les Arcs'), 45.572, 6.808),
  ski('FR', same("Alpe d'Huez"), 45.092, 6.069),
  ski('FR', same('Serre Chevalier'), 44.94, 6.55, 15),
  ski('FR', same('Les Gets'), 46.158, 6.67, 15),
  ski('FR', same('La Clusaz'), 45.904, 6.423),
  ski('FR', same('Font-Romeu'), 42.5, 2.04, 15),
  ski('FR', same('Saint-Lary-Soulan'), 42.817, 0.322),
  ski('ES', same('Baqueira-Beret'), 42.7, 0.93),
  ski('ES', same('Sierra Nevada'), 37.09, -3.39, 15),
  ski('ES', same('Formigal'), 42.77, -0.36, 25),
  ski('ES', same('La Molina'), 42.34, 1.95, 15),
  ski('IT', same('Cervinia'), 45.936, 7.63),
  ski('IT', same('Madonna di Campiglio'), 46.23, 10.83),
  ski('IT', same('Val Gardena'), 46.56, 11.67, 25),
  ski('IT', same('Sestriere'), 44.958, 6.879, 15),
  ski('IT', same('Bormio'), 46.47, 10.37, 30),
  ski('BE', same('Ovifat'), 50.47, 6.13, 15),
];
