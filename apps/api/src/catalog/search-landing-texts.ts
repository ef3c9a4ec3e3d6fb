import type { Language } from '@escapade/domain/markets';

/**
 * The texts of a search landing page ("a header image, title, subtitle, … an SEO text block") and
 * the titles of its suggestion link sections, in the four languages of the six markets. `place`
 * is the theme and/or destination the page stands for ("Romantique · Annecy").
 */
interface LandingTexts {
  title: (place: string) => string;
  subtitle: (count: number) => string;
  seoText: (place: string, count: number) => string;
  themesSection: (destination: string) => string;
  destinationsSection: (place: string) => string;
}

const plural = (language: Language, count: number, one: string, other: string): string =>
  new Intl.PluralRules(language).select(count) === 'one' ? one : other;

export const LANDING_TEXTS: Readonly<Record<Language, LandingTexts>> = {
  fr: {
    title: (place) => `Week-ends et séjours : ${place}`,
    subtitle: (count) =>
      count === 0 ? 'Aucun séjour disponible pour le moment' : `${count} ${plural('fr', count, 'hôtel sélectionné', 'hôtels sélectionnés')}, activités incluses`,
    seoText: (place, count) =>
      `${place} : ${count} ${plural('fr', count, 'hôtel propose', 'hôtels proposent')} des séjours avec la nuit, le petit-déjeuner et des activités incluses. ` +
      'Comparez les prix, choisissez vos dates et réservez en quelques clics, ou offrez un séjour cadeau.',
    themesSection: (destination) => `Nos envies de week-end : ${destination}`,
    destinationsSection: (place) => `Destinations à découvrir : ${place}`,
  },
  es: {
    title: (place) => `Escapadas y estancias: ${place}`,
    subtitle: (count) =>
      count === 0 ? 'Ninguna estancia disponible por el momento' : `${count} ${plural('es', count, 'hotel seleccionado', 'hoteles seleccionados')}, actividades incluidas`,
    seoText: (place, count) =>
      `${place}: ${count} ${plural('es', count, 'hotel ofrece', 'hoteles ofrecen')} estancias con la noche, el desayuno y actividades incluidas. ` +
      'Compara los precios, elige tus fechas y reserva en pocos clics, o regala una estancia.',
    themesSection: (destination) => `Nuestras ideas de escapada: ${destination}`,
    destinationsSection: (place) => `Destinos por descubrir: ${place}`,
  },
  it: {
    title: (place) => `Weekend e soggiorni: ${place}`,
    subtitle: (count) =>
      count === 0 ? 'Nessun soggiorno disponibile al momento' : `${count} ${plural('it', count, 'hotel selezionato', 'hotel selezionati')}, attività incluse`,
    seoText: (place, count) =>
      `${place}: ${count} ${plural('it', count, 'hotel propone', 'hotel propongono')} soggiorni con pernottamento, colazione e attività incluse. ` +
      'Confronta i prezzi, scegli le date e prenota in pochi clic, oppure regala un soggiorno.',
    themesSection: (destination) => `Le nostre idee weekend: ${destination}`,
    destinationsSection: (place) => `Destinazioni da scoprire: ${place}`,
  },
  nl: {
    title: (place) => `Weekendjes weg en verblijven: ${place}`,
    subtitle: (count) =>
      count === 0 ? 'Momenteel geen verblijf beschikbaar' : `${count} ${plural('nl', count, 'geselecteerd hotel', 'geselecteerde hotels')}, activiteiten inbegrepen`,
    seoText: (place, count) =>
      `${place}: ${count} ${plural('nl', count, 'hotel biedt', 'hotels bieden')} verblijven aan met overnachting, ontbijt en activiteiten inbegrepen. ` +
      'Vergelijk de prijzen, kies je data en boek in een paar klikken, of geef een verblijf cadeau.',
    themesSection: (destination) => `Onze weekendideeën: ${destination}`,
    destinationsSection: (place) => `Bestemmingen om te ontdekken: ${place}`,
  },
};

/** "Romantique · Annecy": the theme, then the destination. */
export function landingPlace(names: { theme?: string | undefined; destination?: string | undefined }): string {
  return [names.theme, names.destination].filter((name): name is string => Boolean(name)).join(' · ');
}
