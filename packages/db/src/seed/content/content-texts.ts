import type { Language } from '@escapade/domain';

/** The editorial texts of each language (the homepage, footer, banners and pages are per market). */
export interface ContentTexts {
  seoTitle: string;
  seoDescription: string;
  jumbotron: Record<'booking' | 'gifting' | 'activity', { title: string; subtitle: string }>;
  sellingPoints: Array<{ icon: string; title: string; text: string }>;
  marketing: { title: string; text: string; cta: string };
  banner: { title: string; subtitle: string; cta: string };
  categoriesTitle: string;
  topResults: Record<'stays' | 'gifts' | 'activities', string>;
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
  nav: { inspirations: string; destinations: string; themes: string; gifts: string; ourThemes: string; iWantToGo: string; giftStay: string; giftBox: string; giftCard: string; activities: string };
  pages: Record<'sales-conditions' | 'conditions-of-use' | 'data-protection' | 'cookies' | 'about-us', { title: string; body: string }>;
  targeted: { title: string; subtitle: string; cta: string; alt: string };
  giftBlock: { stayTitle: string; staySubtitle: string; boxTitle: string; boxSubtitle: string; cardTitle: string; cardSubtitle: string; activityTitle: string; activitySubtitle: string };
  ideas: { title: string; intro: string; byTheme: string; byRegion: string; weekend: string };
  shortcuts: { current: string; next: string; campaign: string };
  minisiteFooter: string;
}

export const CONTENT_TEXTS: Readonly<Record<Language, ContentTexts>> = {
  fr: {
    seoTitle: 'Week-ends et séjours coffrets cadeaux',
    seoDescription: 'Réservez un week-end avec activités ou offrez un séjour : plus de 5000 séjours en France et en Europe.',
    jumbotron: {
      booking: { title: 'Je cherche un week-end', subtitle: 'Des séjours tout compris, avec nuit, petit-déjeuner et activités.' },
      gifting: { title: 'Je cherche un cadeau', subtitle: 'Offrez un séjour, un coffret ou une carte cadeau.' },
      activity: { title: 'Je cherche une activité', subtitle: 'Des expériences à vivre sans nuit d’hôtel.' },
    },
    sellingPoints: [
      { icon: 'price', title: 'Meilleur prix garanti', text: 'Les tarifs négociés directement avec nos hôtels partenaires.' },
      { icon: 'calendar', title: 'Modification gratuite', text: 'Sur la plupart des séjours, jusqu’à la date limite.' },
      { icon: 'gift', title: 'Cadeau valable 18 mois', text: 'Le bénéficiaire choisit ses dates.' },
      { icon: 'support', title: 'Service client 7j/7', text: 'Une équipe à votre écoute pour préparer votre séjour.' },
    ],
    marketing: { title: 'L’escapade parfaite existe', text: 'Spa, gastronomie, nature ou culture : nos experts ont sélectionné des séjours pour toutes les envies.', cta: 'Découvrir nos idées' },
    banner: { title: 'Promo : 10 % de réduction supplémentaire', subtitle: 'Sur une sélection de séjours, ce week-end seulement.', cta: 'J’en profite' },
    categoriesTitle: 'Nos thèmes', topResults: { stays: 'Les séjours du moment', gifts: 'Les cadeaux préférés', activities: 'Les activités à vivre' },
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
    nav: { inspirations: 'Inspirations', destinations: 'Destinations', themes: 'Thèmes', gifts: 'Idées cadeaux', ourThemes: 'Nos thèmes', iWantToGo: 'J’ai envie d’y aller !', giftStay: 'Séjour cadeau', giftBox: 'Coffrets cadeaux', giftCard: 'Carte cadeau', activities: 'Activités' },
    pages: {
      'sales-conditions': { title: 'Conditions générales de vente', body: 'Les présentes conditions régissent la vente de séjours, coffrets, cartes cadeaux et activités.' },
      'conditions-of-use': { title: 'Conditions d’utilisation', body: 'L’utilisation du site implique l’acceptation des présentes conditions.' },
      'data-protection': { title: 'Protection des données', body: 'Nous traitons vos données personnelles uniquement pour gérer vos réservations et, avec votre accord, vous informer de nos offres.' },
      cookies: { title: 'Cookies', body: 'Nous utilisons des cookies pour le fonctionnement du site et, avec votre accord, pour la mesure d’audience.' },
      'about-us': { title: 'Qui sommes-nous ?', body: 'Depuis plus de quinze ans, nous sélectionnons des hôtels de charme et composons des week-ends tout compris.' },
    },
    targeted: { title: 'Offrez une parenthèse', subtitle: 'Des séjours cadeaux valables 18 mois', cta: 'Je trouve mon cadeau', alt: 'Couple sur une terrasse face à la mer' },
    giftBlock: { stayTitle: 'Séjour cadeau', staySubtitle: 'Choisissez l’hôtel, il choisit les dates', boxTitle: 'Coffret cadeau', boxSubtitle: 'Un large choix de séjours', cardTitle: 'Carte cadeau', cardSubtitle: 'Le montant de votre choix', activityTitle: 'Activité cadeau', activitySubtitle: 'Une expérience à vivre' },
    ideas: { title: 'Idées de week-end', intro: 'Besoin d’inspiration ? Voici nos envies du moment, par thème et par région.', byTheme: 'Par envie', byRegion: 'Par région', weekend: 'Week-end' },
    shortcuts: { current: 'Ce week-end', next: 'Le week-end prochain', campaign: 'Pont de mai' },
    minisiteFooter: 'Prix à partir de {price} € pour 2 personnes, en chambre double occupée par 2, dans la limite des disponibilités. Certains séjours imposent un minimum de 2 nuits. Offre valable pour toute réservation avant le {date}. Paiement uniquement par carte bancaire ou portefeuille électronique. En cas de divergence, les informations du site de réservation prévalent.',
  },
  es: {
    seoTitle: 'Escapadas de fin de semana y cofres regalo',
    seoDescription: 'Reserve una escapada con actividades o regale una estancia: más de 5000 estancias en Europa.',
    jumbotron: {
      booking: { title: 'Busco una escapada', subtitle: 'Estancias todo incluido con noche, desayuno y actividades.' },
      gifting: { title: 'Busco un regalo', subtitle: 'Regale una estancia, un cofre o una tarjeta regalo.' },
      activity: { title: 'Busco una actividad', subtitle: 'Experiencias para vivir sin noche de hotel.' },
    },
    sellingPoints: [
      { icon: 'price', title: 'Mejor precio garantizado', text: 'Tarifas negociadas directamente con nuestros hoteles.' },
      { icon: 'calendar', title: 'Cambios gratis', text: 'En la mayoría de estancias, hasta la fecha límite.' },
      { icon: 'gift', title: 'Regalo válido 18 meses', text: 'El beneficiario elige sus fechas.' },
      { icon: 'support', title: 'Atención al cliente', text: 'Un equipo a su disposición para preparar su escapada.' },
    ],
    marketing: { title: 'La escapada perfecta existe', text: 'Spa, gastronomía, naturaleza o cultura: nuestros expertos han seleccionado estancias para todos los gustos.', cta: 'Descubrir ideas' },
    banner: { title: 'Promo: 10 % de descuento extra', subtitle: 'En una selección de estancias, solo este fin de semana.', cta: 'Lo quiero' },
    categoriesTitle: 'Nuestras temáticas', topResults: { stays: 'Escapadas del momento', gifts: 'Regalos favoritos', activities: 'Actividades para vivir' },
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
    nav: { inspirations: 'Inspiración', destinations: 'Destinos', themes: 'Temáticas', gifts: 'Ideas regalo', ourThemes: 'Nuestras temáticas', iWantToGo: '¡Quiero ir!', giftStay: 'Estancia regalo', giftBox: 'Cofres regalo', giftCard: 'Tarjeta regalo', activities: 'Actividades' },
    pages: {
      'sales-conditions': { title: 'Condiciones generales de venta', body: 'Estas condiciones rigen la venta de estancias, cofres, tarjetas regalo y actividades.' },
      'conditions-of-use': { title: 'Condiciones de uso', body: 'El uso del sitio implica la aceptación de estas condiciones.' },
      'data-protection': { title: 'Protección de datos', body: 'Tratamos sus datos personales solo para gestionar sus reservas y, con su consentimiento, informarle de nuestras ofertas.' },
      cookies: { title: 'Cookies', body: 'Utilizamos cookies para el funcionamiento del sitio y, con su consentimiento, para medir la audiencia.' },
      'about-us': { title: '¿Quiénes somos?', body: 'Desde hace más de quince años seleccionamos hoteles con encanto y creamos escapadas todo incluido.' },
    },
    targeted: { title: 'Regale un paréntesis', subtitle: 'Estancias regalo válidas 18 meses', cta: 'Encuentro mi regalo', alt: 'Pareja en una terraza frente al mar' },
    giftBlock: { stayTitle: 'Estancia regalo', staySubtitle: 'Usted elige el hotel, él elige las fechas', boxTitle: 'Cofre regalo', boxSubtitle: 'Una amplia selección de estancias', cardTitle: 'Tarjeta regalo', cardSubtitle: 'El importe que usted elija', activityTitle: 'Actividad regalo', activitySubtitle: 'Una experiencia para vivir' },
    ideas: { title: 'Ideas de escapada', intro: '¿Necesita inspiración? Estas son nuestras propuestas del momento, por temática y por región.', byTheme: 'Por temática', byRegion: 'Por región', weekend: 'Escapada' },
    shortcuts: { current: 'Este fin de semana', next: 'El próximo fin de semana', campaign: 'Puente de mayo' },
    minisiteFooter: 'Precios desde {price} € para 2 personas en habitación doble ocupada por 2, sujeto a disponibilidad. Algunas estancias exigen un mínimo de 2 noches. Oferta válida para reservas antes del {date}. Pago solo con tarjeta o monedero electrónico. En caso de discrepancia prevalece la información del sitio de reservas.',
  },
  it: {
    seoTitle: 'Weekend e cofanetti regalo',
    seoDescription: 'Prenota un weekend con attività o regala un soggiorno: oltre 5000 soggiorni in Europa.',
    jumbotron: {
      booking: { title: 'Cerco un weekend', subtitle: 'Soggiorni tutto compreso con notte, colazione e attività.' },
      gifting: { title: 'Cerco un regalo', subtitle: 'Regala un soggiorno o una carta regalo.' },
      activity: { title: 'Cerco un’attività', subtitle: 'Esperienze da vivere senza notte in hotel.' },
    },
    sellingPoints: [
      { icon: 'price', title: 'Miglior prezzo garantito', text: 'Tariffe negoziate direttamente con i nostri hotel.' },
      { icon: 'calendar', title: 'Modifica gratuita', text: 'Sulla maggior parte dei soggiorni, fino alla scadenza.' },
      { icon: 'gift', title: 'Regalo valido 18 mesi', text: 'Il beneficiario sceglie le date.' },
      { icon: 'support', title: 'Assistenza clienti', text: 'Un team a vostra disposizione per preparare il soggiorno.' },
    ],
    marketing: { title: 'La fuga perfetta esiste', text: 'Spa, gastronomia, natura o cultura: i nostri esperti hanno selezionato soggiorni per ogni desiderio.', cta: 'Scopri le idee' },
    banner: { title: 'Promo: 10 % di sconto in più', subtitle: 'Su una selezione di soggiorni, solo questo weekend.', cta: 'Approfitta' },
    categoriesTitle: 'I nostri temi', topResults: { stays: 'I soggiorni del momento', gifts: 'I regali preferiti', activities: 'Le attività da vivere' },
    boxesTitle: 'Regala un soggiorno', boxesSubtitle: 'Un regalo per ogni momento e ogni persona', boxesCta: 'Scopri la carta regalo',
    announcement: 'Promo: 10 % di sconto in più su una selezione di soggiorni',
    promoBar: { stays: 'Soggiorni', gifts: 'Regali', activities: 'Attività' },
    footer: {
      contactTitle: 'Serve aiuto?', contactHours: 'Dal lunedì al venerdì dalle 10 alle 18', helpHours: 'Dal lunedì al venerdì dalle 10 alle 19 e il sabato dalle 10 alle 18',
      contactButton: 'Contattaci', faq: 'FAQ', newsletterTitle: 'Iscriviti alla newsletter', newsletterText: 'Offerte e idee di viaggio ogni settimana.',
      securePayment: 'Pagamento sicuro', instalments: 'Paga in 3 o 4 rate', hotelPartner: 'Diventa hotel partner', allBoxes: 'Tutti i cofanetti',
      pressRoom: 'Area stampa', workWithUs: 'Lavora con noi', salesConditions: 'Condizioni generali di vendita', conditionsOfUse: 'Condizioni d’uso',
      dataProtection: 'Protezione dei dati', cookies: 'Cookie', cookiePreferences: 'Preferenze cookie',
      legalText: 'Le combinazioni di servizi turistici offerte sono pacchetti ai sensi della direttiva (UE) 2015/2302. I tuoi dati sono trattati secondo la nostra informativa sulla privacy.',
      ratingText: '4,5/5 su 4146 recensioni',
    },
    nav: { inspirations: 'Ispirazioni', destinations: 'Destinazioni', themes: 'Temi', gifts: 'Idee regalo', ourThemes: 'I nostri temi', iWantToGo: 'Voglio andarci!', giftStay: 'Soggiorno regalo', giftBox: 'Cofanetti regalo', giftCard: 'Carta regalo', activities: 'Attività' },
    pages: {
      'sales-conditions': { title: 'Condizioni generali di vendita', body: 'Le presenti condizioni regolano la vendita di soggiorni, carte regalo e attività.' },
      'conditions-of-use': { title: 'Condizioni d’uso', body: 'L’uso del sito implica l’accettazione delle presenti condizioni.' },
      'data-protection': { title: 'Protezione dei dati', body: 'Trattiamo i tuoi dati personali solo per gestire le prenotazioni e, con il tuo consenso, per informarti delle offerte.' },
      cookies: { title: 'Cookie', body: 'Usiamo cookie per il funzionamento del sito e, con il tuo consenso, per misurare l’audience.' },
      'about-us': { title: 'Chi siamo', body: 'Da oltre quindici anni selezioniamo hotel di charme e componiamo weekend tutto compreso.' },
    },
    targeted: { title: 'Regala una pausa', subtitle: 'Soggiorni regalo validi 18 mesi', cta: 'Trovo il mio regalo', alt: 'Coppia su una terrazza vista mare' },
    giftBlock: { stayTitle: 'Soggiorno regalo', staySubtitle: 'Tu scegli l’hotel, lui sceglie le date', boxTitle: 'Cofanetto regalo', boxSubtitle: 'Un’ampia scelta di soggiorni', cardTitle: 'Carta regalo', cardSubtitle: 'L’importo che preferisci', activityTitle: 'Attività regalo', activitySubtitle: 'Un’esperienza da vivere' },
    ideas: { title: 'Idee weekend', intro: 'Cerchi ispirazione? Ecco le nostre proposte del momento, per tema e per regione.', byTheme: 'Per tema', byRegion: 'Per regione', weekend: 'Weekend' },
    shortcuts: { current: 'Questo weekend', next: 'Il prossimo weekend', campaign: 'Ponte di maggio' },
    minisiteFooter: 'Prezzi a partire da {price} € per 2 persone in camera doppia occupata da 2, salvo disponibilità. Alcuni soggiorni richiedono un minimo di 2 notti. Offerta valida per prenotazioni entro il {date}. Pagamento solo con carta o portafoglio elettronico. In caso di discrepanza prevalgono le informazioni del sito di prenotazione.',
  },
  nl: {
    seoTitle: 'Weekendjes weg en cadeauboxen',
    seoDescription: 'Boek een weekend met activiteiten of geef een verblijf cadeau: meer dan 5000 verblijven in Europa.',
    jumbotron: {
      booking: { title: 'Ik zoek een weekendje weg', subtitle: 'All-in verblijven met overnachting, ontbijt en activiteiten.' },
      gifting: { title: 'Ik zoek een cadeau', subtitle: 'Geef een verblijf, een cadeaubox of een cadeaukaart.' },
      activity: { title: 'Ik zoek een activiteit', subtitle: 'Belevenissen zonder hotelovernachting.' },
    },
    sellingPoints: [
      { icon: 'price', title: 'Beste prijsgarantie', text: 'Tarieven rechtstreeks onderhandeld met onze partnerhotels.' },
      { icon: 'calendar', title: 'Gratis wijzigen', text: 'Bij de meeste verblijven, tot de deadline.' },
      { icon: 'gift', title: 'Cadeau 18 maanden geldig', text: 'De ontvanger kiest zelf de data.' },
      { icon: 'support', title: 'Klantenservice', text: 'Een team dat u helpt uw verblijf voor te bereiden.' },
    ],
    marketing: { title: 'Het perfecte uitje bestaat', text: 'Wellness, gastronomie, natuur of cultuur: onze experts selecteerden verblijven voor elke wens.', cta: 'Ontdek onze ideeën' },
    banner: { title: 'Promo: 10 % extra korting', subtitle: 'Op een selectie verblijven, alleen dit weekend.', cta: 'Profiteer nu' },
    categoriesTitle: 'Onze thema’s', topResults: { stays: 'Verblijven van het moment', gifts: 'Favoriete cadeaus', activities: 'Belevenissen' },
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
    nav: { inspirations: 'Inspiratie', destinations: 'Bestemmingen', themes: 'Thema’s', gifts: 'Cadeau-ideeën', ourThemes: 'Onze thema’s', iWantToGo: 'Daar wil ik heen!', giftStay: 'Verblijf cadeau', giftBox: 'Cadeauboxen', giftCard: 'Cadeaukaart', activities: 'Activiteiten' },
    pages: {
      'sales-conditions': { title: 'Algemene verkoopvoorwaarden', body: 'Deze voorwaarden regelen de verkoop van verblijven, cadeauboxen, cadeaukaarten en activiteiten.' },
      'conditions-of-use': { title: 'Gebruiksvoorwaarden', body: 'Door de site te gebruiken aanvaardt u deze voorwaarden.' },
      'data-protection': { title: 'Gegevensbescherming', body: 'Wij verwerken uw persoonsgegevens enkel om uw boekingen te beheren en, met uw toestemming, om u over onze aanbiedingen te informeren.' },
      cookies: { title: 'Cookies', body: 'Wij gebruiken cookies voor de werking van de site en, met uw toestemming, voor bezoekersstatistieken.' },
      'about-us': { title: 'Over ons', body: 'Al meer dan vijftien jaar selecteren wij sfeervolle hotels en stellen wij all-in weekends samen.' },
    },
    targeted: { title: 'Geef een moment van rust', subtitle: 'Cadeauverblijven 18 maanden geldig', cta: 'Ik vind mijn cadeau', alt: 'Koppel op een terras aan zee' },
    giftBlock: { stayTitle: 'Verblijf cadeau', staySubtitle: 'U kiest het hotel, de ontvanger de data', boxTitle: 'Cadeaubox', boxSubtitle: 'Een ruime keuze aan verblijven', cardTitle: 'Cadeaukaart', cardSubtitle: 'Het bedrag van uw keuze', activityTitle: 'Activiteit cadeau', activitySubtitle: 'Een belevenis om te delen' },
    ideas: { title: 'Ideeën voor een weekend', intro: 'Inspiratie nodig? Dit zijn onze tips van het moment, per thema en per regio.', byTheme: 'Per thema', byRegion: 'Per regio', weekend: 'Weekend' },
    shortcuts: { current: 'Dit weekend', next: 'Volgend weekend', campaign: 'Meivakantie' },
    minisiteFooter: 'Prijzen vanaf € {price} voor 2 personen in een tweepersoonskamer bezet door 2, zolang de beschikbaarheid strekt. Sommige verblijven vereisen minimaal 2 nachten. Aanbod geldig voor boekingen tot {date}. Betaling enkel met bankkaart of elektronische portefeuille. Bij verschillen gelden de gegevens van de boekingssite.',
  },
};
