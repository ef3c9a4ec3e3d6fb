import { link, mailLink, phoneLink, when, type PageWriter } from './page-context';

/** The static pages in Italian (it_IT, where no gift box is sold). */
export const italianPages: PageWriter = ({ paths, phone, hasPayLater, hasPayPalPayLater }) => ({
  faq: {
    title: 'Domande frequenti',
    description: 'Prenotazioni, regali, buoni, cancellazioni e pagamenti: le risposte alle domande più comuni.',
    html: `
<p>Qui trovi le risposte alle domande che i nostri clienti ci fanno più spesso. Se non trovi la tua, ${link(paths.contact, 'scrivici')}: il nostro team ti risponde entro 48 ore.</p>
<h2>Prenotare un soggiorno</h2>
<h3 id="booking-how">Come prenoto un weekend?</h3>
<p>Cerca una destinazione o un tema, scegli le date nel calendario del soggiorno, indica il numero di viaggiatori e, se il soggiorno comprende attività, le loro date. Il prezzo mostrato è allora il prezzo finale. Appena il pagamento è accettato ricevi via e-mail la conferma con il numero di prenotazione di 8 cifre.</p>
<h3 id="price-included">Cosa comprende il prezzo?</h3>
<p>Il pernottamento, la colazione e le attività descritte nel programma. La tassa di soggiorno, quando si paga in hotel, è indicata nella pagina del soggiorno e si salda sul posto. Gli extra (cena aggiuntiva, accesso alla spa…) sono proposti come opzione prima del pagamento.</p>
<h3 id="confirmation-email">Non ho ricevuto l’e-mail di conferma.</h3>
<p>Controlla prima la cartella della posta indesiderata. Puoi anche ${link(paths.bookingLookup, 'ritrovare la tua prenotazione')} con il numero di prenotazione e il tuo indirizzo e-mail. Se non la trovi, contattaci: una prenotazione pagata non va mai persa.</p>
<h2 id="cancellation">Cancellazione e modifica</h2>
<h3 id="booking-change">Posso cancellare o modificare la prenotazione?</h3>
<p>Dipende dalle condizioni del soggiorno, indicate prima del pagamento:</p>
<ul>
<li><strong>Flessibile</strong>: modifica o cancellazione gratuita fino alla scadenza indicata;</li>
<li><strong>Parzialmente rimborsabile</strong>: una parte del prezzo viene rimborsata fino alla scadenza;</li>
<li><strong>Non cancellabile</strong>: il soggiorno non è né modificabile né rimborsabile.</li>
</ul>
<p>Per i soggiorni non cancellabili, l’assicurazione annullamento proposta al pagamento copre oltre 25 motivi (malattia, infortunio, licenziamento…) fino al giorno dell’arrivo, con rimborso in meno di 72 ore dall’accettazione della pratica.</p>
<h2>Pagamento</h2>
<h3 id="payment-methods">Quali metodi di pagamento accettate?</h3>
<p>Carta (Visa, Mastercard, American Express) e portafogli elettronici (Apple Pay, Google Pay, PayPal).${when(hasPayPalPayLater, ' Per importi da 30 a 2.000 € puoi anche pagare a rate con PayPal.')}${when(hasPayLater, ' Se l’arrivo è tra 7 giorni o più, puoi pagare in 3 rate (da 200 a 2.000 €) o in 4 rate (da 250 a 2.000 €).')} Il pagamento è sicuro: Escapade non conserva mai i dati della tua carta.</p>
<h2>Regali e buoni</h2>
<h3 id="gift-how">Come regalo un soggiorno?</h3>
<p>Passa alla modalità «Regali» dalla ${link(paths.homeFlow('gifting'), 'home page')}: scegli un soggiorno per due persone e il numero di notti, chi lo riceve sceglie le date. Puoi anche regalare ${link(paths.giftcard, 'una carta regalo')} dell’importo che preferisci.</p>
<h3 id="gift-format">Buono digitale o stampato?</h3>
<p>Il buono digitale viene inviato via e-mail subito dopo il pagamento. Il buono stampato è consegnato gratuitamente in una busta regalo in 2–4 giorni lavorativi.</p>
<h3 id="gift-validity">Per quanto tempo è valido un regalo?</h3>
<ul>
<li>Soggiorno regalo: 1 anno per 2 persone;</li>
<li>Carta regalo: 18 mesi;</li>
<li>Attività regalo: 12 mesi.</li>
</ul>
<h3 id="voucher-use">Ho ricevuto un buono regalo: come lo uso?</h3>
<p>Vai nell’${link(paths.beneficiaryLogin, 'area beneficiario')} e inserisci il codice del buono. Poi scegli le date tra le disponibilità dell’hotel. La carta regalo si usa come mezzo di pagamento per qualsiasi soggiorno.</p>
<h2>Contattarci</h2>
<p>Il nostro servizio clienti risponde al ${phoneLink(phone)} dal lunedì al venerdì dalle 10 alle 19 e il sabato dalle 10 alle 18, oppure tramite il ${link(paths.contact, 'modulo di contatto')}.</p>`,
  },

  'sales-conditions': {
    title: 'Condizioni generali di vendita',
    description: 'Le condizioni di vendita dei soggiorni, pacchetti turistici, regali e attività di Escapade.',
    html: `
<p>Le presenti condizioni generali di vendita si applicano a ogni ordine effettuato su Escapade da una persona fisica che agisce per scopi estranei alla propria attività professionale. Sono accettate al momento del pagamento e possono essere consultate e salvate in qualsiasi momento.</p>
<h2>1. Il venditore</h2>
<p>Il sito è gestito da Escapade SAS, agenzia di viaggi iscritta con il numero IM075100000, con sede in 18 rue des Voyageurs, 75010 Parigi (Francia). Escapade dispone di una garanzia finanziaria e di un’assicurazione di responsabilità civile professionale.</p>
<h2>2. I prodotti</h2>
<ul>
<li>soggiorni in hotel con attività, che costituiscono <strong>pacchetti turistici</strong>;</li>
<li>soggiorni regalo, carte regalo e attività;</li>
<li>l’assicurazione annullamento, facoltativa.</li>
</ul>
<h2>3. Pacchetti turistici</h2>
<p>I soggiorni che combinano pernottamento e almeno un’attività sono pacchetti ai sensi della direttiva (UE) 2015/2302 relativa ai pacchetti turistici e ai servizi turistici collegati. Godi di tutti i diritti che l’Unione europea riconosce ai pacchetti:</p>
<ul>
<li>ricevi tutte le informazioni essenziali sul pacchetto prima di concludere il contratto;</li>
<li>Escapade è responsabile della corretta esecuzione di tutti i servizi turistici inclusi nel contratto;</li>
<li>hai un numero di telefono di emergenza per contattare l’organizzatore durante il soggiorno;</li>
<li>puoi cedere il pacchetto a un’altra persona, con un ragionevole preavviso ed eventuali costi;</li>
<li>il prezzo può aumentare solo se aumentano costi specifici, e mai nei 20 giorni precedenti l’inizio;</li>
<li>puoi recedere dal contratto senza penali prima dell’inizio in caso di circostanze inevitabili e straordinarie nel luogo di destinazione;</li>
<li>in caso di insolvenza dell’organizzatore, i pagamenti vengono rimborsati grazie alla garanzia finanziaria.</li>
</ul>
<h2>4. Prezzi</h2>
<p>I prezzi sono indicati in euro, tasse incluse, per il numero di viaggiatori e di notti scelto. Comprendono pernottamento, colazione e attività del programma. La tassa di soggiorno, quando si paga in hotel, è indicata prima dell’ordine. Il prezzo definitivo è quello mostrato al momento del pagamento.</p>
<h2>5. Ordine e pagamento</h2>
<p>L’ordine è definitivo appena il pagamento è accettato. Ti inviamo via e-mail una conferma con il numero di prenotazione. Si paga con carta, portafoglio elettronico o, quando proposto, a rate, secondo le condizioni mostrate al pagamento.</p>
<h2>6. Modifica e cancellazione</h2>
<p>Le condizioni di cancellazione di ogni soggiorno (flessibile, parzialmente rimborsabile o non cancellabile) e la relativa scadenza sono indicate prima del pagamento e ricordate nell’e-mail di conferma. Per legge, il diritto di recesso non si applica ai servizi di alloggio e tempo libero forniti in una data determinata.</p>
<p>I regali senza data (buoni, carte regalo) possono essere restituiti entro 14 giorni dall’acquisto, purché non siano stati utilizzati.</p>
<h2>7. Regali</h2>
<p>Un soggiorno regalo è valido 1 anno, una carta regalo 18 mesi e un’attività regalo 12 mesi dall’acquisto. Il buono digitale è inviato subito via e-mail; quello stampato è consegnato gratuitamente in 2–4 giorni lavorativi. Il beneficiario prenota le date nell’${link(paths.beneficiaryLogin, 'area beneficiario')}, secondo disponibilità.</p>
<h2>8. Reclami</h2>
<p>Puoi inviare qualsiasi reclamo al ${link(paths.contact, 'nostro servizio clienti')} o a ${mailLink('help')}. Rispondiamo entro 48 ore. In mancanza di un accordo puoi rivolgerti gratuitamente a un organismo di risoluzione alternativa delle controversie.</p>
<h2>9. Dati personali e legge applicabile</h2>
<p>I tuoi dati sono trattati secondo la nostra ${link(paths.page('data-protection'), 'informativa sulla protezione dei dati')}. Le presenti condizioni sono soggette alle norme imperative del paese di residenza del consumatore.</p>`,
  },

  'conditions-of-use': {
    title: 'Condizioni d’uso',
    description: 'Le regole d’uso del sito Escapade: accesso, contenuti, recensioni, proprietà intellettuale e responsabilità.',
    html: `
<p>Navigando su Escapade accetti le presenti condizioni d’uso, che completano le ${link(paths.page('sales-conditions'), 'condizioni generali di vendita')} applicabili a ogni ordine.</p>
<h2>Editore del sito</h2>
<p>Il sito è pubblicato da Escapade SAS, 18 rue des Voyageurs, 75010 Parigi (Francia). Per qualsiasi domanda: ${mailLink('help')}.</p>
<h2>Accesso</h2>
<p>L’accesso al sito è gratuito e sempre disponibile, salvo interventi di manutenzione. Facciamo il possibile perché descrizioni, foto, disponibilità e prezzi siano esatti; disponibilità e prezzi cambiano però di continuo e fa fede solo il riepilogo mostrato prima del pagamento.</p>
<h2>Recensioni dei clienti</h2>
<p>Possono lasciare una recensione solo i clienti che hanno soggiornato nell’hotel, dopo il soggiorno. Pubblichiamo le recensioni positive e negative; rimuoviamo solo quelle con insulti, dati personali o contenuti estranei al soggiorno.</p>
<h2>Proprietà intellettuale</h2>
<p>Testi, fotografie, loghi ed elementi grafici del sito sono protetti. Ne è vietata la riproduzione, anche parziale, senza autorizzazione scritta, salvo per uso strettamente personale.</p>
<h2>Usi vietati</h2>
<ul>
<li>estrarre in modo automatizzato i contenuti o i prezzi del sito;</li>
<li>disturbare il funzionamento del sito o tentare di accedere a dati altrui;</li>
<li>usare un codice regalo che non ti è stato consegnato.</li>
</ul>
<h2>Link</h2>
<p>Il sito può contenere link a siti di partner. Escapade non è responsabile dei loro contenuti né delle loro pratiche in materia di dati personali.</p>
<h2>Modifiche</h2>
<p>Possiamo aggiornare queste condizioni, in particolare per nuove funzionalità. Si applica la versione pubblicata al momento della tua visita.</p>`,
  },

  'data-protection': {
    title: 'Protezione dei dati',
    description: 'Quali dati tratta Escapade, perché, per quanto tempo, con chi li condivide e come esercitare i tuoi diritti.',
    html: `
<p>Escapade SAS, 18 rue des Voyageurs, 75010 Parigi (Francia), è titolare del trattamento dei dati personali raccolti su questo sito. Raccogliamo solo i dati utili al tuo soggiorno e non li vendiamo mai.</p>
<h2>Quali dati trattiamo</h2>
<ul>
<li><strong>Prenotazioni e acquisti</strong>: nome, e-mail, telefono, indirizzo postale, composizione del gruppo, date e richieste particolari;</li>
<li><strong>Regali</strong>: nome e indirizzo di consegna del beneficiario, messaggio personale;</li>
<li><strong>Newsletter</strong>: e-mail, paese e lingua, con la data della tua conferma;</li>
<li><strong>Servizio clienti</strong>: il contenuto dei tuoi messaggi e delle nostre risposte;</li>
<li><strong>Navigazione</strong>: misurazione dell’audience, solo se l’hai accettata (vedi la nostra ${link(paths.page('cookies'), 'informativa sui cookie')}).</li>
</ul>
<h2>Perché e su quale base</h2>
<table>
<thead><tr><th>Finalità</th><th>Base giuridica</th></tr></thead>
<tbody>
<tr><td>Gestire prenotazione, pagamento e soggiorno</td><td>Esecuzione del contratto</td></tr>
<tr><td>Conservare le fatture</td><td>Obbligo di legge</td></tr>
<tr><td>Inviarti la newsletter</td><td>Il tuo consenso, confermato via e-mail</td></tr>
<tr><td>Misurare l’audience del sito</td><td>Il tuo consenso</td></tr>
<tr><td>Prevenire le frodi nei pagamenti</td><td>Legittimo interesse</td></tr>
</tbody>
</table>
<h2>Con chi li condividiamo</h2>
<p>L’hotel e i fornitori delle attività ricevono le informazioni necessarie ad accoglierti. Il fornitore dei pagamenti tratta i dati della carta, che non conserviamo. L’assicuratore riceve i tuoi dati se sottoscrivi l’assicurazione annullamento. I tuoi dati restano nell’Unione europea.</p>
<h2>Per quanto tempo</h2>
<ul>
<li>dati di prenotazione: 5 anni dopo il soggiorno;</li>
<li>fatture: 10 anni;</li>
<li>newsletter: fino alla disiscrizione, possibile con un clic da ogni e-mail;</li>
<li>messaggi al servizio clienti: 3 anni.</li>
</ul>
<h2>I tuoi diritti</h2>
<p>Puoi accedere ai tuoi dati, rettificarli, cancellarli, chiederne la portabilità, opporti al trattamento o revocare il consenso in qualsiasi momento scrivendo al nostro responsabile della protezione dei dati: ${mailLink('privacy')}. Puoi anche proporre reclamo al Garante per la protezione dei dati personali, Piazza Venezia 11, 00187 Roma.</p>`,
  },

  cookies: {
    title: 'Cookie',
    description: 'I cookie e la memoria del browser usati da Escapade, a cosa servono e come modificare le tue scelte.',
    html: `
<p>Un cookie è un piccolo file salvato nel tuo browser. Usiamo solo cookie di prima parte, installati da Escapade: nessuna rete pubblicitaria né social network installa cookie sul nostro sito.</p>
<h2>Cookie necessari</h2>
<p>Permettono al sito di funzionare e non richiedono il tuo consenso.</p>
<table>
<thead><tr><th>Cookie</th><th>Funzione</th><th>Durata</th></tr></thead>
<tbody>
<tr><td>consent</td><td>Ricorda le tue scelte sui cookie, per non chiedertele a ogni pagina.</td><td>6 mesi</td></tr>
<tr><td>last_language</td><td>Ricorda l’ultima versione del sito (paese e lingua) che hai visitato, per riportarti lì.</td><td>1 anno</td></tr>
<tr><td>escapade_visitor</td><td>Un identificativo casuale che ti mostra sempre la stessa versione di una pagina mentre ne viene testata una variante.</td><td>1 anno</td></tr>
<tr><td>escapade_variations</td><td>Installato solo quando una variante viene forzata per un’anteprima interna.</td><td>Sessione</td></tr>
<tr><td>escapade_newsletter</td><td>Ricorda che hai confermato l’iscrizione, per non mostrarti più la finestra di iscrizione.</td><td>1 anno</td></tr>
</tbody>
</table>
<h2>Cookie soggetti al tuo consenso</h2>
<ul>
<li><strong>Misurazione dell’audience</strong>: un identificativo di misurazione, installato solo dopo il tuo consenso, per contare le visite e migliorare le pagine (al massimo 13 mesi);</li>
<li><strong>Provenienza</strong>: il sito partner o la campagna che ti ha portato da noi, solo dopo il tuo consenso (30 giorni).</li>
</ul>
<p>Senza il tuo consenso non viene inviato alcun dato di misurazione.</p>
<h2>La memoria del browser</h2>
<p>I soggiorni visti di recente, la tua lista dei desideri, le tue ultime 3 ricerche e la bozza del messaggio regalo restano nella memoria locale del browser. Non ci vengono trasmessi e puoi cancellarli in qualsiasi momento dalle impostazioni del browser.</p>
<h2>Modificare le tue scelte</h2>
<p>Puoi cambiare idea in qualsiasi momento con il link «Preferenze cookie» in fondo a ogni pagina. Per saperne di più sui tuoi dati, leggi la nostra ${link(paths.page('data-protection'), 'informativa sulla protezione dei dati')}.</p>`,
  },

  'about-us': {
    title: 'Chi siamo',
    description: 'Escapade compone weekend tutto compreso in hotel di charme, con attività scelte per ogni regione.',
    html: `
<p>Escapade è nata da un’idea semplice: partire per un weekend dovrebbe essere facile come sognarlo. Componiamo soggiorni tutto compreso, con notte, colazione e attività scelte per ogni regione, in hotel che conosciamo.</p>
<h2>Hotel scelti uno per uno</h2>
<p>I nostri team visitano le strutture prima di proporle: accoglienza, comfort, cucina e attività nei dintorni contano quanto le stelle. Le recensioni dei clienti, pubblicate senza filtri dopo ogni soggiorno, ci aiutano a mantenere questo livello.</p>
<h2>Soggiorni che hanno senso</h2>
<ul>
<li>un programma chiaro: ciò che è compreso è scritto nero su bianco;</li>
<li>prezzi negoziati direttamente con gli hotel;</li>
<li>regali da vivere, validi abbastanza a lungo per scegliere il momento giusto;</li>
<li>un team raggiungibile al telefono prima, durante e dopo il soggiorno.</li>
</ul>
<h2>Un team europeo</h2>
<p>Accogliamo viaggiatori in Francia, Belgio, Spagna, Italia e Paesi Bassi. I nostri consulenti parlano la tua lingua e conoscono gli hotel che ti consigliano.</p>
<p>Vuoi lavorare con noi? Scopri ${link(paths.page('careers'), 'le nostre offerte di lavoro')}. Sei un albergatore? ${link(paths.page('hotel-partner'), 'Diventa partner')}.</p>`,
  },

  'hotel-partner': {
    title: 'Diventa hotel partner',
    description: 'Albergatori: proponete i vostri soggiorni con attività ai viaggiatori di Escapade in cinque paesi, senza abbonamento.',
    html: `
<p>Gestisci un hotel di carattere e ti piace far scoprire la tua regione? Entra tra le strutture partner di Escapade e proponi i tuoi soggiorni a viaggiatori che cercano più di una camera.</p>
<h2>Perché unirti a noi</h2>
<ul>
<li><strong>Clienti del weekend</strong>: coppie, famiglie e amici che prenotano soggiorni completi, spesso fuori stagione;</li>
<li><strong>Regali</strong>: i soggiorni regalati riempiono le camere nei giorni feriali e in bassa stagione;</li>
<li><strong>Nessun abbonamento</strong>: solo una commissione sui soggiorni effettuati;</li>
<li><strong>Cinque paesi</strong>: la tua offerta tradotta e presentata in Francia, Belgio, Spagna, Italia e Paesi Bassi.</li>
</ul>
<h2>Come funziona</h2>
<ol>
<li>Ci presenti la tua struttura e le attività che proponi o consigli;</li>
<li>il nostro team compone con te uno o più soggiorni e ne scrive le descrizioni;</li>
<li>gestisci disponibilità e prezzi dal tuo channel manager o dalla nostra extranet;</li>
<li>ti trasmettiamo ogni prenotazione con le informazioni utili all’accoglienza.</li>
</ol>
<h2>Cosa ci aspettiamo</h2>
<p>Un’accoglienza calorosa, camere curate, foto recenti e la voglia di far vivere un’esperienza: cena, spa, degustazione, visita o attività all’aperto.</p>
<h2>Scrivici</h2>
<p>Presenta la tua struttura a ${mailLink('partners')}: un responsabile della tua regione ti risponde entro una settimana.</p>`,
  },

  press: {
    title: 'Area stampa',
    description: 'Contatti stampa, temi di competenza e risorse per i giornalisti che scrivono di brevi viaggi e regali.',
    html: `
<p>Giornalisti, blogger e creatori di contenuti: qui trovate quanto serve per parlare di Escapade e dei viaggi brevi.</p>
<h2>Contatto stampa</h2>
<p>Il nostro ufficio stampa risponde alle richieste di interviste, immagini e dati: ${mailLink('press')}.</p>
<h2>I nostri temi</h2>
<ul>
<li>le tendenze dei viaggi brevi e del turismo di prossimità;</li>
<li>il regalo d’esperienza, da San Valentino a Natale;</li>
<li>il turismo fuori stagione e i suoi effetti per gli hotel indipendenti;</li>
<li>le fughe in famiglia, al mare, in montagna e in città.</li>
</ul>
<h2>Risorse</h2>
<p>Il logo, foto libere da diritti dei nostri hotel partner e una presentazione dell’azienda sono disponibili su richiesta. Per un reportage sul posto possiamo organizzare un soggiorno in uno dei nostri hotel partner.</p>
<h2>Chi siamo</h2>
<p>Per conoscere l’azienda, visita la pagina ${link(paths.page('about-us'), 'Chi siamo')}.</p>`,
  },

  careers: {
    title: 'Lavora con noi',
    description: 'Lavorare in Escapade: i nostri mestieri, il nostro modo di lavorare e come candidarsi.',
    html: `
<p>In Escapade aiutiamo ogni settimana migliaia di persone a partire o a fare un regalo. Per continuare cerchiamo persone curiose, attente e appassionate di viaggi.</p>
<h2>I nostri mestieri</h2>
<ul>
<li><strong>Servizio clienti</strong>: consigliare viaggiatori e beneficiari di regali al telefono e per iscritto;</li>
<li><strong>Partnership alberghiere</strong>: trovare gli hotel di domani e comporre con loro i soggiorni;</li>
<li><strong>Prodotto e tecnologia</strong>: progettare, sviluppare e far funzionare il sito;</li>
<li><strong>Marketing e contenuti</strong>: scrivere, fotografare e far conoscere i nostri soggiorni in cinque paesi.</li>
</ul>
<h2>Come lavoriamo</h2>
<p>Team a misura d’uomo, lavoro da remoto parziale, un soggiorno all’anno per conoscere i nostri hotel e spazio vero per l’iniziativa. Assumiamo senza distinzione di origine, genere, età o disabilità.</p>
<h2>Come candidarsi</h2>
<ol>
<li>Invia il tuo CV e qualche riga su di te a ${mailLink('jobs')}, indicando il ruolo che ti interessa;</li>
<li>un primo colloquio telefonico di 30 minuti con il nostro team di selezione;</li>
<li>un incontro con il tuo futuro responsabile e un membro del team;</li>
<li>una risposta entro 15 giorni dall’ultimo colloquio.</li>
</ol>
<p>Le candidature spontanee sono benvenute.</p>`,
  },
});
