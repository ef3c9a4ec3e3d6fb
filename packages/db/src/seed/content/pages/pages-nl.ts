import { link, mailLink, phoneLink, when, type PageWriter } from './page-context';

/** The static pages in Dutch (nl_NL and nl_BE). */
export const dutchPages: PageWriter = ({ country, paths, phone, hasPayLater }) => {
  const authority = country === 'BE'
    ? 'de Gegevensbeschermingsautoriteit (GBA), Drukpersstraat 35, 1000 Brussel'
    : 'de Autoriteit Persoonsgegevens, Postbus 93374, 2509 AJ Den Haag';

  return {
    faq: {
      title: 'Veelgestelde vragen',
      description: 'Boeken, cadeaus, cadeaubonnen, annuleren en betalen: de antwoorden op de vragen die we het vaakst krijgen.',
      html: `
<p>Hier vindt u de antwoorden op de vragen die onze klanten het vaakst stellen. Staat uw vraag er niet bij? ${link(paths.contact, 'Schrijf ons')}: ons team antwoordt binnen 48 uur.</p>
<h2>Een verblijf boeken</h2>
<h3 id="booking-how">Hoe boek ik een weekend?</h3>
<p>Zoek een bestemming of een thema, kies uw data in de kalender van het verblijf, geef het aantal reizigers op en, als het verblijf activiteiten omvat, hun data. De getoonde prijs is dan de eindprijs. Zodra de betaling is aanvaard, ontvangt u per e-mail de bevestiging met uw boekingsnummer van 8 cijfers.</p>
<h3 id="price-included">Wat is inbegrepen in de prijs?</h3>
<p>De overnachting, het ontbijt en de activiteiten uit het programma van het verblijf. De toeristenbelasting wordt, als ze in het hotel te betalen is, op de pagina van het verblijf vermeld en ter plaatse betaald. Extra’s (een extra diner, langer gebruik van de wellness…) worden vóór de betaling als optie aangeboden.</p>
<h3 id="confirmation-email">Ik heb geen bevestigingsmail ontvangen.</h3>
<p>Kijk eerst in uw map met ongewenste e-mail. U kunt ook ${link(paths.bookingLookup, 'uw boeking opzoeken')} met uw boekingsnummer en uw e-mailadres. Vindt u ze nog steeds niet, neem dan contact met ons op: een betaalde boeking gaat nooit verloren.</p>
<h2 id="cancellation">Annuleren en wijzigen</h2>
<h3 id="booking-change">Kan ik mijn boeking annuleren of wijzigen?</h3>
<p>Dat hangt af van de voorwaarden van het verblijf, die vóór de betaling worden getoond:</p>
<ul>
<li><strong>Flexibel</strong>: kosteloos wijzigen of annuleren tot de aangegeven uiterste datum;</li>
<li><strong>Gedeeltelijk terugbetaalbaar</strong>: een deel van de prijs wordt terugbetaald tot de uiterste datum;</li>
<li><strong>Niet annuleerbaar</strong>: het verblijf kan niet gewijzigd of terugbetaald worden.</li>
</ul>
<p>Voor niet-annuleerbare verblijven dekt de annuleringsverzekering die bij de betaling wordt aangeboden meer dan 25 redenen (ziekte, ongeval, ontslag…) tot de dag van aankomst, met terugbetaling binnen 72 uur na aanvaarding van het dossier.</p>
<h2>Betalen</h2>
<h3 id="payment-methods">Welke betaalmiddelen aanvaardt u?</h3>
<p>Bankkaart (Visa, Mastercard, American Express) en digitale portemonnees (Apple Pay, Google Pay, PayPal).${when(hasPayLater, ' Afhankelijk van het bedrag en de aankomstdatum kunt u ook in 3 termijnen betalen (200 tot 2.000 €) of in 4 termijnen (250 tot 2.000 €) als u over 7 dagen of later aankomt, of later betalen als u over 5 dagen of later aankomt.')} De betaling is beveiligd: Escapade bewaart nooit uw kaartgegevens.</p>
<h2>Cadeaus en cadeaubonnen</h2>
<h3 id="gift-how">Hoe geef ik een verblijf cadeau?</h3>
<p>Schakel op ${link(paths.homeFlow('gifting'), 'de startpagina')} over naar «Cadeaus»: u kiest een verblijf voor twee personen en het aantal nachten, de ontvanger kiest zelf de data. U kunt ook ${paths.boxes ? `${link(paths.boxes, 'een cadeaubox')} geven, met de keuze uit meerdere hotels, of ` : ''}${link(paths.giftcard, 'een cadeaukaart')} met een bedrag naar keuze.</p>
<h3 id="gift-format">Digitale of gedrukte cadeaubon?</h3>
<p>De digitale cadeaubon wordt meteen na de betaling per e-mail verstuurd. De gedrukte cadeaubon wordt gratis geleverd in een cadeauenvelop, binnen 2 tot 4 werkdagen.</p>
<h3 id="gift-validity">Hoe lang is een cadeau geldig?</h3>
<ul>
<li>Verblijf cadeau: 1 jaar voor 2 personen;</li>
${when(Boolean(paths.boxes), '<li>Cadeaubox: 18 maanden;</li>\n')}<li>Cadeaukaart: 18 maanden;</li>
<li>Activiteit cadeau: 12 maanden.</li>
</ul>
<h3 id="voucher-use">Ik heb een cadeaubon gekregen: hoe gebruik ik die?</h3>
<p>Ga naar ${link(paths.beneficiaryLogin, 'de ruimte voor ontvangers')} en voer de code van uw cadeaubon in. Daarna kiest u uw data uit de beschikbaarheden van het hotel. Een cadeaukaart gebruikt u als betaalmiddel bij het afrekenen van elk verblijf.</p>
<h2>Contact</h2>
<p>Onze klantenservice is bereikbaar op ${phoneLink(phone)}, van maandag tot vrijdag van 10 tot 19 uur en op zaterdag van 10 tot 18 uur, of via ${link(paths.contact, 'het contactformulier')}.</p>`,
    },

    'sales-conditions': {
      title: 'Algemene verkoopvoorwaarden',
      description: 'De verkoopvoorwaarden van de verblijven, pakketreizen, cadeaus en activiteiten van Escapade.',
      html: `
<p>Deze algemene verkoopvoorwaarden gelden voor elke bestelling op Escapade door een natuurlijke persoon die niet handelt in de uitoefening van een beroep. Ze worden aanvaard bij de betaling en kunnen op elk moment worden geraadpleegd en bewaard.</p>
<h2>1. De verkoper</h2>
<p>De site wordt uitgebaat door Escapade SAS, reisbureau ingeschreven onder nummer IM075100000, met maatschappelijke zetel in 18 rue des Voyageurs, 75010 Parijs (Frankrijk). Escapade beschikt over een financiële garantie en een beroepsaansprakelijkheidsverzekering.</p>
<h2>2. De producten</h2>
<ul>
<li>hotelverblijven met activiteiten, die <strong>pakketreizen</strong> zijn;</li>
<li>cadeauverblijven${paths.boxes ? ', cadeauboxen' : ''}, cadeaukaarten en activiteiten;</li>
<li>de annuleringsverzekering, als optie.</li>
</ul>
<h2>3. Pakketreizen</h2>
<p>Verblijven die een overnachting en ten minste één activiteit combineren, zijn pakketreizen in de zin van Richtlijn (EU) 2015/2302 betreffende pakketreizen en gekoppelde reisarrangementen. U geniet alle rechten die de Europese Unie aan pakketreizen toekent:</p>
<ul>
<li>u ontvangt alle essentiële informatie over de pakketreis vóór het sluiten van de overeenkomst;</li>
<li>Escapade is verantwoordelijk voor de goede uitvoering van alle reisdiensten in de overeenkomst;</li>
<li>u krijgt een noodnummer om de organisator tijdens uw verblijf te bereiken;</li>
<li>u kunt de pakketreis overdragen aan een andere persoon, mits een redelijke termijn en eventuele kosten;</li>
<li>de prijs mag alleen stijgen als specifieke kosten stijgen, en nooit minder dan 20 dagen vóór het begin;</li>
<li>u kunt de overeenkomst vóór het begin kosteloos opzeggen bij onvermijdbare en buitengewone omstandigheden op de bestemming;</li>
<li>bij insolventie van de organisator worden uw betalingen terugbetaald dankzij de financiële garantie.</li>
</ul>
<h2>4. Prijzen</h2>
<p>Prijzen worden vermeld in euro, inclusief belastingen, voor het gekozen aantal reizigers en nachten. Ze omvatten de overnachting, het ontbijt en de activiteiten van het programma. De toeristenbelasting wordt, als ze ter plaatse te betalen is, vóór de bestelling vermeld. De definitieve prijs is die van de betaalstap.</p>
<h2>5. Bestelling en betaling</h2>
<p>De bestelling is definitief zodra de betaling is aanvaard. U ontvangt per e-mail een bevestiging met uw boekingsnummer. U betaalt met bankkaart, digitale portemonnee of, waar aangeboden, in termijnen of later, volgens de voorwaarden die bij de betaling worden getoond.</p>
<h2>6. Wijzigen en annuleren</h2>
<p>De annuleringsvoorwaarden van elk verblijf (flexibel, gedeeltelijk terugbetaalbaar of niet annuleerbaar) en de uiterste datum worden vóór de betaling getoond en in de bevestigingsmail herhaald. Volgens de wet geldt het herroepingsrecht niet voor logies en vrijetijdsdiensten op een bepaalde datum.</p>
<p>Cadeaus zonder datum (cadeaubonnen${paths.boxes ? ', cadeauboxen' : ''}, cadeaukaarten) kunnen binnen 14 dagen na aankoop worden herroepen, zolang ze niet gebruikt zijn.</p>
<h2>7. Cadeaus</h2>
<p>Een cadeauverblijf is 1 jaar geldig, ${paths.boxes ? 'een cadeaubox en ' : ''}een cadeaukaart 18 maanden en een cadeauactiviteit 12 maanden vanaf de aankoop. De digitale cadeaubon wordt meteen per e-mail verstuurd; de gedrukte cadeaubon wordt gratis geleverd binnen 2 tot 4 werkdagen. De ontvanger boekt zijn data via ${link(paths.beneficiaryLogin, 'de ruimte voor ontvangers')}, zolang er plaats is.</p>
<h2>8. Klachten</h2>
<p>U kunt elke klacht richten aan ${link(paths.contact, 'onze klantenservice')} of aan ${mailLink('help')}. Wij antwoorden binnen 48 uur. Komen we er samen niet uit, dan kunt u uw geschil gratis voorleggen aan een erkende geschillencommissie voor reizen.</p>
<h2>9. Persoonsgegevens en toepasselijk recht</h2>
<p>Uw gegevens worden verwerkt volgens ons ${link(paths.page('data-protection'), 'privacybeleid')}. Op deze voorwaarden zijn de dwingende bepalingen van het land van verblijf van de consument van toepassing.</p>`,
    },

    'conditions-of-use': {
      title: 'Gebruiksvoorwaarden',
      description: 'De regels voor het gebruik van de site van Escapade: toegang, inhoud, beoordelingen, intellectuele eigendom en aansprakelijkheid.',
      html: `
<p>Door Escapade te gebruiken, aanvaardt u deze gebruiksvoorwaarden. Ze vullen de ${link(paths.page('sales-conditions'), 'algemene verkoopvoorwaarden')} aan, die voor elke bestelling gelden.</p>
<h2>Uitgever van de site</h2>
<p>De site wordt uitgegeven door Escapade SAS, 18 rue des Voyageurs, 75010 Parijs (Frankrijk). Voor vragen: ${mailLink('help')}.</p>
<h2>Toegang</h2>
<p>De site is gratis en altijd toegankelijk, behalve tijdens onderhoud. We doen ons best om beschrijvingen, foto’s, beschikbaarheden en prijzen juist te houden; beschikbaarheden en prijzen veranderen echter voortdurend en alleen het overzicht vóór de betaling is bindend.</p>
<h2>Klantbeoordelingen</h2>
<p>Alleen klanten die in het hotel hebben verbleven, kunnen na hun verblijf een beoordeling schrijven. We publiceren zowel positieve als negatieve beoordelingen; we verwijderen enkel beoordelingen met beledigingen, persoonsgegevens of inhoud die niets met het verblijf te maken heeft.</p>
<h2>Intellectuele eigendom</h2>
<p>Teksten, foto’s, logo’s en grafische elementen van de site zijn beschermd. Elke overname, ook gedeeltelijk, zonder voorafgaande schriftelijke toestemming is verboden, behalve voor strikt persoonlijk gebruik.</p>
<h2>Verboden gebruik</h2>
<ul>
<li>de inhoud of de prijzen van de site automatisch uitlezen;</li>
<li>de werking van de site verstoren of proberen toegang te krijgen tot gegevens van anderen;</li>
<li>een cadeaucode gebruiken die u niet werd gegeven.</li>
</ul>
<h2>Links</h2>
<p>De site kan links naar sites van partners bevatten. Escapade is niet verantwoordelijk voor hun inhoud of hun omgang met persoonsgegevens.</p>
<h2>Wijzigingen</h2>
<p>We kunnen deze voorwaarden aanpassen, onder meer voor nieuwe functies. De versie die online staat tijdens uw bezoek is van toepassing.</p>`,
    },

    'data-protection': {
      title: 'Gegevensbescherming',
      description: 'Welke gegevens Escapade verwerkt, waarom, hoe lang, met wie ze gedeeld worden en hoe u uw rechten uitoefent.',
      html: `
<p>Escapade SAS, 18 rue des Voyageurs, 75010 Parijs (Frankrijk), is verwerkingsverantwoordelijke voor de persoonsgegevens die op deze site worden verzameld. We verzamelen alleen wat nodig is voor uw verblijf en verkopen uw gegevens nooit.</p>
<h2>Welke gegevens we verwerken</h2>
<ul>
<li><strong>Boekingen en aankopen</strong>: naam, e-mailadres, telefoon, postadres, samenstelling van het gezelschap, data en speciale verzoeken;</li>
<li><strong>Cadeaus</strong>: naam en leveringsadres van de ontvanger, persoonlijke boodschap;</li>
<li><strong>Nieuwsbrief</strong>: e-mailadres, land en taal, met de datum van uw bevestiging;</li>
<li><strong>Klantenservice</strong>: de inhoud van uw berichten en onze antwoorden;</li>
<li><strong>Surfgedrag</strong>: bezoekersstatistieken, alleen als u ze hebt aanvaard (zie ons ${link(paths.page('cookies'), 'cookiebeleid')}).</li>
</ul>
<h2>Waarom en op welke grondslag</h2>
<table>
<thead><tr><th>Doel</th><th>Rechtsgrond</th></tr></thead>
<tbody>
<tr><td>Uw boeking, betaling en verblijf beheren</td><td>Uitvoering van de overeenkomst</td></tr>
<tr><td>Facturen bewaren</td><td>Wettelijke verplichting</td></tr>
<tr><td>U de nieuwsbrief sturen</td><td>Uw toestemming, bevestigd per e-mail</td></tr>
<tr><td>Het bezoek aan de site meten</td><td>Uw toestemming</td></tr>
<tr><td>Betalingsfraude voorkomen</td><td>Gerechtvaardigd belang</td></tr>
</tbody>
</table>
<h2>Met wie we ze delen</h2>
<p>Het hotel en de aanbieders van activiteiten krijgen wat nodig is om u te ontvangen. De betaaldienstverlener verwerkt uw kaartgegevens, die wij niet bewaren. De verzekeraar krijgt uw gegevens als u de annuleringsverzekering afsluit. Uw gegevens blijven binnen de Europese Unie.</p>
<h2>Hoe lang</h2>
<ul>
<li>boekingsgegevens: 5 jaar na het verblijf;</li>
<li>facturen: 10 jaar;</li>
<li>nieuwsbrief: tot u zich afmeldt, met één klik in elke e-mail;</li>
<li>berichten aan de klantenservice: 3 jaar.</li>
</ul>
<h2>Uw rechten</h2>
<p>U kunt uw gegevens inzien, verbeteren, laten wissen, overdragen, bezwaar maken tegen de verwerking of uw toestemming op elk moment intrekken door te schrijven naar onze functionaris voor gegevensbescherming: ${mailLink('privacy')}. U kunt ook een klacht indienen bij ${authority}.</p>`,
    },

    cookies: {
      title: 'Cookies',
      description: 'De cookies en de browseropslag die Escapade gebruikt, waarvoor ze dienen en hoe u uw keuze wijzigt.',
      html: `
<p>Een cookie is een klein bestand dat in uw browser wordt opgeslagen. We gebruiken alleen eigen cookies, geplaatst door Escapade: geen enkel advertentienetwerk of sociaal netwerk plaatst cookies op onze site.</p>
<h2>Noodzakelijke cookies</h2>
<p>Ze laten de site werken en vragen geen toestemming.</p>
<table>
<thead><tr><th>Cookie</th><th>Functie</th><th>Duur</th></tr></thead>
<tbody>
<tr><td>consent</td><td>Onthoudt uw cookiekeuzes, zodat we ze niet op elke pagina opnieuw vragen.</td><td>6 maanden</td></tr>
<tr><td>last_language</td><td>Onthoudt de versie van de site (land en taal) die u het laatst bezocht, om u daarheen terug te brengen.</td><td>1 jaar</td></tr>
<tr><td>escapade_visitor</td><td>Een willekeurige code die u telkens dezelfde versie van een pagina toont zolang een variant wordt getest.</td><td>1 jaar</td></tr>
<tr><td>escapade_variations</td><td>Alleen geplaatst wanneer een variant wordt afgedwongen voor een interne voorvertoning.</td><td>Sessie</td></tr>
<tr><td>escapade_newsletter</td><td>Onthoudt dat u uw inschrijving hebt bevestigd, zodat het inschrijvingsvenster niet meer verschijnt.</td><td>1 jaar</td></tr>
</tbody>
</table>
<h2>Cookies waarvoor we uw toestemming vragen</h2>
<ul>
<li><strong>Bezoekersstatistieken</strong>: een meetcode, alleen na uw toestemming, om bezoeken te tellen en de pagina’s te verbeteren (hoogstens 13 maanden);</li>
<li><strong>Herkomst</strong>: de partnersite of de campagne die u naar ons bracht, alleen na uw toestemming (30 dagen).</li>
</ul>
<p>Zonder uw toestemming worden geen meetgegevens verstuurd.</p>
<h2>Browseropslag</h2>
<p>De recent bekeken verblijven, uw verlanglijst, uw 3 laatste zoekopdrachten en het concept van uw cadeauboodschap blijven in de lokale opslag van uw browser. Ze worden niet naar ons gestuurd en u kunt ze altijd wissen via de instellingen van uw browser.</p>
<h2>Uw keuze wijzigen</h2>
<p>U kunt op elk moment van gedachten veranderen via de link «Cookievoorkeuren» onderaan elke pagina. Meer over uw gegevens leest u in ons ${link(paths.page('data-protection'), 'privacybeleid')}.</p>`,
    },

    'about-us': {
      title: 'Over ons',
      description: 'Escapade stelt all-in weekends samen in sfeervolle hotels, met activiteiten die bij elke streek passen.',
      html: `
<p>Escapade ontstond uit een eenvoudig idee: een weekendje weg zou even makkelijk moeten zijn als ervan dromen. We stellen all-in verblijven samen, met overnachting, ontbijt en activiteiten die bij elke streek passen, in hotels die we kennen.</p>
<h2>Hotels één voor één geselecteerd</h2>
<p>Onze teams bezoeken de hotels voordat we ze aanbieden: het onthaal, het comfort, de keuken en de activiteiten in de buurt tellen evenveel als het aantal sterren. De beoordelingen van onze klanten, na elk verblijf ongefilterd gepubliceerd, helpen ons die lat hoog te houden.</p>
<h2>Verblijven die kloppen</h2>
<ul>
<li>een duidelijk programma: wat inbegrepen is, staat zwart op wit;</li>
<li>prijzen rechtstreeks met de hotels onderhandeld;</li>
<li>cadeaus om te beleven, lang genoeg geldig om het juiste moment te kiezen;</li>
<li>een team dat telefonisch bereikbaar is vóór, tijdens en na uw verblijf.</li>
</ul>
<h2>Een Europees team</h2>
<p>We ontvangen reizigers uit Frankrijk, België, Spanje, Italië en Nederland. Onze adviseurs spreken uw taal en kennen de hotels die ze aanraden.</p>
<p>Zin om bij ons te werken? Bekijk ${link(paths.page('careers'), 'onze vacatures')}. Hotelier? ${link(paths.page('hotel-partner'), 'Word partner')}.</p>`,
    },

    'hotel-partner': {
      title: 'Word partnerhotel',
      description: 'Hoteliers: bied uw verblijven met activiteiten aan de reizigers van Escapade aan in vijf landen, zonder abonnement.',
      html: `
<p>Leidt u een hotel met karakter en laat u gasten graag uw streek ontdekken? Sluit u aan bij de partnerhotels van Escapade en bied uw verblijven aan reizigers die meer zoeken dan een kamer.</p>
<h2>Waarom partner worden</h2>
<ul>
<li><strong>Weekendgasten</strong>: koppels, gezinnen en vrienden die complete verblijven boeken, vaak buiten het seizoen;</li>
<li><strong>Cadeaus</strong>: cadeauverblijven vullen uw kamers op weekdagen en in het laagseizoen;</li>
<li><strong>Geen abonnement</strong>: alleen een commissie op gerealiseerde verblijven;</li>
<li><strong>Vijf landen</strong>: uw aanbod vertaald en voorgesteld in Frankrijk, België, Spanje, Italië en Nederland.</li>
</ul>
<h2>Hoe het werkt</h2>
<ol>
<li>U stelt uw hotel voor en de activiteiten die u aanbiedt of aanraadt;</li>
<li>ons team stelt samen met u een of meer verblijven samen en schrijft de beschrijvingen;</li>
<li>u beheert beschikbaarheid en prijzen via uw channel manager of ons extranet;</li>
<li>wij bezorgen u elke boeking met de informatie die u nodig hebt om uw gasten te ontvangen.</li>
</ol>
<h2>Wat we verwachten</h2>
<p>Een warm onthaal, verzorgde kamers, recente foto’s en de wil om een belevenis te bieden: een diner, wellness, een proeverij, een bezoek of een activiteit in openlucht.</p>
<h2>Schrijf ons</h2>
<p>Stel uw hotel voor via ${mailLink('partners')}: een verantwoordelijke voor uw regio antwoordt binnen een week.</p>`,
    },

    press: {
      title: 'Pers',
      description: 'Perscontact, expertisedomeinen en materiaal voor journalisten die schrijven over korte reizen en cadeaus.',
      html: `
<p>Journalisten, bloggers en contentmakers: hier vindt u wat u nodig hebt om over Escapade en korte reizen te schrijven.</p>
<h2>Perscontact</h2>
<p>Onze persdienst beantwoordt aanvragen voor interviews, beeldmateriaal en cijfers: ${mailLink('press')}.</p>
<h2>Onze expertise</h2>
<ul>
<li>trends in korte reizen en weekendjes dicht bij huis;</li>
<li>belevingscadeaus, van Valentijn tot Kerst;</li>
<li>toerisme buiten het seizoen en wat het betekent voor onafhankelijke hotels;</li>
<li>uitjes met het gezin, aan zee, in de bergen en in de stad.</li>
</ul>
<h2>Materiaal</h2>
<p>Het logo, rechtenvrije foto’s van onze partnerhotels en een bedrijfspresentatie zijn op aanvraag beschikbaar. Voor een reportage ter plaatse kunnen we een verblijf in een van onze partnerhotels regelen.</p>
<h2>Over ons</h2>
<p>Meer over het bedrijf leest u op ${link(paths.page('about-us'), 'Over ons')}.</p>`,
    },

    careers: {
      title: 'Werken bij ons',
      description: 'Werken bij Escapade: onze beroepen, onze manier van werken en hoe u solliciteert.',
      html: `
<p>Bij Escapade helpen we elke week duizenden mensen op reis te gaan of iemand te verrassen. Daarvoor zoeken we nieuwsgierige, attente mensen die van reizen houden.</p>
<h2>Onze beroepen</h2>
<ul>
<li><strong>Klantenservice</strong>: reizigers en ontvangers van cadeaus telefonisch en schriftelijk adviseren;</li>
<li><strong>Hotelpartnerships</strong>: de hotels van morgen vinden en samen met hen verblijven samenstellen;</li>
<li><strong>Product en technologie</strong>: de site ontwerpen, bouwen en draaiende houden;</li>
<li><strong>Marketing en content</strong>: schrijven, fotograferen en onze verblijven bekendmaken in vijf landen.</li>
</ul>
<h2>Hoe we werken</h2>
<p>Kleine teams, gedeeltelijk thuiswerk, elk jaar een verblijf om onze hotels te leren kennen en echte ruimte voor initiatief. We werven aan zonder onderscheid naar afkomst, gender, leeftijd of beperking.</p>
<h2>Hoe solliciteren</h2>
<ol>
<li>Stuur uw cv en een paar regels over uzelf naar ${mailLink('jobs')}, met het beroep dat u interesseert;</li>
<li>een eerste telefoongesprek van 30 minuten met ons rekruteringsteam;</li>
<li>een gesprek met uw toekomstige leidinggevende en een teamlid;</li>
<li>een antwoord binnen 15 dagen na het laatste gesprek.</li>
</ol>
<p>Open sollicitaties zijn welkom.</p>`,
    },
  };
};
