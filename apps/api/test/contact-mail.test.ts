import { LOCALES, MARKETS } from '@escapade/domain/markets';
import { describe, expect, it } from 'vitest';
import type { ContactCaseForMail } from '../src/contact/create-contact-case';
import { composeContactAcknowledgementMail, CONTACT_MAIL_MESSAGES, contactFaqUrl, renderContactAcknowledgementMail } from '../src/mail/contact-mail';

const SITE = 'https://www.escapade.example/';

const contactCase = (patch: Partial<ContactCaseForMail> = {}): ContactCaseForMail => ({
  id: 41,
  email: 'anne-marie@example.com',
  name: "Anne-Marie O'Neil",
  locale: 'fr_FR',
  reason: 'complaint',
  bookingNumber: '12345678',
  state: 'NEW',
  ...patch,
});

describe('the contact acknowledgement e-mail', () => {
  it('says, in the case language, that customer care answers within 48 hours, with the reason, the booking number and the FAQ', () => {
    const { subject, text, html } = renderContactAcknowledgementMail(contactCase(), SITE);
    expect(subject).toBe('Nous avons bien reçu votre message');
    expect(text).toContain("Bonjour Anne-Marie O'Neil,");
    expect(text).toContain('Merci pour votre message. Notre service client vous contactera sous 48 h.');
    expect(text).toContain('Motif: Faire une réclamation');
    expect(text).toContain('Numéro de réservation: 12345678');
    expect(text).toContain('Consulter la FAQ: https://www.escapade.example/fr-fr/infos/faq');
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain('Bonjour Anne-Marie O&#39;Neil,');
    expect(html).toContain('href="https://www.escapade.example/fr-fr/infos/faq"');
  });

  it('leaves the booking number out when the case has none (a hotel activity question)', () => {
    const { text } = renderContactAcknowledgementMail(contactCase({ reason: 'avv_info', bookingNumber: null }), SITE);
    expect(text).toContain("Motif: Informations sur une activité de l'hôtel");
    expect(text).not.toContain('Numéro de réservation');
  });

  it('exists in the four languages, for every reason, with the FAQ of the market', () => {
    const subjects = new Set<string>();
    for (const locale of LOCALES) {
      const { language, segment } = MARKETS[locale];
      const mail = renderContactAcknowledgementMail(contactCase({ locale }), SITE);
      subjects.add(mail.subject);
      expect(mail.text).toContain(contactFaqUrl({ locale }, SITE));
      expect(contactFaqUrl({ locale }, SITE)).toMatch(new RegExp(`^https://www\\.escapade\\.example/${segment}/[a-z]+/faq$`));
      expect(mail.text).toMatch(/48/);
      for (const label of Object.values(CONTACT_MAIL_MESSAGES[language].reasons)) expect(label.length).toBeGreaterThan(0);
    }
    expect(subjects.size).toBe(4);
  });

  it('is addressed to the case e-mail in its language, with the message id of its outbox row', () => {
    const mail = composeContactAcknowledgementMail(contactCase({ locale: 'es_ES' }), { id: 7, kind: 'contact_acknowledgement' }, SITE);
    expect(mail).toMatchObject({ to: 'anne-marie@example.com', language: 'es-ES', messageId: '<outbox-7.none@escapade>', attachments: [], outboxId: 7, kind: 'contact_acknowledgement' });
    expect(mail.subject).toBe('Hemos recibido tu mensaje');
  });
});
