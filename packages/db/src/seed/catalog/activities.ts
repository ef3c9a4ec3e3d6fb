import type { Localized } from '../../schema';
import type { TownEnvironment } from '../geography/hotel-towns';
import { FAMILY_THEME_ID, THEME } from './themes-and-tags';

const l = (fr: string, es: string, it: string, nl: string): Localized => ({ fr, es, it, nl });

export interface ActivityTemplate {
  key: string;
  tagId: number;
  themeIds: number[];
  /** Environments where a hotel offers it; empty = everywhere. */
  environments: TownEnvironment[];
  title: Localized;
  /** How an offer label names it: "Escapade détente avec massage en duo". */
  withPhrase: Localized;
  description: Localized;
  univers: 'wellness' | 'gastronomy' | 'sport' | 'culture' | 'leisure' | 'nature';
  composition: Localized;
  schedules: Localized;
  durationMinutes: number;
  how: Localized;
  where: Localized;
  /** Share of hotels where the activity must be booked on a chosen date. */
  needsDateChance: number;
  /** Added to the package price for 2 people. */
  priceCents: number;
  icon: string;
  /** Can be sold on its own as an activity-only product. */
  activityOnly: boolean;
}

const T = (t: ActivityTemplate) => t;

export const ACTIVITY_TEMPLATES: readonly ActivityTemplate[] = [
  T({
    key: 'spa-access', tagId: 1, themeIds: [THEME.wellness], environments: [], icon: 'spa', activityOnly: false,
    title: l('Accès libre au spa', 'Acceso libre al spa', 'Accesso libero alla spa', 'Vrije toegang tot de spa'),
    withPhrase: l('avec accès au spa', 'con acceso al spa', "con accesso alla spa", 'met toegang tot de spa'),
    description: l('Piscine chauffée, sauna et hammam pour un moment de détente absolue.', 'Piscina climatizada, sauna y hammam para un momento de relax absoluto.', 'Piscina riscaldata, sauna e bagno turco per un momento di relax assoluto.', 'Verwarmd zwembad, sauna en hamam voor een moment van totale ontspanning.'),
    univers: 'wellness', composition: l('Pour 2 personnes', 'Para 2 personas', 'Per 2 persone', 'Voor 2 personen'),
    schedules: l('Tous les jours de 10 h à 20 h', 'Todos los días de 10:00 a 20:00', 'Tutti i giorni dalle 10 alle 20', 'Dagelijks van 10.00 tot 20.00 uur'),
    durationMinutes: 120, how: l('Peignoirs et serviettes fournis', 'Albornoces y toallas incluidos', 'Accappatoi e asciugamani forniti', 'Badjassen en handdoeken inbegrepen'),
    where: l("Au spa de l'hôtel", 'En el spa del hotel', "Nella spa dell'hotel", 'In de spa van het hotel'), needsDateChance: 0, priceCents: 4000,
  }),
  T({
    key: 'duo-massage', tagId: 2, themeIds: [THEME.wellness, THEME.romantic], environments: [], icon: 'massage', activityOnly: true,
    title: l('Massage en duo (30 min)', 'Masaje en pareja (30 min)', 'Massaggio di coppia (30 min)', 'Duomassage (30 min)'),
    withPhrase: l('avec massage en duo', 'con masaje en pareja', 'con massaggio di coppia', 'met duomassage'),
    description: l('Un massage relaxant aux huiles essentielles, côte à côte dans une cabine double.', 'Un masaje relajante con aceites esenciales, uno al lado del otro en una cabina doble.', 'Un massaggio rilassante agli oli essenziali, fianco a fianco in una cabina doppia.', 'Een ontspannende massage met etherische oliën, naast elkaar in een duocabine.'),
    univers: 'wellness', composition: l('2 massages de 30 minutes', '2 masajes de 30 minutos', '2 massaggi da 30 minuti', '2 massages van 30 minuten'),
    schedules: l('Sur réservation, de 10 h à 19 h', 'Con reserva, de 10:00 a 19:00', 'Su prenotazione, dalle 10 alle 19', 'Op reservatie, van 10.00 tot 19.00 uur'),
    durationMinutes: 30, how: l('Arrivez 10 minutes avant votre soin', 'Llegue 10 minutos antes del tratamiento', 'Arrivate 10 minuti prima del trattamento', 'Kom 10 minuten voor uw behandeling'),
    where: l('Cabine duo du spa', 'Cabina doble del spa', 'Cabina di coppia della spa', 'Duocabine van de spa'), needsDateChance: 0.7, priceCents: 9000,
  }),
  T({
    key: 'hammam', tagId: 3, themeIds: [THEME.wellness], environments: ['city', 'mountain', 'countryside', 'lake'], icon: 'steam', activityOnly: false,
    title: l('Rituel hammam & sauna', 'Ritual de hammam y sauna', 'Rituale hammam e sauna', 'Hamam- en saunaritueel'),
    withPhrase: l('avec rituel hammam', 'con ritual de hammam', 'con rituale hammam', 'met hamamritueel'),
    description: l('Gommage au savon noir puis repos au salon de thé.', 'Exfoliación con jabón negro y descanso en la sala de té.', 'Scrub al sapone nero e relax nella sala da tè.', 'Scrub met zwarte zeep en daarna rust in de theesalon.'),
    univers: 'wellness', composition: l('Pour 2 personnes', 'Para 2 personas', 'Per 2 persone', 'Voor 2 personen'),
    schedules: l('Tous les jours de 14 h à 20 h', 'Todos los días de 14:00 a 20:00', 'Tutti i giorni dalle 14 alle 20', 'Dagelijks van 14.00 tot 20.00 uur'),
    durationMinutes: 90, how: l('Maillot de bain obligatoire', 'Bañador obligatorio', 'Costume da bagno obbligatorio', 'Badkleding verplicht'),
    where: l("À l'espace bien-être", 'En la zona de bienestar', "Nell'area benessere", 'In de wellnessruimte'), needsDateChance: 0.2, priceCents: 5000,
  }),
  T({
    key: 'private-jacuzzi', tagId: 4, themeIds: [THEME.romantic, THEME.wellness], environments: [], icon: 'bath', activityOnly: false,
    title: l('Jacuzzi privatif (1 h)', 'Jacuzzi privado (1 h)', 'Jacuzzi privato (1 h)', 'Privéjacuzzi (1 u)'),
    withPhrase: l('avec jacuzzi privatif', 'con jacuzzi privado', 'con jacuzzi privato', 'met privéjacuzzi'),
    description: l("Une heure rien que pour vous deux, coupe de bulles à l'appui.", 'Una hora solo para vosotros dos, con copa de cava incluida.', "Un'ora solo per voi due, con un calice di bollicine.", 'Een uur voor jullie tweeën, met een glas bubbels.'),
    univers: 'wellness', composition: l('Pour 2 personnes, 2 coupes de champagne', 'Para 2 personas, 2 copas de cava', 'Per 2 persone, 2 calici di spumante', 'Voor 2 personen, 2 glazen bubbels'),
    schedules: l('De 17 h à 22 h', 'De 17:00 a 22:00', 'Dalle 17 alle 22', 'Van 17.00 tot 22.00 uur'),
    durationMinutes: 60, how: l('Créneau à réserver à la réception', 'Reserve su turno en recepción', 'Orario da prenotare alla reception', 'Tijdslot te reserveren aan de receptie'),
    where: l('Espace privatif', 'Espacio privado', 'Spazio privato', 'Privéruimte'), needsDateChance: 0.5, priceCents: 6000,
  }),
  T({
    key: 'wine-tasting', tagId: 6, themeIds: [THEME.wine, THEME.gastronomy], environments: ['vineyard', 'countryside'], icon: 'wine', activityOnly: true,
    title: l('Dégustation de vins commentée', 'Cata de vinos comentada', 'Degustazione di vini guidata', 'Wijnproeverij met uitleg'),
    withPhrase: l('avec dégustation de vins', 'con cata de vinos', 'con degustazione di vini', 'met wijnproeverij'),
    description: l('Cinq vins du terroir présentés par un vigneron passionné.', 'Cinco vinos de la zona presentados por un viticultor apasionado.', 'Cinque vini del territorio presentati da un vignaiolo appassionato.', 'Vijf streekwijnen, gepresenteerd door een gepassioneerde wijnboer.'),
    univers: 'gastronomy', composition: l('5 vins, planche de fromages', '5 vinos, tabla de quesos', '5 vini, tagliere di formaggi', '5 wijnen, kaasplank'),
    schedules: l('Le samedi à 11 h et 16 h', 'Los sábados a las 11:00 y a las 16:00', 'Il sabato alle 11 e alle 16', 'Op zaterdag om 11.00 en 16.00 uur'),
    durationMinutes: 90, how: l('Rendez-vous au domaine à 5 km', 'Cita en la bodega a 5 km', 'Appuntamento in cantina a 5 km', 'Afspraak op het domein op 5 km'),
    where: l('Domaine viticole partenaire', 'Bodega asociada', 'Cantina partner', 'Partnerwijndomein'), needsDateChance: 0.8, priceCents: 5000,
  }),
  T({
    key: 'cellar-visit', tagId: 7, themeIds: [THEME.wine, THEME.culture], environments: ['vineyard'], icon: 'barrel', activityOnly: false,
    title: l('Visite de cave', 'Visita a la bodega', 'Visita in cantina', 'Kelderbezoek'),
    withPhrase: l('avec visite de cave', 'con visita a bodega', 'con visita in cantina', 'met kelderbezoek'),
    description: l('Découvrez les secrets de vinification dans des caves centenaires.', 'Descubra los secretos de la elaboración en bodegas centenarias.', 'Scoprite i segreti della vinificazione in cantine centenarie.', 'Ontdek de geheimen van het wijnmaken in eeuwenoude kelders.'),
    univers: 'culture', composition: l('Visite guidée et 2 verres', 'Visita guiada y 2 copas', 'Visita guidata e 2 calici', 'Rondleiding en 2 glazen'),
    schedules: l('Du mardi au samedi à 15 h', 'De martes a sábado a las 15:00', 'Da martedì a sabato alle 15', 'Dinsdag tot zaterdag om 15.00 uur'),
    durationMinutes: 75, how: l('Chaussures fermées conseillées', 'Se recomienda calzado cerrado', 'Consigliate scarpe chiuse', 'Dichte schoenen aanbevolen'),
    where: l('Caves du domaine', 'Bodegas de la finca', 'Cantine della tenuta', 'Kelders van het domein'), needsDateChance: 0.6, priceCents: 3000,
  }),
  T({
    key: 'cooking-class', tagId: 8, themeIds: [THEME.gastronomy], environments: ['city', 'countryside', 'vineyard', 'sea'], icon: 'chef', activityOnly: true,
    title: l('Cours de cuisine avec le chef', 'Clase de cocina con el chef', 'Corso di cucina con lo chef', 'Kookles met de chef'),
    withPhrase: l('avec cours de cuisine', 'con clase de cocina', 'con corso di cucina', 'met kookles'),
    description: l('Apprenez deux recettes de saison puis dégustez-les ensemble.', 'Aprenda dos recetas de temporada y pruébelas juntos.', 'Imparate due ricette di stagione e gustatele insieme.', 'Leer twee seizoensrecepten en proef ze samen.'),
    univers: 'gastronomy', composition: l('Atelier de 2 h, tablier offert', 'Taller de 2 h, delantal de regalo', 'Laboratorio di 2 ore, grembiule in omaggio', 'Workshop van 2 uur, schort cadeau'),
    schedules: l('Le samedi à 10 h', 'Los sábados a las 10:00', 'Il sabato alle 10', 'Op zaterdag om 10.00 uur'),
    durationMinutes: 120, how: l('Réservation indispensable', 'Reserva imprescindible', 'Prenotazione obbligatoria', 'Reservatie verplicht'),
    where: l("Cuisine de l'hôtel", 'Cocina del hotel', "Cucina dell'hotel", 'Keuken van het hotel'), needsDateChance: 0.9, priceCents: 7000,
  }),
  T({
    key: 'gourmet-picnic', tagId: 9, themeIds: [THEME.gastronomy, THEME.nature], environments: ['countryside', 'lake', 'vineyard', 'mountain'], icon: 'basket', activityOnly: false,
    title: l('Panier pique-nique gourmand', 'Cesta de pícnic gourmet', 'Cestino da picnic goloso', 'Gourmetpicknickmand'),
    withPhrase: l('avec pique-nique gourmand', 'con pícnic gourmet', 'con picnic goloso', 'met gourmetpicknick'),
    description: l('Produits du terroir à savourer au grand air.', 'Productos de la tierra para disfrutar al aire libre.', "Prodotti tipici da gustare all'aria aperta.", 'Streekproducten om buiten van te genieten.'),
    univers: 'nature', composition: l('Panier pour 2 personnes', 'Cesta para 2 personas', 'Cestino per 2 persone', 'Mand voor 2 personen'),
    schedules: l('À retirer à la réception dès 11 h', 'A recoger en recepción desde las 11:00', 'Da ritirare alla reception dalle 11', 'Af te halen aan de receptie vanaf 11.00 uur'),
    durationMinutes: 90, how: l('Plaid fourni', 'Manta incluida', 'Plaid fornito', 'Plaid inbegrepen'),
    where: l('Où vous le souhaitez', 'Donde usted quiera', 'Dove preferite', 'Waar u maar wilt'), needsDateChance: 0, priceCents: 3500,
  }),
  T({
    key: 'guided-hike', tagId: 10, themeIds: [THEME.nature, THEME.adventure], environments: ['mountain', 'countryside', 'lake'], icon: 'hike', activityOnly: true,
    title: l('Randonnée accompagnée', 'Ruta de senderismo guiada', 'Escursione guidata', 'Begeleide wandeling'),
    withPhrase: l('avec randonnée guidée', 'con ruta guiada', 'con escursione guidata', 'met begeleide wandeling'),
    description: l("Un guide vous emmène sur les plus beaux sentiers de la région.", 'Un guía le lleva por los senderos más bonitos de la zona.', 'Una guida vi accompagna sui sentieri più belli della zona.', 'Een gids neemt u mee over de mooiste paden van de streek.'),
    univers: 'nature', composition: l('Demi-journée, 8 km', 'Media jornada, 8 km', 'Mezza giornata, 8 km', 'Halve dag, 8 km'),
    schedules: l('Départ à 9 h', 'Salida a las 9:00', 'Partenza alle 9', 'Vertrek om 9.00 uur'),
    durationMinutes: 210, how: l('Chaussures de marche conseillées', 'Se recomiendan botas de montaña', 'Consigliate scarpe da trekking', 'Wandelschoenen aanbevolen'),
    where: l("Départ de l'hôtel", 'Salida desde el hotel', "Partenza dall'hotel", 'Vertrek aan het hotel'), needsDateChance: 0.6, priceCents: 4000,
  }),
  T({
    key: 'bike-rental', tagId: 11, themeIds: [THEME.nature, THEME.adventure], environments: ['countryside', 'sea', 'city', 'lake', 'vineyard'], icon: 'bike', activityOnly: false,
    title: l('Location de vélos (1 jour)', 'Alquiler de bicicletas (1 día)', 'Noleggio bici (1 giorno)', 'Fietsverhuur (1 dag)'),
    withPhrase: l('avec vélos', 'con bicicletas', 'con biciclette', 'met fietsen'),
    description: l('Deux vélos pour explorer les environs à votre rythme.', 'Dos bicicletas para explorar los alrededores a su ritmo.', 'Due biciclette per esplorare i dintorni con calma.', 'Twee fietsen om de omgeving op uw eigen tempo te verkennen.'),
    univers: 'sport', composition: l('2 vélos, casques et carte des circuits', '2 bicicletas, cascos y mapa de rutas', '2 bici, caschi e mappa dei percorsi', '2 fietsen, helmen en routekaart'),
    schedules: l('De 9 h à 18 h', 'De 9:00 a 18:00', 'Dalle 9 alle 18', 'Van 9.00 tot 18.00 uur'),
    durationMinutes: 480, how: l('À retirer à la réception', 'A recoger en recepción', 'Da ritirare alla reception', 'Af te halen aan de receptie'),
    where: l("À l'hôtel", 'En el hotel', "In hotel", 'In het hotel'), needsDateChance: 0, priceCents: 3000,
  }),
  T({
    key: 'kayak', tagId: 12, themeIds: [THEME.adventure, THEME.nature], environments: ['sea', 'lake', 'countryside'], icon: 'kayak', activityOnly: true,
    title: l('Balade en kayak', 'Paseo en kayak', 'Escursione in kayak', 'Kajaktocht'),
    withPhrase: l('avec balade en kayak', 'con paseo en kayak', 'con escursione in kayak', 'met kajaktocht'),
    description: l("Deux heures de pagaie encadrées par un moniteur diplômé.", 'Dos horas de remo con un monitor titulado.', 'Due ore di pagaia con un istruttore qualificato.', 'Twee uur peddelen onder begeleiding van een gediplomeerde monitor.'),
    univers: 'sport', composition: l('Kayak biplace, gilets fournis', 'Kayak doble, chalecos incluidos', 'Kayak biposto, giubbotti forniti', 'Tweepersoonskajak, zwemvesten inbegrepen'),
    schedules: l("D'avril à octobre, départs à 10 h et 14 h", 'De abril a octubre, salidas a las 10:00 y 14:00', 'Da aprile a ottobre, partenze alle 10 e alle 14', 'Van april tot oktober, vertrek om 10.00 en 14.00 uur'),
    durationMinutes: 120, how: l('Savoir nager', 'Saber nadar', 'Saper nuotare', 'Kunnen zwemmen'),
    where: l('Base nautique partenaire', 'Base náutica asociada', 'Base nautica partner', 'Partnerwatersportcentrum'), needsDateChance: 0.7, priceCents: 6000,
  }),
  T({
    key: 'horse-riding', tagId: 13, themeIds: [THEME.adventure, THEME.nature, FAMILY_THEME_ID], environments: ['countryside', 'sea', 'mountain'], icon: 'horse', activityOnly: true,
    title: l('Balade à cheval', 'Paseo a caballo', 'Passeggiata a cavallo', 'Paardrijtocht'),
    withPhrase: l('avec balade à cheval', 'con paseo a caballo', 'con passeggiata a cavallo', 'met paardrijtocht'),
    description: l('Une promenade accessible aux débutants, à travers bois et prairies.', 'Un paseo apto para principiantes, entre bosques y prados.', 'Una passeggiata adatta ai principianti tra boschi e prati.', 'Een tocht voor beginners, door bossen en weiden.'),
    univers: 'sport', composition: l('1 h 30 pour 2 cavaliers', '1 h 30 para 2 jinetes', '1 ora e 30 per 2 cavalieri', '1,5 uur voor 2 ruiters'),
    schedules: l('Le samedi et le dimanche à 10 h', 'Sábados y domingos a las 10:00', 'Sabato e domenica alle 10', 'Zaterdag en zondag om 10.00 uur'),
    durationMinutes: 90, how: l('Dès 8 ans, bombe fournie', 'A partir de 8 años, casco incluido', 'Dagli 8 anni, casco fornito', 'Vanaf 8 jaar, cap inbegrepen'),
    where: l('Centre équestre voisin', 'Centro ecuestre cercano', 'Maneggio vicino', 'Nabijgelegen manege'), needsDateChance: 0.8, priceCents: 7000,
  }),
  T({
    key: 'golf', tagId: 14, themeIds: [THEME.golf, THEME.adventure], environments: ['countryside', 'sea', 'lake'], icon: 'golf', activityOnly: true,
    title: l('Green fee 18 trous', 'Green fee 18 hoyos', 'Green fee 18 buche', 'Greenfee 18 holes'),
    withPhrase: l('avec green fee', 'con green fee', 'con green fee', 'met greenfee'),
    description: l('Un parcours vallonné au cœur de la nature.', 'Un recorrido ondulado en plena naturaleza.', 'Un percorso ondulato immerso nella natura.', 'Een glooiende baan midden in de natuur.'),
    univers: 'sport', composition: l('2 green fees', '2 green fees', '2 green fee', '2 greenfees'),
    schedules: l('Départs de 8 h à 16 h', 'Salidas de 8:00 a 16:00', 'Partenze dalle 8 alle 16', 'Vertrek tussen 8.00 en 16.00 uur'),
    durationMinutes: 240, how: l('Handicap ou carte verte requis', 'Se requiere hándicap o licencia', 'Richiesto handicap o carta verde', 'Handicap of golfvaardigheidsbewijs vereist'),
    where: l('Golf partenaire à 10 km', 'Campo asociado a 10 km', 'Golf partner a 10 km', 'Partnergolfbaan op 10 km'), needsDateChance: 0.5, priceCents: 12000,
  }),
  T({
    key: 'ski-pass', tagId: 15, themeIds: [THEME.mountain, THEME.adventure], environments: ['mountain'], icon: 'ski', activityOnly: false,
    title: l('Forfait de ski 1 jour', 'Forfait de esquí de 1 día', 'Skipass giornaliero', 'Skipas voor 1 dag'),
    withPhrase: l('avec forfait de ski', 'con forfait de esquí', 'con skipass', 'met skipas'),
    description: l("Accès à tout le domaine skiable, pistes au pied de l'hôtel.", 'Acceso a todo el dominio esquiable, pistas a pie del hotel.', "Accesso a tutto il comprensorio, piste ai piedi dell'hotel.", 'Toegang tot het hele skigebied, pistes aan de voet van het hotel.'),
    univers: 'sport', composition: l('2 forfaits adultes', '2 forfaits adultos', '2 skipass adulti', '2 skipassen voor volwassenen'),
    schedules: l('De décembre à avril', 'De diciembre a abril', 'Da dicembre ad aprile', 'Van december tot april'),
    durationMinutes: 480, how: l("Remis à l'arrivée", 'Entregados a la llegada', "Consegnati all'arrivo", 'Bij aankomst overhandigd'),
    where: l('Domaine skiable', 'Estación de esquí', 'Comprensorio sciistico', 'Skigebied'), needsDateChance: 0.9, priceCents: 11000,
  }),
  T({
    key: 'balloon', tagId: 16, themeIds: [THEME.unusual, THEME.romantic, THEME.adventure], environments: ['countryside', 'vineyard', 'mountain'], icon: 'balloon', activityOnly: true,
    title: l('Vol en montgolfière', 'Vuelo en globo', 'Volo in mongolfiera', 'Ballonvaart'),
    withPhrase: l('avec vol en montgolfière', 'con vuelo en globo', 'con volo in mongolfiera', 'met ballonvaart'),
    description: l('Survolez la région au lever du soleil, toast au champagne à l’atterrissage.', 'Sobrevuele la zona al amanecer, brindis con cava al aterrizar.', "Sorvolate la zona all'alba, brindisi all'atterraggio.", 'Zweef bij zonsopgang over de streek, met een toost bij de landing.'),
    univers: 'leisure', composition: l('Vol d’une heure pour 2', 'Vuelo de una hora para 2', 'Volo di un’ora per 2', 'Vlucht van een uur voor 2'),
    schedules: l('Au lever du soleil, selon la météo', 'Al amanecer, según el tiempo', "All'alba, secondo il meteo", 'Bij zonsopgang, afhankelijk van het weer'),
    durationMinutes: 180, how: l('Vêtements chauds conseillés', 'Se recomienda ropa de abrigo', 'Consigliati abiti caldi', 'Warme kleding aanbevolen'),
    where: l("Aire d'envol à 15 km", 'Zona de despegue a 15 km', 'Area di decollo a 15 km', 'Opstijgplaats op 15 km'), needsDateChance: 1, priceCents: 42000,
  }),
  T({
    key: 'castle-visit', tagId: 17, themeIds: [THEME.culture, THEME.castles], environments: ['countryside', 'city', 'vineyard', 'lake'], icon: 'castle', activityOnly: true,
    title: l('Visite du château', 'Visita al castillo', 'Visita al castello', 'Bezoek aan het kasteel'),
    withPhrase: l('avec visite de château', 'con visita a un castillo', 'con visita al castello', 'met kasteelbezoek'),
    description: l('Entrées coupe-file pour un château emblématique de la région.', 'Entradas sin colas para un castillo emblemático de la zona.', 'Ingressi salta coda per un castello simbolo della zona.', 'Voorrangstickets voor een iconisch kasteel in de streek.'),
    univers: 'culture', composition: l('2 entrées', '2 entradas', '2 ingressi', '2 toegangsbewijzen'),
    schedules: l('Tous les jours de 9 h à 18 h', 'Todos los días de 9:00 a 18:00', 'Tutti i giorni dalle 9 alle 18', 'Dagelijks van 9.00 tot 18.00 uur'),
    durationMinutes: 150, how: l('Billets remis à la réception', 'Entradas entregadas en recepción', 'Biglietti consegnati alla reception', 'Tickets aan de receptie'),
    where: l('À moins de 20 km', 'A menos de 20 km', 'A meno di 20 km', 'Op minder dan 20 km'), needsDateChance: 0, priceCents: 3600,
  }),
  T({
    key: 'museum', tagId: 18, themeIds: [THEME.culture, THEME.cityBreak], environments: ['city'], icon: 'museum', activityOnly: false,
    title: l('Entrées au musée', 'Entradas al museo', 'Ingressi al museo', 'Museumtickets'),
    withPhrase: l('avec entrées au musée', 'con entradas al museo', 'con ingressi al museo', 'met museumtickets'),
    description: l('Le musée incontournable de la ville, à deux pas de l’hôtel.', 'El museo imprescindible de la ciudad, a dos pasos del hotel.', 'Il museo imperdibile della città, a due passi dall’hotel.', 'Het belangrijkste museum van de stad, op een steenworp van het hotel.'),
    univers: 'culture', composition: l('2 billets', '2 entradas', '2 biglietti', '2 tickets'),
    schedules: l('Du mardi au dimanche', 'De martes a domingo', 'Da martedì a domenica', 'Van dinsdag tot zondag'),
    durationMinutes: 120, how: l('Billets électroniques', 'Entradas electrónicas', 'Biglietti elettronici', 'E-tickets'),
    where: l('Centre-ville', 'Centro de la ciudad', 'Centro città', 'Stadscentrum'), needsDateChance: 0, priceCents: 3000,
  }),
  T({
    key: 'city-tour', tagId: 19, themeIds: [THEME.culture, THEME.cityBreak], environments: ['city', 'sea'], icon: 'walk', activityOnly: true,
    title: l('Visite guidée de la ville', 'Visita guiada por la ciudad', 'Visita guidata della città', 'Stadswandeling met gids'),
    withPhrase: l('avec visite guidée', 'con visita guiada', 'con visita guidata', 'met stadswandeling'),
    description: l('Les trésors cachés de la vieille ville racontés par un guide local.', 'Los tesoros ocultos del casco antiguo contados por un guía local.', 'I tesori nascosti del centro storico raccontati da una guida locale.', 'De verborgen schatten van de oude stad, verteld door een lokale gids.'),
    univers: 'culture', composition: l('Visite de 2 h en petit groupe', 'Visita de 2 h en grupo reducido', 'Visita di 2 ore in piccolo gruppo', 'Rondleiding van 2 uur in kleine groep'),
    schedules: l('Le samedi à 14 h 30', 'Los sábados a las 14:30', 'Il sabato alle 14:30', 'Op zaterdag om 14.30 uur'),
    durationMinutes: 120, how: l('Point de rendez-vous communiqué à la réservation', 'Punto de encuentro indicado en la reserva', 'Punto d’incontro comunicato alla prenotazione', 'Verzamelpunt bij de reservering meegedeeld'),
    where: l('Vieille ville', 'Casco antiguo', 'Centro storico', 'Oude stad'), needsDateChance: 0.7, priceCents: 3000,
  }),
  T({
    key: 'boat-cruise', tagId: 20, themeIds: [THEME.romantic, THEME.sea], environments: ['sea', 'lake', 'city'], icon: 'boat', activityOnly: true,
    title: l('Croisière commentée', 'Crucero comentado', 'Crociera guidata', 'Rondvaart met uitleg'),
    withPhrase: l('avec croisière', 'con crucero', 'con crociera', 'met rondvaart'),
    description: l('Une heure sur l’eau pour admirer le paysage sous un autre angle.', 'Una hora en el agua para admirar el paisaje desde otro ángulo.', 'Un’ora sull’acqua per ammirare il paesaggio da un’altra prospettiva.', 'Een uur op het water om het landschap vanuit een andere hoek te bewonderen.'),
    univers: 'leisure', composition: l('2 billets', '2 billetes', '2 biglietti', '2 tickets'),
    schedules: l("D'avril à octobre, départs toutes les heures", 'De abril a octubre, salidas cada hora', 'Da aprile a ottobre, partenze ogni ora', 'Van april tot oktober, elk uur vertrek'),
    durationMinutes: 60, how: l('Présentez votre bon à l’embarcadère', 'Presente su bono en el embarcadero', 'Presentate il voucher all’imbarco', 'Toon uw voucher aan de aanlegsteiger'),
    where: l('Port ou embarcadère', 'Puerto o embarcadero', 'Porto o imbarcadero', 'Haven of aanlegsteiger'), needsDateChance: 0.3, priceCents: 3600,
  }),
  T({
    key: 'escape-game', tagId: 21, themeIds: [FAMILY_THEME_ID, THEME.cityBreak, THEME.unusual], environments: ['city'], icon: 'key', activityOnly: true,
    title: l('Escape game (60 min)', 'Escape room (60 min)', 'Escape room (60 min)', 'Escaperoom (60 min)'),
    withPhrase: l('avec escape game', 'con escape room', 'con escape room', 'met escaperoom'),
    description: l('Une heure pour résoudre les énigmes et sortir de la salle.', 'Una hora para resolver los enigmas y salir de la sala.', 'Un’ora per risolvere gli enigmi e uscire dalla stanza.', 'Een uur om de raadsels op te lossen en te ontsnappen.'),
    univers: 'leisure', composition: l('Jusqu’à 4 joueurs', 'Hasta 4 jugadores', 'Fino a 4 giocatori', 'Tot 4 spelers'),
    schedules: l('Tous les jours de 10 h à 22 h', 'Todos los días de 10:00 a 22:00', 'Tutti i giorni dalle 10 alle 22', 'Dagelijks van 10.00 tot 22.00 uur'),
    durationMinutes: 60, how: l('Dès 10 ans accompagné', 'A partir de 10 años acompañado', 'Dai 10 anni accompagnati', 'Vanaf 10 jaar onder begeleiding'),
    where: l('En centre-ville', 'En el centro', 'In centro', 'In het centrum'), needsDateChance: 0.8, priceCents: 5000,
  }),
  T({
    key: 'theme-park', tagId: 22, themeIds: [FAMILY_THEME_ID], environments: ['countryside', 'city', 'sea'], icon: 'ferris', activityOnly: false,
    title: l("Billets pour le parc d'attractions", 'Entradas al parque de atracciones', 'Biglietti per il parco divertimenti', 'Tickets voor het pretpark'),
    withPhrase: l("avec parc d'attractions", 'con parque de atracciones', 'con parco divertimenti', 'met pretpark'),
    description: l('Une journée de sensations pour petits et grands.', 'Un día de emociones para pequeños y mayores.', 'Una giornata di emozioni per grandi e piccini.', 'Een dag vol plezier voor groot en klein.'),
    univers: 'leisure', composition: l('Billets 1 jour pour toute la famille', 'Entradas de 1 día para toda la familia', 'Biglietti giornalieri per tutta la famiglia', 'Dagtickets voor het hele gezin'),
    schedules: l('Selon le calendrier du parc', 'Según el calendario del parque', 'Secondo il calendario del parco', 'Volgens de kalender van het park'),
    durationMinutes: 480, how: l('Billets datés', 'Entradas con fecha', 'Biglietti datati', 'Gedateerde tickets'),
    where: l('À moins de 30 km', 'A menos de 30 km', 'A meno di 30 km', 'Op minder dan 30 km'), needsDateChance: 1, priceCents: 9000,
  }),
  T({
    key: 'wildlife-park', tagId: 23, themeIds: [FAMILY_THEME_ID, THEME.nature], environments: ['countryside', 'mountain', 'sea'], icon: 'paw', activityOnly: true,
    title: l('Visite du parc animalier', 'Visita al parque de animales', 'Visita al parco faunistico', 'Bezoek aan het dierenpark'),
    withPhrase: l('avec parc animalier', 'con parque de animales', 'con parco faunistico', 'met dierenpark'),
    description: l('Loups, ours et rapaces en semi-liberté, à découvrir en famille.', 'Lobos, osos y aves rapaces en semilibertad, para descubrir en familia.', 'Lupi, orsi e rapaci in semilibertà, da scoprire in famiglia.', 'Wolven, beren en roofvogels in semi-vrijheid, voor het hele gezin.'),
    univers: 'nature', composition: l('Entrées pour 2 adultes et enfants', 'Entradas para 2 adultos y niños', 'Ingressi per 2 adulti e bambini', 'Tickets voor 2 volwassenen en kinderen'),
    schedules: l('Tous les jours de 10 h à 18 h', 'Todos los días de 10:00 a 18:00', 'Tutti i giorni dalle 10 alle 18', 'Dagelijks van 10.00 tot 18.00 uur'),
    durationMinutes: 240, how: l('Billets remis à la réception', 'Entradas entregadas en recepción', 'Biglietti consegnati alla reception', 'Tickets aan de receptie'),
    where: l('À moins de 25 km', 'A menos de 25 km', 'A meno di 25 km', 'Op minder dan 25 km'), needsDateChance: 0, priceCents: 4400,
  }),
];

export function templatesFor(environment: TownEnvironment): ActivityTemplate[] {
  return ACTIVITY_TEMPLATES.filter((t) => t.environments.length === 0 || t.environments.includes(environment));
}
