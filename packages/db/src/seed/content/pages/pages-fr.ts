import { link, mailLink, phoneLink, when, type PageWriter } from './page-context';

/** The static pages in French (fr_FR and fr_BE). */
export const frenchPages: PageWriter = ({ country, paths, phone, hasBoxes, hasPayLater }) => {
  const authority = country === 'BE'
    ? 'l’Autorité de protection des données (APD), rue de la Presse 35, 1000 Bruxelles'
    : 'la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, 75007 Paris';
  const gifts = hasBoxes ? 'séjours cadeaux, coffrets cadeaux, cartes cadeaux et activités' : 'séjours cadeaux, cartes cadeaux et activités';

  return {
    faq: {
      title: 'Questions fréquentes',
      description: 'Réservation, cadeaux, bons, annulation et paiement : les réponses aux questions les plus posées à notre service client.',
      html: `
<p>Vous trouverez ici les réponses aux questions que nos clients nous posent le plus souvent. Si la vôtre n’y figure pas, ${link(paths.contact, 'écrivez-nous')} : notre équipe vous répond sous 48 heures.</p>
<h2>Réserver un séjour</h2>
<h3 id="booking-how">Comment réserver un week-end ?</h3>
<p>Cherchez une destination ou un thème, choisissez vos dates dans le calendrier du séjour, indiquez le nombre de voyageurs puis les dates de vos activités s’il y en a. Le prix affiché est alors le prix final de votre séjour. Vous recevez la confirmation et votre numéro de réservation à 8 chiffres par e-mail dès le paiement accepté.</p>
<h3 id="price-included">Que comprend le prix ?</h3>
<p>Le prix comprend l’hébergement, le petit-déjeuner et les activités décrites dans le programme du séjour. La taxe de séjour, lorsqu’elle est payable à l’hôtel, est indiquée sur la page du séjour et réglée sur place. Les extras (dîner supplémentaire, accès spa prolongé…) sont proposés en option avant le paiement.</p>
<h3 id="confirmation-email">Je n’ai pas reçu mon e-mail de confirmation.</h3>
<p>Vérifiez d’abord votre dossier de courrier indésirable. Vous pouvez aussi ${link(paths.bookingLookup, 'retrouver votre réservation')} avec votre numéro de réservation et votre adresse e-mail. Sans résultat, contactez-nous : une réservation payée n’est jamais perdue.</p>
<h2 id="cancellation">Annulation et modification</h2>
<h3 id="booking-change">Puis-je annuler ou modifier ma réservation ?</h3>
<p>Cela dépend des conditions du séjour, affichées avant le paiement :</p>
<ul>
<li><strong>Flexible</strong> : modification ou annulation sans frais jusqu’à la date limite indiquée ;</li>
<li><strong>Partiellement remboursable</strong> : une partie du prix est remboursée jusqu’à la date limite ;</li>
<li><strong>Non annulable</strong> : le séjour n’est ni modifiable ni remboursable.</li>
</ul>
<p>Pour les séjours non annulables, l’assurance annulation proposée au paiement couvre plus de 25 motifs (maladie, accident, licenciement…), jusqu’au jour de l’arrivée, avec un remboursement en moins de 72 heures après acceptation du dossier.</p>
<h2>Paiement</h2>
<h3 id="payment-methods">Quels moyens de paiement acceptez-vous ?</h3>
<p>Carte bancaire (Visa, Mastercard, American Express) et portefeuilles électroniques (Apple Pay, Google Pay, PayPal).${when(hasPayLater, ` Selon le montant et la date d’arrivée, vous pouvez aussi :</p>
<ul>
<li>payer en 3 fois pour un panier de 200 à 2 000 €, ou en 4 fois de 250 à 2 000 €, si l’arrivée a lieu dans 7 jours ou plus ;</li>
<li>payer plus tard, si l’arrivée a lieu dans 5 jours ou plus.</li>
</ul>
<p>`)} Le paiement est sécurisé : vos données de carte ne sont jamais conservées par Escapade.</p>
<h2>Cadeaux et bons</h2>
<h3 id="gift-how">Comment offrir un séjour ?</h3>
<p>Passez en mode « Cadeaux » depuis ${link(paths.homeFlow('gifting'), 'la page d’accueil')} : vous choisissez un séjour pour deux personnes et le nombre de nuits, la personne qui le reçoit choisit ses dates. Vous pouvez aussi offrir ${paths.boxes ? `${link(paths.boxes, 'un coffret cadeau')}, qui laisse le choix entre plusieurs hôtels, ou ` : ''}${link(paths.giftcard, 'une carte cadeau')} du montant de votre choix.</p>
<h3 id="gift-format">Bon numérique ou bon imprimé ?</h3>
<p>Le bon numérique est envoyé par e-mail immédiatement après le paiement. Le bon imprimé est livré gratuitement dans une pochette cadeau, en 2 à 4 jours ouvrés.</p>
<h3 id="gift-validity">Combien de temps un cadeau est-il valable ?</h3>
<ul>
<li>Séjour cadeau : 1 an pour 2 personnes ;</li>
${when(hasBoxes, '<li>Coffret cadeau : 18 mois ;</li>\n')}<li>Carte cadeau : 18 mois ;</li>
<li>Activité cadeau : 12 mois.</li>
</ul>
<h3 id="voucher-use">J’ai reçu un bon cadeau : comment l’utiliser ?</h3>
<p>Rendez-vous sur ${link(paths.beneficiaryLogin, 'l’espace bénéficiaire')} et saisissez le code de votre bon. Vous choisissez ensuite vos dates parmi les disponibilités de l’hôtel. Une carte cadeau s’utilise comme moyen de paiement au moment de régler n’importe quel séjour.</p>
<h2>Nous contacter</h2>
<p>Notre service client est joignable au ${phoneLink(phone)} du lundi au vendredi de 10 h à 19 h et le samedi de 10 h à 18 h, ou via ${link(paths.contact, 'le formulaire de contact')}.</p>`,
    },

    'sales-conditions': {
      title: 'Conditions générales de vente',
      description: 'Les conditions de vente des séjours, forfaits touristiques, cadeaux et activités vendus par Escapade.',
      html: `
<p>Les présentes conditions générales de vente s’appliquent à toute commande passée sur le site Escapade par une personne physique agissant à des fins non professionnelles. Elles sont acceptées au moment du paiement et peuvent être consultées et enregistrées à tout moment.</p>
<h2>1. Le vendeur</h2>
<p>Le site est exploité par Escapade SAS, agence de voyages immatriculée au registre des opérateurs de voyages et de séjours sous le numéro IM075100000, dont le siège est situé 18 rue des Voyageurs, 75010 Paris. Escapade dispose d’une garantie financière et d’une assurance de responsabilité civile professionnelle.</p>
<h2>2. Les produits vendus</h2>
<ul>
<li>les séjours en hôtel avec activités, qui constituent des <strong>forfaits touristiques</strong> ;</li>
<li>les ${gifts} ;</li>
<li>l’assurance annulation, proposée en option.</li>
</ul>
<h2>3. Forfaits touristiques</h2>
<p>Les séjours associant un hébergement et au moins une activité sont des forfaits au sens de la directive (UE) 2015/2302 relative aux voyages à forfait et aux prestations de voyage liées. Vous bénéficiez de tous les droits octroyés par l’Union européenne applicables aux forfaits :</p>
<ul>
<li>vous recevez toutes les informations essentielles sur le forfait avant de conclure le contrat ;</li>
<li>Escapade est responsable de la bonne exécution de l’ensemble des services de voyage compris dans le contrat ;</li>
<li>vous disposez d’un numéro de téléphone d’urgence pour joindre l’organisateur pendant votre séjour ;</li>
<li>vous pouvez céder votre forfait à une autre personne, moyennant un préavis raisonnable et d’éventuels frais ;</li>
<li>le prix ne peut être augmenté que si des coûts spécifiques augmentent, et jamais moins de 20 jours avant le début du forfait ;</li>
<li>vous pouvez résoudre le contrat sans frais avant le début du forfait en cas de circonstances exceptionnelles et inévitables à destination ;</li>
<li>en cas d’insolvabilité de l’organisateur, les montants versés sont remboursés grâce à la garantie financière.</li>
</ul>
<h2>4. Prix</h2>
<p>Les prix sont indiqués en euros, toutes taxes comprises, pour le nombre de voyageurs et de nuits choisis. Ils comprennent l’hébergement, le petit-déjeuner et les activités décrites dans le programme. La taxe de séjour, lorsqu’elle est payable sur place, est indiquée avant la commande. Le prix définitif est celui affiché à l’étape du paiement.</p>
<h2>5. Commande et paiement</h2>
<p>La commande est ferme dès l’acceptation du paiement. Une confirmation comportant votre numéro de réservation vous est envoyée par e-mail. Le paiement s’effectue par carte bancaire, portefeuille électronique ou, lorsqu’ils sont proposés, en plusieurs fois ou en différé, selon les conditions affichées au moment du paiement.</p>
<h2>6. Modification et annulation</h2>
<p>Les conditions d’annulation propres à chaque séjour (flexible, partiellement remboursable ou non annulable) et leur date limite sont affichées avant le paiement et rappelées dans l’e-mail de confirmation. Conformément à la réglementation, le droit de rétractation ne s’applique pas aux prestations d’hébergement et de loisirs fournies à une date déterminée.</p>
<p>Les produits cadeaux sans date (bons, ${hasBoxes ? 'coffrets, ' : ''}cartes cadeaux) peuvent faire l’objet d’une rétractation dans les 14 jours suivant l’achat, tant qu’ils n’ont pas été utilisés.</p>
<h2>7. Cadeaux</h2>
<p>Un séjour cadeau est valable 1 an, ${hasBoxes ? 'un coffret cadeau et ' : ''}une carte cadeau 18 mois, une activité cadeau 12 mois à compter de l’achat. Le bon numérique est envoyé par e-mail immédiatement ; le bon imprimé est livré gratuitement en 2 à 4 jours ouvrés. Le bénéficiaire réserve ses dates sur ${link(paths.beneficiaryLogin, 'l’espace bénéficiaire')}, dans la limite des disponibilités.</p>
<h2>8. Réclamations</h2>
<p>Toute réclamation peut être adressée à ${link(paths.contact, 'notre service client')} ou par e-mail à ${mailLink('help')}. Nous répondons sous 48 heures. À défaut de solution amiable, vous pouvez saisir gratuitement le médiateur du tourisme et du voyage.</p>
<h2>9. Données personnelles et droit applicable</h2>
<p>Vos données sont traitées conformément à notre ${link(paths.page('data-protection'), 'politique de protection des données')}. Les présentes conditions sont soumises au droit du pays de résidence du consommateur pour ses dispositions impératives.</p>`,
    },

    'conditions-of-use': {
      title: 'Conditions d’utilisation',
      description: 'Les règles d’utilisation du site Escapade : accès, contenus, avis clients, propriété intellectuelle et responsabilité.',
      html: `
<p>En naviguant sur le site Escapade, vous acceptez les présentes conditions d’utilisation. Elles complètent les ${link(paths.page('sales-conditions'), 'conditions générales de vente')}, qui s’appliquent à toute commande.</p>
<h2>Éditeur du site</h2>
<p>Le site est édité par Escapade SAS, 18 rue des Voyageurs, 75010 Paris. Le directeur de la publication est le président de la société. Pour toute question : ${mailLink('help')}.</p>
<h2>Accès au site</h2>
<p>Le site est accessible gratuitement, à tout moment, sous réserve des opérations de maintenance. Nous faisons notre possible pour que les informations publiées (descriptions, photos, disponibilités et prix) soient exactes ; les disponibilités et les prix évoluent toutefois en permanence et seul le récapitulatif affiché avant le paiement fait foi.</p>
<h2>Avis clients</h2>
<p>Seuls les clients ayant séjourné dans l’hôtel peuvent déposer un avis, après leur séjour. Les avis sont publiés qu’ils soient positifs ou négatifs ; nous retirons uniquement ceux qui contiennent des propos injurieux, des données personnelles ou sans rapport avec le séjour. Les avis sont présentés du plus récent au plus ancien par défaut.</p>
<h2>Propriété intellectuelle</h2>
<p>Les textes, photographies, logos et éléments graphiques du site sont protégés. Toute reproduction, même partielle, sans autorisation écrite préalable est interdite, à l’exception d’un usage strictement personnel.</p>
<h2>Comportements interdits</h2>
<ul>
<li>extraire de manière automatisée le contenu ou les prix du site ;</li>
<li>perturber le fonctionnement du site ou tenter d’accéder à des données qui ne vous concernent pas ;</li>
<li>utiliser un code cadeau qui ne vous a pas été remis.</li>
</ul>
<h2>Liens</h2>
<p>Le site peut contenir des liens vers des sites de partenaires. Escapade n’est pas responsable de leur contenu ni de leurs pratiques en matière de données personnelles.</p>
<h2>Modification des conditions</h2>
<p>Nous pouvons faire évoluer ces conditions, notamment pour tenir compte de nouvelles fonctionnalités. La version en ligne est celle qui s’applique lors de votre visite.</p>`,
    },

    'data-protection': {
      title: 'Protection des données',
      description: 'Quelles données Escapade traite, pourquoi, combien de temps, avec qui elles sont partagées et comment exercer vos droits.',
      html: `
<p>Escapade SAS, 18 rue des Voyageurs, 75010 Paris, est responsable du traitement des données personnelles collectées sur ce site. Nous ne collectons que les données utiles à votre séjour et ne les vendons jamais.</p>
<h2>Les données que nous traitons</h2>
<ul>
<li><strong>Réservation et achat</strong> : nom, adresse e-mail, téléphone, adresse postale, composition du groupe, dates et demandes particulières ;</li>
<li><strong>Cadeaux</strong> : nom et adresse de livraison du bénéficiaire, message personnel ;</li>
<li><strong>Newsletter</strong> : adresse e-mail, pays et langue, avec la date de votre confirmation ;</li>
<li><strong>Service client</strong> : le contenu de vos messages et de nos réponses ;</li>
<li><strong>Navigation</strong> : les mesures d’audience, uniquement si vous les avez acceptées (voir notre ${link(paths.page('cookies'), 'politique cookies')}).</li>
</ul>
<h2>Pourquoi et sur quelle base</h2>
<table>
<thead><tr><th>Finalité</th><th>Base légale</th></tr></thead>
<tbody>
<tr><td>Gérer votre réservation, votre paiement et votre séjour</td><td>Exécution du contrat</td></tr>
<tr><td>Conserver les factures</td><td>Obligation légale</td></tr>
<tr><td>Vous envoyer la newsletter</td><td>Votre consentement, confirmé par e-mail</td></tr>
<tr><td>Mesurer l’audience du site</td><td>Votre consentement</td></tr>
<tr><td>Prévenir la fraude au paiement</td><td>Intérêt légitime</td></tr>
</tbody>
</table>
<h2>Avec qui nous les partageons</h2>
<p>L’hôtel et les prestataires d’activités de votre séjour reçoivent les informations nécessaires à votre accueil. Le prestataire de paiement traite vos données de carte, que nous ne conservons pas. L’assureur reçoit vos données si vous souscrivez l’assurance annulation. Vos données restent hébergées dans l’Union européenne.</p>
<h2>Combien de temps</h2>
<ul>
<li>données de réservation : 5 ans après le séjour ;</li>
<li>factures : 10 ans ;</li>
<li>newsletter : jusqu’à votre désinscription, possible en un clic dans chaque e-mail ;</li>
<li>messages au service client : 3 ans.</li>
</ul>
<h2>Vos droits</h2>
<p>Vous pouvez accéder à vos données, les rectifier, les effacer, en demander la portabilité, vous opposer à leur traitement ou retirer votre consentement à tout moment, en écrivant à notre délégué à la protection des données : ${mailLink('privacy')}. Vous pouvez également introduire une réclamation auprès de ${authority}.</p>`,
    },

    cookies: {
      title: 'Cookies',
      description: 'Les cookies et le stockage du navigateur utilisés par Escapade, à quoi ils servent et comment modifier vos choix.',
      html: `
<p>Un cookie est un petit fichier déposé dans votre navigateur. Nous n’utilisons que des cookies « internes », déposés par Escapade : aucun réseau publicitaire ni réseau social ne dépose de cookie sur notre site.</p>
<h2>Les cookies nécessaires</h2>
<p>Ils permettent au site de fonctionner et ne demandent pas votre accord.</p>
<table>
<thead><tr><th>Cookie</th><th>Rôle</th><th>Durée</th></tr></thead>
<tbody>
<tr><td>consent</td><td>Retient vos choix en matière de cookies, pour ne pas vous les redemander à chaque page.</td><td>6 mois</td></tr>
<tr><td>last_language</td><td>Retient la version du site (pays et langue) que vous avez consultée en dernier, pour vous y ramener.</td><td>1 an</td></tr>
<tr><td>escapade_visitor</td><td>Un identifiant aléatoire qui vous montre la même version d’une page tant qu’une variante est testée.</td><td>1 an</td></tr>
<tr><td>escapade_variations</td><td>Déposé uniquement lorsqu’une variante est forcée pour un aperçu interne.</td><td>Session</td></tr>
<tr><td>escapade_newsletter</td><td>Retient que vous avez confirmé votre inscription, pour ne plus vous proposer la fenêtre d’inscription.</td><td>1 an</td></tr>
</tbody>
</table>
<h2>Les cookies soumis à votre accord</h2>
<ul>
<li><strong>Mesure d’audience</strong> : un identifiant de mesure, déposé seulement après votre accord, pour compter les visites et améliorer les pages (13 mois au plus) ;</li>
<li><strong>Provenance</strong> : le site partenaire ou la campagne qui vous a amené chez nous, seulement après votre accord (30 jours).</li>
</ul>
<p>Sans accord de votre part, aucune donnée de mesure n’est envoyée.</p>
<h2>Le stockage du navigateur</h2>
<p>Les séjours récemment consultés, votre liste d’envies, vos 3 dernières recherches et le brouillon de votre message cadeau sont gardés dans le stockage local de votre navigateur. Ils ne nous sont pas transmis et vous pouvez les effacer à tout moment depuis les réglages de votre navigateur.</p>
<h2>Modifier vos choix</h2>
<p>Vous pouvez changer d’avis à tout moment grâce au lien « Préférences cookies » en bas de chaque page. Pour en savoir plus sur vos données, consultez notre ${link(paths.page('data-protection'), 'politique de protection des données')}.</p>`,
    },

    'about-us': {
      title: 'Qui sommes-nous ?',
      description: 'Escapade compose des week-ends tout compris dans des hôtels de charme, avec des activités choisies pour chaque région.',
      html: `
<p>Escapade est née d’une idée simple : partir en week-end devrait être aussi facile que de le rêver. Nous composons des séjours tout compris, avec la nuit, le petit-déjeuner et des activités choisies pour chaque région, dans des hôtels que nous connaissons.</p>
<h2>Des hôtels sélectionnés un par un</h2>
<p>Nos équipes visitent les établissements avant de les proposer : l’accueil, le confort, la cuisine et les activités à proximité comptent autant que le nombre d’étoiles. Les avis de nos clients, publiés sans filtre après chaque séjour, nous aident à garder ce niveau d’exigence.</p>
<h2>Des séjours qui ont du sens</h2>
<ul>
<li>un programme clair : ce qui est compris est écrit noir sur blanc ;</li>
<li>des prix négociés directement avec les hôtels ;</li>
<li>des cadeaux qui se vivent, valables assez longtemps pour choisir le bon moment ;</li>
<li>une équipe joignable par téléphone avant, pendant et après votre séjour.</li>
</ul>
<h2>Une équipe européenne</h2>
<p>Nous accueillons des voyageurs en France, en Belgique, en Espagne, en Italie et aux Pays-Bas. Nos conseillers parlent votre langue et connaissent les hôtels qu’ils vous recommandent.</p>
<p>Envie de nous rejoindre ? Découvrez ${link(paths.page('careers'), 'nos offres d’emploi')}. Hôtelier ? ${link(paths.page('hotel-partner'), 'Devenez partenaire')}.</p>`,
    },

    'hotel-partner': {
      title: 'Devenir hôtel partenaire',
      description: 'Hôteliers : proposez vos séjours avec activités aux voyageurs d’Escapade dans cinq pays, sans abonnement.',
      html: `
<p>Vous dirigez un hôtel de caractère et aimez faire découvrir votre région ? Rejoignez les établissements partenaires d’Escapade et proposez vos séjours à des voyageurs qui cherchent plus qu’une chambre.</p>
<h2>Pourquoi nous rejoindre</h2>
<ul>
<li><strong>Une clientèle de week-end</strong> : des couples, des familles et des amis qui réservent des séjours complets, souvent hors saison ;</li>
<li><strong>Les cadeaux</strong> : les séjours offerts remplissent vos chambres en semaine et en basse saison ;</li>
<li><strong>Aucun abonnement</strong> : une commission uniquement sur les séjours réalisés ;</li>
<li><strong>Cinq pays</strong> : votre offre traduite et présentée en France, en Belgique, en Espagne, en Italie et aux Pays-Bas.</li>
</ul>
<h2>Comment ça marche</h2>
<ol>
<li>Vous nous présentez votre établissement et les activités que vous proposez ou recommandez ;</li>
<li>notre équipe compose avec vous un ou plusieurs séjours et en rédige les descriptions ;</li>
<li>vous gérez vos disponibilités et vos prix depuis votre gestionnaire de canaux ou notre extranet ;</li>
<li>nous vous transmettons chaque réservation avec les informations utiles à l’accueil.</li>
</ol>
<h2>Ce que nous attendons</h2>
<p>Un accueil chaleureux, des chambres soignées, des photos récentes et la volonté de faire vivre une expérience : dîner, spa, dégustation, visite ou activité de plein air.</p>
<h2>Nous écrire</h2>
<p>Présentez votre établissement à ${mailLink('partners')} : un responsable de votre région vous répond sous une semaine.</p>`,
    },

    press: {
      title: 'Espace presse',
      description: 'Contacts presse, sujets d’expertise et ressources pour les journalistes qui écrivent sur les courts séjours et les cadeaux.',
      html: `
<p>Journalistes, blogueurs, créateurs de contenu : cet espace rassemble ce dont vous avez besoin pour parler d’Escapade et des courts séjours.</p>
<h2>Contact presse</h2>
<p>Notre service de presse répond à vos demandes d’interview, de visuels et de chiffres : ${mailLink('press')}.</p>
<h2>Nos sujets d’expertise</h2>
<ul>
<li>les tendances des courts séjours et des week-ends de proximité ;</li>
<li>le cadeau d’expérience, de la Saint-Valentin à Noël ;</li>
<li>le tourisme hors saison et ses effets pour les hôteliers indépendants ;</li>
<li>les escapades en famille, à la mer, à la montagne et en ville.</li>
</ul>
<h2>Ressources</h2>
<p>Le logo, les photos libres de droits de nos hôtels partenaires et une présentation de l’entreprise sont disponibles sur simple demande. Pour un reportage sur place, nous pouvons organiser un séjour dans l’un de nos hôtels partenaires.</p>
<h2>Qui sommes-nous</h2>
<p>Pour une présentation de l’entreprise, consultez la page ${link(paths.page('about-us'), 'Qui sommes-nous ?')}.</p>`,
    },

    careers: {
      title: 'Nous rejoindre',
      description: 'Travailler chez Escapade : nos métiers, notre façon de travailler et comment postuler.',
      html: `
<p>Chez Escapade, nous aidons chaque semaine des milliers de personnes à partir ou à faire plaisir. Pour continuer, nous cherchons des personnes curieuses, attentives et qui aiment le voyage.</p>
<h2>Nos métiers</h2>
<ul>
<li><strong>Service client</strong> : conseiller les voyageurs et les bénéficiaires de cadeaux par téléphone et par écrit ;</li>
<li><strong>Partenariats hôteliers</strong> : trouver les hôtels de demain et composer les séjours avec eux ;</li>
<li><strong>Produit et technologie</strong> : concevoir, développer et faire fonctionner le site ;</li>
<li><strong>Marketing et contenu</strong> : écrire, photographier et faire connaître nos séjours dans cinq pays.</li>
</ul>
<h2>Notre façon de travailler</h2>
<p>Des équipes à taille humaine, du télétravail partiel, un séjour offert chaque année pour découvrir nos hôtels et une vraie place laissée à l’initiative. Nous recrutons sans distinction d’origine, de genre, d’âge ou de handicap.</p>
<h2>Comment postuler</h2>
<ol>
<li>Envoyez votre CV et quelques lignes sur vous à ${mailLink('jobs')}, en précisant le métier qui vous intéresse ;</li>
<li>un premier échange téléphonique de 30 minutes avec notre équipe de recrutement ;</li>
<li>une rencontre avec votre futur responsable et un membre de l’équipe ;</li>
<li>une réponse dans les 15 jours suivant le dernier entretien.</li>
</ol>
<p>Les candidatures spontanées sont les bienvenues.</p>`,
    },
  };
};
