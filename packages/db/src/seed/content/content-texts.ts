import type { Language } from '@escapade/domain';

/** The editorial texts of each language (the homepage, footer, banners and pages are per market). */
export interface ContentTexts {
  seoTitle: string;
  seoDescription: string;
  jumbotron: Record<'booking' | 'gifting' | 'activity', { title: string; subtitle: string }>;
  sellingPointsTitle: string;
  sellingPoints: Array<{ icon: 'price' | 'calendar' | 'gift' | 'support'; title: string; text: string }>;
  marketing: { title: string; text: string; cta: string };
  banner: { title: string; subtitle: string; cta: string };
  categoriesTitle: string;
  topResults: Record<'stays' | 'gifts' | 'activities', string>;
  /** The 'See all' link of a top search results block, to the search its cards come from. */
  topResultsCta: Record<'stays' | 'gifts' | 'activities', string>;
  boxesTitle: string;
  boxesSubtitle: string;
  boxesCta: string;
  /** "Announcement default promo: 10% extra on selected packages (all six locales)." */
  announcement: string;
  promoBar: { stays: string; gifts: string; activities: string };
  footer: {
    contactTitle: string; contactHours: string; helpHours: string; contactButton: string; faq: string; newsletterTitle: string;
    newsletterText: string; securePayment: string; instalments: string; hotelPartner: string; allBoxes: string; pressRoom: string;
    workWithUs: string; salesConditions: string; conditionsOfUse: string; dataProtection: string; cookies: string;
    cookiePreferences: string; legalText: string; ratingText: string;
  };
  nav: { inspirations: string; destinations: string; gifts: string; ourThemes: string; weekendIdeas: string; giftStay: string; giftBox: string; giftCard: string; activities: string };
  /** The targeted banner of the gifting flow. */
  targeted: { title: string; subtitle: string; cta: string; alt: string };
  /** The targeted banner of the booking flow: the weekend ideas. */
  targetedBooking: { title: string; subtitle: string; cta: string; alt: string };
  giftBlock: { stayTitle: string; staySubtitle: string };
  ideas: { title: string; intro: string; byTheme: string; byRegion: string; weekend: string };
  shortcuts: { current: string; next: string; campaign: string };
  minisiteFooter: string;
}

export const CONTENT_TEXTS: Readonly<Record<Language, ContentTexts>> = {
  fr: {
    seoTitle: 'Week-ends et séjours coffrets cadeaux',
    seoDescription: 'Réservez un week-end avec activités ou offrez un séjour dans des hôtels de charme, en France et en Europe.',
    jumbotron: {
      booking: { title: 'Je cherche un week-end', subtitle: 'Des séjours tout compris, avec nuit, petit-déjeuner et activités.' },
      gifting: { title: 'Je cherche un cadeau', subtitle: 'Offrez un séjour, un coffret ou une carte cadeau.' },
      activity: { title: 'Je cherche une activité', subtitle: 'Des expériences à vivre sans nuit d’hôtel.' },
    },
    sellingPointsTitle: 'Pourquoi partir avec Escapade ?',
    sellingPoints: [
      { icon: 'price', title: 'Meilleur prix garanti', text: 'Les tarifs négociés directement avec nos hôtels partenaires.' },
      { icon: 'calendar', title: 'Modification gratuite', text: 'Sur la plupart des séjours, jusqu’à la date limite.' },
      { icon: 'gift', title: 'Cadeau valable 18 mois', text: 'Le bénéficiaire choisit ses dates.' },
      { icon: 'support', title: 'Service client à votre écoute', text: 'Du lundi au samedi, une équipe pour préparer votre séjour.' },
    ],
    marketing: { title: 'L’escapade parfaite existe', text: 'Spa, gastronomie, nature ou culture : nos experts ont sélectionné des séjours pour toutes les envies.', cta: 'Découvrir nos idées' },
    banner: { title: 'Promo : 10 % de réduction supplémentaire', subtitle: 'Sur une sélection de séjours, ce week-end seulement.', cta: 'J’en profite' },
    categoriesTitle: 'Nos thèmes', topResults: { stays: 'Les séjours du moment', gifts: 'Les cadeaux préférés', activities: 'Les activités à vivre' },
    topResultsCta: { stays: 'Voir tous les séjours', gifts: 'Voir tous les séjours cadeaux', activities: 'Voir toutes les activités' },
    boxesTitle: 'Nos coffrets cadeaux', boxesSubtitle: 'Une box pour chaque moment et chaque personne', boxesCta: 'Voir tous les coffrets',
    announcement: 'Promo : 10 % de réduction supplémentaire sur une sélection de séjours',
    promoBar: { stays: 'Séjours', gifts: 'Cadeaux', activities: 'Activités' },
    footer: {
      contactTitle: 'Besoin d’aide ?', contactHours: 'Du lundi au vendredi de 10 h à 18 h', helpHours: 'Du lundi au vendredi de 10 h à 19 h et le samedi de 10 h à 18 h',
      contactButton: 'Nous contacter', faq: 'FAQ', newsletterTitle: 'Inscrivez-vous à la newsletter', newsletterText: 'Bons plans et idées d’escapades chaque semaine.',
      securePayment: 'Paiement sécurisé', instalments: 'Payez en 3 ou 4 fois', hotelPartner: 'Devenir hôtel partenaire', allBoxes: 'Tous les coffrets cadeaux',
      pressRoom: 'Espace presse', workWithUs: 'Nous rejoindre', salesConditions: 'Conditions générales de vente', conditionsOfUse: 'Conditions d’utilisation',
      dataProtection: 'Protection des données', cookies: 'Cookies', cookiePreferences: 'Préférences cookies',
      legalText: 'Les combinaisons de services de voyage proposées sont des forfaits au sens de la directive (UE) 2015/2302. Vos données sont traitées conformément à notre politique de protection des données.',
      ratingText: '4,5/5 sur 4146 avis',
    },
    nav: { inspirations: 'Inspirations', destinations: 'Destinations', gifts: 'Idées cadeaux', ourThemes: 'Nos thèmes', weekendIdeas: 'Idées de week-end', giftStay: 'Séjour cadeau', giftBox: 'Coffrets cadeaux', giftCard: 'Carte cadeau', activities: 'Activités' },
    targeted: { title: 'Offrez une parenthèse', subtitle: 'Des séjours cadeaux valables 18 mois', cta: 'Je trouve mon cadeau', alt: 'Couple sur une terrasse face à la mer' },
    targetedBooking: { title: 'Envie de partir ce week-end ?', subtitle: 'Nos idées d’escapades par envie et par région', cta: 'Trouver l’inspiration', alt: 'Chemin de randonnée dans les collines au lever du soleil' },
    giftBlock: { stayTitle: 'Séjour cadeau', staySubtitle: 'Choisissez l’hôtel, il choisit les dates' },
    ideas: { title: 'Idées de week-end', intro: 'Besoin d’inspiration ? Voici nos envies du moment, par thème et par région.', byTheme: 'Par envie', byRegion: 'Par région', weekend: 'Week-end' },
    shortcuts: { current: 'Ce week-end', next: 'Le week-end prochain', campaign: 'Pont de mai' },
    minisiteFooter: 'Prix à partir de {price} € pour 2 personnes, en chambre double occupée par 2, dans la limite des disponibilités. Certains séjours imposent un minimum de 2 nuits. Offre valable pour toute réservation avant le {date}. Paiement uniquement par carte bancaire ou portefeuille électronique. En cas de divergence, les informations du site de réservation prévalent.',
  },
  es: {
    seoTitle: 'Escapadas de fin de semana y cofres regalo',
    seoDescription: 'Reserve una escapada con actividades o regale una estancia en hoteles con encanto de toda Europa.',
    jumbotron: {
      booking: { title: 'Busco una escapada', subtitle: 'Estancias todo incluido con noche, desayuno y actividades.' },
      gifting: { title: 'Busco un regalo', subtitle: 'Regale una estancia, un cofre o una tarjeta regalo.' },
      activity: { title: 'Busco una actividad', subtitle: 'Experiencias para vivir sin noche de hotel.' },
    },
    sellingPointsTitle: '¿Por qué viajar con Escapade?',
    sellingPoints: [
      { icon: 'price', title: 'Mejor precio garantizado', text: 'Tarifas negociadas directamente con nuestros hoteles.' },
      { icon: 'calendar', title: 'Cambios gratis', text: 'En la mayoría de estancias, hasta la fecha límite.' },
      { icon: 'gift', title: 'Regalo válido 18 meses', text: 'El beneficiario elige sus fechas.' },
      { icon: 'support', title: 'Atención al cliente', text: 'Un equipo a su disposición para preparar su escapada.' },
    ],
    marketing: { title: 'La escapada perfecta existe', text: 'Spa, gastronomía, naturaleza o cultura: nuestros expertos han seleccionado estancias para todos los gustos.', cta: 'Descubrir ideas' },
    banner: { title: 'Promo: 10 % de descuento extra', subtitle: 'En una selección de estancias, solo este fin de semana.', cta: 'Lo quiero' },
    categoriesTitle: 'Nuestras temáticas', topResults: { stays: 'Escapadas del momento', gifts: 'Regalos favoritos', activities: 'Actividades para vivir' },
    topResultsCta: { stays: 'Ver todas las escapadas', gifts: 'Ver todas las estancias regalo', activities: 'Ver todas las actividades' },
    boxesTitle: 'Nuestros cofres regalo', boxesSubtitle: 'Un cofre para cada momento y cada persona', boxesCta: 'Ver todos los cofres',
    announcement: 'Promo: 10 % de descuento extra en una selección de estancias',
    promoBar: { stays: 'Escapadas', gifts: 'Regalos', activities: 'Actividades' },
    footer: {
      contactTitle: '¿Necesita ayuda?', contactHours: 'De lunes a viernes de 10:00 a 18:00', helpHours: 'De lunes a viernes de 10:00 a 19:00 y sábados de 10:00 a 18:00',
      contactButton: 'Contactar', faq: 'Preguntas frecuentes', newsletterTitle: 'Suscríbase a la newsletter', newsletterText: 'Ofertas e ideas de escapadas cada semana.',
      securePayment: 'Pago seguro', instalments: 'Pague en 3 o 4 plazos', hotelPartner: 'Hágase hotel colaborador', allBoxes: 'Todos los cofres regalo',
      pressRoom: 'Sala de prensa', workWithUs: 'Trabaje con nosotros', salesConditions: 'Condiciones generales de venta', conditionsOfUse: 'Condiciones de uso',
      dataProtection: 'Protección de datos', cookies: 'Cookies', cookiePreferences: 'Preferencias de cookies',
      legalText: 'Las combinaciones de servicios de viaje ofrecidas son viajes combinados según la Directiva (UE) 2015/2302. Sus datos se tratan conforme a nuestra política de protección de datos.',
      ratingText: '4,5/5 en 4146 opiniones',
    },
    nav: { inspirations: 'Inspiración', destinations: 'Destinos', gifts: 'Ideas regalo', ourThemes: 'Nuestras temáticas', weekendIdeas: 'Ideas de escapada', giftStay: 'Estancia regalo', giftBox: 'Cofres regalo', giftCard: 'Tarjeta regalo', activities: 'Actividades' },
    targeted: { title: 'Regale un paréntesis', subtitle: 'Estancias regalo válidas 18 meses', cta: 'Encuentro mi regalo', alt: 'Pareja en una terraza frente al mar' },
    targetedBooking: { title: '¿Le apetece escaparse este fin de semana?', subtitle: 'Nuestras ideas de escapada por temática y por región', cta: 'Buscar inspiración', alt: 'Sendero entre colinas al amanecer' },
    giftBlock: { stayTitle: 'Estancia regalo', staySubtitle: 'Usted elige el hotel, él elige las fechas' },
    ideas: { title: 'Ideas de escapada', intro: '¿Necesita inspiración? Estas son nuestras propuestas del momento, por temática y por región.', byTheme: 'Por temática', byRegion: 'Por región', weekend: 'Escapada' },
    shortcuts: { current: 'Este fin de semana', next: 'El próximo fin de semana', campaign: 'Puente de mayo' },
    minisiteFooter: 'Precios desde {price} € para 2 personas en habitación doble ocupada por 2, sujeto a disponibilidad. Algunas estancias exigen un mínimo de 2 noches. Oferta válida para reservas antes del {date}. Pago solo con tarjeta o monedero electrónico. En caso de discrepancia prevalece la información del sitio de reservas.',
  },
  it: {
    seoTitle: 'Weekend e cofanetti regalo',
    seoDescription: 'Prenota un weekend con attività o regala un soggiorno in hotel di charme in tutta Europa.',
    jumbotron: {
      booking: { title: 'Cerco un weekend', subtitle: 'Soggiorni tutto compreso con notte, colazione e attività.' },
      gifting: { title: 'Cerco un regalo', subtitle: 'Regala un soggiorno o una carta regalo.' },
      activity: { title: 'Cerco un’attività', subtitle: 'Esperienze da vivere senza notte in hotel.' },
    },
    sellingPointsTitle: 'Perché partire con Escapade?',
    sellingPoints: [
      { icon: 'price', title: 'Miglior prezzo garantito', text: 'Tariffe negoziate direttamente con i nostri hotel.' },
      { icon: 'calendar', title: 'Modifica gratuita', text: 'Sulla maggior parte dei soggiorni, fino alla scadenza.' },
      { icon: 'gift', title: 'Regalo valido 18 mesi', text: 'Il beneficiario sceglie le date.' },
      { icon: 'support', title: 'Assistenza clienti', text: 'Un team a vostra disposizione per preparare il soggiorno.' },
    ],
    marketing: { title: 'La fuga perfetta esiste', text: 'Spa, gastronomia, natura o cultura: i nostri esperti hanno selezionato soggiorni per ogni desiderio.', cta: 'Scopri le idee' },
    banner: { title: 'Promo: 10 % di sconto in più', subtitle: 'Su una selezione di soggiorni, solo questo weekend.', cta: 'Approfitta' },
    categoriesTitle: 'I nostri temi', topResults: { stays: 'I soggiorni del momento', gifts: 'I regali preferiti', activities: 'Le attività da vivere' },
    topResultsCta: { stays: 'Vedi tutti i soggiorni', gifts: 'Vedi tutti i soggiorni regalo', activities: 'Vedi tutte le attività' },
    boxesTitle: 'Regala un soggiorno', boxesSubtitle: 'Un regalo per ogni momento e ogni persona', boxesCta: 'Scopri la carta regalo',
    announcement: 'Promo: 10 % di sconto in più su una selezione di soggiorni',
    promoBar: { stays: 'Soggiorni', gifts: 'Regali', activities: 'Attività' },
    footer: {
      contactTitle: 'Serve aiuto?', contactHours: 'Dal lunedì al venerdì dalle 10 alle 18', helpHours: 'Dal lunedì al venerdì dalle 10 alle 19 e il sabato dalle 10 alle 18',
      contactButton: 'Contattaci', faq: 'FAQ', newsletterTitle: 'Iscriviti alla newsletter', newsletterText: 'Offerte e idee di viaggio ogni settimana.',
      securePayment: 'Pagamento sicuro', instalments: 'Paga a rate con PayPal', hotelPartner: 'Diventa hotel partner', allBoxes: 'Tutti i cofanetti',
      pressRoom: 'Area stampa', workWithUs: 'Lavora con noi', salesConditions: 'Condizioni generali di vendita', conditionsOfUse: 'Condizioni d’uso',
      dataProtection: 'Protezione dei dati', cookies: 'Cookie', cookiePreferences: 'Preferenze cookie',
      legalText: 'Le combinazioni di servizi turistici offerte sono pacchetti ai sensi della direttiva (UE) 2015/2302. I tuoi dati sono trattati secondo la nostra informativa sulla privacy.',
      ratingText: '4,5/5 su 4146 recensioni',
    },
    nav: { inspirations: 'Ispirazioni', destinations: 'Destinazioni', gifts: 'Idee regalo', ourThemes: 'I nostri temi', weekendIdeas: 'Idee weekend', giftStay: 'Soggiorno regalo', giftBox: 'Cofanetti regalo', giftCard: 'Carta regalo', activities: 'Attività' },
    targeted: { title: 'Regala una pausa', subtitle: 'Soggiorni regalo validi 18 mesi', cta: 'Trovo il mio regalo', alt: 'Coppia su una terrazza vista mare' },
    targetedBooking: { title: 'Voglia di partire questo weekend?', subtitle: 'Le nostre idee di viaggio per tema e per regione', cta: 'Trova l’ispirazione', alt: 'Sentiero tra le colline all’alba' },
    giftBlock: { stayTitle: 'Soggiorno regalo', staySubtitle: 'Tu scegli l’hotel, lui sceglie le date' },
    ideas: { title: 'Idee weekend', intro: 'Cerchi ispirazione? Ecco le nostre proposte del momento, per tema e per regione.', byTheme: 'Per tema', byRegion: 'Per regione', weekend: 'Weekend' },
    shortcuts: { current: 'Questo weekend', next: 'Il prossimo weekend', campaign: 'Ponte di maggio' },
    minisiteFooter: 'Prezzi a partire da {price} € per 2 persone in camera doppia occupata da 2, salvo disponibilità. Alcuni soggiorni richiedono un minimo di 2 notti. Offerta valida per prenotazioni entro il {date}. Pagamento solo con carta o portafoglio elettronico. In caso di discrepanza prevalgono le informazioni del sito di prenotazione.',
  },
  nl: {
    seoTitle: 'Weekendjes weg en cadeauboxen',
    seoDescription: 'Boek een weekend met activiteiten of geef een verblijf cadeau in sfeervolle hotels in heel Europa.',
    jumbotron: {
      booking: { title: 'Ik zoek een weekendje weg', subtitle: 'All-in verblijven met overnachting, ontbijt en activiteiten.' },
      gifting: { title: 'Ik zoek een cadeau', subtitle: 'Geef een verblijf, een cadeaubox of een cadeaukaart.' },
      activity: { title: 'Ik zoek een activiteit', subtitle: 'Belevenissen zonder hotelovernachting.' },
    },
    sellingPointsTitle: 'Waarom met Escapade op pad?',
    sellingPoints: [
      { icon: 'price', title: 'Beste prijsgarantie', text: 'Tarieven rechtstreeks onderhandeld met onze partnerhotels.' },
      { icon: 'calendar', title: 'Gratis wijzigen', text: 'Bij de meeste verblijven, tot de deadline.' },
      { icon: 'gift', title: 'Cadeau 18 maanden geldig', text: 'De ontvanger kiest zelf de data.' },
      { icon: 'support', title: 'Klantenservice', text: 'Een team dat u helpt uw verblijf voor te bereiden.' },
    ],
    marketing: { title: 'Het perfecte uitje bestaat', text: 'Wellness, gastronomie, natuur of cultuur: onze experts selecteerden verblijven voor elke wens.', cta: 'Ontdek onze ideeën' },
    banner: { title: 'Promo: 10 % extra korting', subtitle: 'Op een selectie verblijven, alleen dit weekend.', cta: 'Profiteer nu' },
    categoriesTitle: 'Onze thema’s', topResults: { stays: 'Verblijven van het moment', gifts: 'Favoriete cadeaus', activities: 'Belevenissen' },
    topResultsCta: { stays: 'Alle verblijven bekijken', gifts: 'Alle cadeauverblijven bekijken', activities: 'Alle activiteiten bekijken' },
    boxesTitle: 'Onze cadeauboxen', boxesSubtitle: 'Een box voor elk moment en iedereen', boxesCta: 'Alle cadeauboxen bekijken',
    announcement: 'Promo: 10 % extra korting op een selectie verblijven',
    promoBar: { stays: 'Verblijven', gifts: 'Cadeaus', activities: 'Activiteiten' },
    footer: {
      contactTitle: 'Hulp nodig?', contactHours: 'Maandag tot vrijdag van 10 tot 18 uur', helpHours: 'Maandag tot vrijdag van 10 tot 19 uur en zaterdag van 10 tot 18 uur',
      contactButton: 'Contacteer ons', faq: 'Veelgestelde vragen', newsletterTitle: 'Schrijf u in voor de nieuwsbrief', newsletterText: 'Elke week deals en ideeën voor een uitje.',
      securePayment: 'Veilig betalen', instalments: 'Betaal in 3 of 4 termijnen', hotelPartner: 'Word partnerhotel', allBoxes: 'Alle cadeauboxen',
      pressRoom: 'Pers', workWithUs: 'Werken bij ons', salesConditions: 'Algemene verkoopvoorwaarden', conditionsOfUse: 'Gebruiksvoorwaarden',
      dataProtection: 'Gegevensbescherming', cookies: 'Cookies', cookiePreferences: 'Cookievoorkeuren',
      legalText: 'De aangeboden combinaties van reisdiensten zijn pakketreizen in de zin van Richtlijn (EU) 2015/2302. Uw gegevens worden verwerkt volgens ons privacybeleid.',
      ratingText: '4,5/5 op basis van 4146 beoordelingen',
    },
    nav: { inspirations: 'Inspiratie', destinations: 'Bestemmingen', gifts: 'Cadeau-ideeën', ourThemes: 'Onze thema’s', weekendIdeas: 'Weekendideeën', giftStay: 'Verblijf cadeau', giftBox: 'Cadeauboxen', giftCard: 'Cadeaukaart', activities: 'Activiteiten' },
    targeted: { title: 'Geef een moment van rust', subtitle: 'Cadeauverblijven 18 maanden geldig', cta: 'Ik vind mijn cadeau', alt: 'Koppel op een terras aan zee' },
    targetedBooking: { title: 'Zin om dit weekend weg te gaan?', subtitle: 'Onze ideeën voor een uitje, per thema en per regio', cta: 'Laat u inspireren', alt: 'Wandelpad door de heuvels bij zonsopgang' },
    giftBlock: { stayTitle: 'Verblijf cadeau', staySubtitle: 'U kiest het hotel, de ontvanger de data' },
    ideas: { title: 'Ideeën voor een weekend', intro: 'Inspiratie nodig? Dit zijn onze tips van het moment, per thema en per regio.', byTheme: 'Per thema', byRegion: 'Per regio', weekend: 'Weekend' },
    shortcuts: { current: 'Dit weekend', next: 'Volgend weekend', campaign: 'Meivakantie' },
    minisiteFooter: 'Prijzen vanaf € {price} voor 2 personen in een tweepersoonskamer bezet door 2, zolang de beschikbaarheid strekt. Sommige verblijven vereisen minimaal 2 nachten. Aanbod geldig voor boekingen tot {date}. Betaling enkel met bankkaart of elektronische portefeuille. Bij verschillen gelden de gegevens van de boekingssite.',
  },
};
