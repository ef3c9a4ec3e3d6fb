import { describe, expect, it } from 'vitest';
import { useForm } from 'react-hook-form';
import { renderInMarket } from '../../components/search-box/test-render';
import ContactForm, { ContactFormFields, type ContactFormFieldsProps } from './ContactForm';
import { EMPTY_CONTACT_FORM, type ContactFormValues } from './contact-form-model';

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, ' ');

/** The fields as the form draws them for a state: a form of its own gives them `register`. */
function Fields(props: Omit<ContactFormFieldsProps, 'register'>) {
  const { register } = useForm<ContactFormValues>({ defaultValues: EMPTY_CONTACT_FORM });
  return <ContactFormFields register={register} {...props} />;
}

const state = (patch: Partial<Omit<ContactFormFieldsProps, 'register'>> = {}) => ({ reason: '' as const, errors: {}, banner: undefined, isBusy: false, humanCheck: <p>human check</p>, ...patch });

const inputOf = (html: string, name: string) => new RegExp(`<(?:input|select|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0];

describe('contact form (server markup)', () => {
  it('shows the reason alone, with its seven choices, until one is chosen', async () => {
    const html = await renderInMarket(<Fields {...state()} />);
    const select = inputOf(html, 'reason') ?? '';
    const selectId = /id="([^"]+)"/.exec(select)?.[1];
    expect(html).toContain(`<label for="${selectId}" class="font-semibold">Motif de votre demande</label>`);
    expect(select).toContain('aria-required="true"');
    expect(html.match(/<option /g)).toHaveLength(8);
    expect(html).toMatch(/<option value="" disabled="">Choisissez un motif<\/option>/);
    expect(html).toContain('<option value="avv_info">Informations sur une activité de l&#x27;hôtel</option>');
    for (const field of ['bookingNumber', 'name', 'email', 'phone', 'description']) expect(inputOf(html, field), field).toBeUndefined();
    expect(text(html)).toContain('Choisissez le motif de votre demande pour afficher le formulaire.');
    expect(html).not.toContain('human check');
    expect(html).not.toContain('type="submit"');
  });

  it('reveals every field, the human check and Send once a reason is chosen, each field with its label and autofill name', async () => {
    const html = await renderInMarket(<Fields {...state({ reason: 'modification' })} />);
    const labels = { bookingNumber: 'Numéro de réservation', name: 'Nom et prénom', email: 'Adresse e-mail', phone: 'Numéro de téléphone', description: 'Votre message (facultatif)' };
    for (const [field, label] of Object.entries(labels)) {
      const input = inputOf(html, field) ?? '';
      const id = /id="([^"]+)"/.exec(input)?.[1];
      expect(id, field).toBeTruthy();
      expect(html, field).toContain(`<label for="${id}" class="font-semibold">${label.replace(/'/g, '&#x27;')}</label>`);
    }
    expect(inputOf(html, 'bookingNumber')).toContain('aria-required="true"');
    expect(inputOf(html, 'bookingNumber')).toContain('inputMode="numeric"');
    expect(inputOf(html, 'email')).toContain('autoComplete="email"');
    expect(inputOf(html, 'phone')).toContain('type="tel"');
    expect(inputOf(html, 'description')).not.toContain('aria-required');
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Vérification anti-robot<\/legend><p>human check<\/p><\/fieldset>/);
    expect(html).toMatch(/<button type="submit" class="button-primary">Envoyer<\/button>/);
    expect(text(html)).toContain('Tous les champs sont obligatoires, sauf mention contraire.');
  });

  it('marks the booking number optional for a hotel activity question', async () => {
    const html = await renderInMarket(<Fields {...state({ reason: 'avv_info' })} />);
    expect(html).toContain('Numéro de réservation (facultatif)');
    expect(inputOf(html, 'bookingNumber')).not.toContain('aria-required');
  });

  it('says each error under its field, linked to it and marking it invalid', async () => {
    const html = await renderInMarket(
      <Fields {...state({ reason: 'cancellation', errors: { bookingNumber: 'Le numéro de réservation est composé de 8 chiffres', email: "L'e-mail semble incorrect" } })} />,
    );
    const number = inputOf(html, 'bookingNumber') ?? '';
    const numberId = /id="([^"]+)"/.exec(number)?.[1] ?? '';
    expect(number).toContain('aria-invalid="true"');
    expect(number).toContain(`aria-describedby="${numberId}-hint ${numberId}-error"`);
    expect(html).toContain(`<p id="${numberId}-error" class="font-semibold text-red-700">Le numéro de réservation est composé de 8 chiffres</p>`);
    const email = inputOf(html, 'email') ?? '';
    const emailId = /id="([^"]+)"/.exec(email)?.[1] ?? '';
    expect(email).toContain(`aria-describedby="${emailId}-error"`);
    expect(inputOf(html, 'name')).not.toContain('aria-invalid');
    expect(inputOf(html, 'name')).not.toContain('aria-describedby');
  });

  it('blocks Send with a banner in the live region: wrong fields, no human check token, too many, or the spec\'s failure message', async () => {
    const empty = await renderInMarket(<Fields {...state({ reason: 'other' })} />);
    expect(empty).toMatch(/<div role="alert" class="self-stretch"><\/div>/);
    const invalid = text(await renderInMarket(<Fields {...state({ reason: 'other', banner: 'invalid' })} />));
    expect(invalid).toContain('Certains champs sont incorrects : vérifiez les champs signalés.');
    const humanCheck = text(await renderInMarket(<Fields {...state({ reason: 'other', banner: 'humanCheck' })} />));
    expect(humanCheck).toContain('Confirmez que vous n\'êtes pas un robot, puis cliquez à nouveau sur « Envoyer ».');
    const failed = text(await renderInMarket(<Fields {...state({ reason: 'other', banner: 'failed' })} />, 'nl_BE'));
    expect(failed).toContain("Oeps! Er ging iets mis. Klik opnieuw op ‘Versturen’. Blijft het probleem bestaan? Bekijk dan onze veelgestelde vragen bovenaan de pagina.");
    const busy = await renderInMarket(<Fields {...state({ reason: 'other', isBusy: true })} />);
    expect(busy).toMatch(/<button type="submit" class="button-primary" disabled="">Envoi en cours…<\/button>/);
  });

  it('asks no human check in customer-care mode', async () => {
    const html = await renderInMarket(<Fields {...state({ reason: 'complaint', humanCheck: null })} />);
    expect(html).not.toContain('<fieldset');
  });

  it('starts as a form named by the dialog title, checked by the page (novalidate), with the reason only', async () => {
    const html = await renderInMarket(<ContactForm titleId="contact-form-title" onSent={() => {}} />, 'es_ES');
    expect(html).toMatch(/<form novalidate=""[^>]*aria-labelledby="contact-form-title"/i);
    expect(text(html)).toContain('Motivo de tu consulta');
    expect(inputOf(html, 'email')).toBeUndefined();
  });
});
