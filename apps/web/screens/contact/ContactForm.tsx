'use client';

import { CONTACT_DESCRIPTION_MAX, CONTACT_EMAIL_MAX, CONTACT_NAME_MAX, CONTACT_PHONE_MAX } from '@escapade/contracts/contact-limits';
import { CONTACT_REASONS, type ContactForm as CheckedContactForm } from '@escapade/domain/validators';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import { useMarket } from '../../components/market-context';
import { whenCustomerCareModeKnown } from '../../components/customer-care-mode/customer-care-mode';
import { browserContactApi } from '../../lib/api/contact';
import {
  bannerOf,
  type ContactBanner,
  type ContactField,
  type ContactFormValues,
  contactCaseOf,
  contactErrorKey,
  contactFormResolver,
  EMPTY_CONTACT_FORM,
  isBookingNumberRequired,
  isFormRevealed,
  sendContactCase,
} from './contact-form-model';
import { HumanCheck, type HumanCheckHandle } from './HumanCheck';
import { FormField } from '../../components/ui/FormField';

const INPUT_CLASS = 'min-h-11 w-full rounded-xl bg-white px-3 ring-1 ring-line aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-700';

/** The limit each text field stops at ('The field is limited to {{maxlength}} characters' past it). */
const FIELD_MAX: Readonly<Partial<Record<ContactField, number>>> = {
  name: CONTACT_NAME_MAX,
  email: CONTACT_EMAIL_MAX,
  phone: CONTACT_PHONE_MAX,
  description: CONTACT_DESCRIPTION_MAX,
};

export interface ContactFormProps {
  /** The dialog's title, which names the form. */
  titleId: string;
  /** The case was stored: the page says thank you. */
  onSent(): void;
}

/**
 * The customer care mode: a signed-in agent files the case for a caller, and no human check is
 * asked ("the human check is skipped"; the API checks the agent's session again). Until the
 * session is known, and for everyone else, the check is there.
 */
function useIsCustomerCareMode(): boolean {
  const [isStaff, setIsStaff] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void whenCustomerCareModeKnown().then((isOn) => {
      if (isCurrent) setIsStaff(isOn);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return isStaff;
}

/**
 * The contact form: the reason first; choosing one reveals the other fields. Each field is checked
 * on blur and on Send with the spec's messages, shown under it and linked to it. Send is blocked
 * with a banner while a field is wrong; outside customer-care mode it needs the human check's
 * token, which the check gets when its box is ticked, or on Send (the form goes once it exists).
 */
export default function ContactForm({ titleId, onSent }: ContactFormProps) {
  const t = useTranslations('contact');
  const { locale } = useMarket();
  const humanCheck = useRef<HumanCheckHandle>(null);
  const isCustomerCareMode = useIsCustomerCareMode();
  const [banner, setBanner] = useState<ContactBanner>();
  const { register, handleSubmit, formState, setError, watch } = useForm<ContactFormValues, unknown, CheckedContactForm>({
    resolver: contactFormResolver,
    defaultValues: EMPTY_CONTACT_FORM,
    mode: 'onBlur',
  });

  const onSubmit = handleSubmit(
    async (form) => {
      setBanner(undefined);
      let token: string | undefined;
      if (!isCustomerCareMode) {
        token = await humanCheck.current?.token();
        if (!token) {
          setBanner('humanCheck');
          return;
        }
      }
      const outcome = await sendContactCase(browserContactApi, contactCaseOf(form, locale, token));
      if (outcome.kind === 'sent') {
        onSent();
        return;
      }
      if (outcome.kind === 'fields') {
        outcome.errors.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
      }
      // A refused token is spent or expired: the next Send runs a new check.
      if (outcome.kind === 'humanCheck') humanCheck.current?.reset();
      setBanner(bannerOf(outcome));
    },
    () => setBanner('invalid'),
  );

  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of Object.keys(formState.errors) as ContactField[]) {
    const key = contactErrorKey(formState.errors[field]?.message);
    if (key) errors[field] = key === 'limit' ? t('errors.limit', { maxlength: FIELD_MAX[field] ?? 0 }) : t(`errors.${key}`);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="flex flex-col gap-4">
      <ContactFormFields
        register={register}
        reason={watch('reason')}
        errors={errors}
        banner={banner}
        isBusy={formState.isSubmitting}
        humanCheck={isCustomerCareMode ? null : <HumanCheck ref={humanCheck} />}
      />
    </form>
  );
}

export interface ContactFormFieldsProps {
  register: UseFormRegister<ContactFormValues>;
  reason: ContactFormValues['reason'];
  /** Each wrong field's message, in the visitor's language. */
  errors: Partial<Record<ContactField, string>>;
  banner: ContactBanner | undefined;
  isBusy: boolean;
  /** The human check; null in customer-care mode. */
  humanCheck: ReactNode;
}

/** The form's fields, drawn from its state: the reason alone until one is chosen. */
export function ContactFormFields({ register, reason, errors, banner, isBusy, humanCheck }: ContactFormFieldsProps) {
  const t = useTranslations('contact.form');
  const id = useId();
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const invalid = (field: ContactField) => (errors[field] ? true : undefined);
  const isRevealed = isFormRevealed(reason);
  const isBookingNumberOptional = !isBookingNumberRequired(reason);

  return (
    <>
      <p className="text-sm text-muted">{isRevealed ? t('allMandatory') : t('intro')}</p>
      <FormField id={fieldId('reason')} label={t('reason')} error={errors.reason}>
        {(describedBy) => (
          <select
            id={fieldId('reason')}
            {...register('reason')}
            aria-required="true"
            aria-invalid={invalid('reason')}
            aria-describedby={describedBy}
            className={INPUT_CLASS}
          >
            <option value="" disabled>
              {t('reasonPlaceholder')}
            </option>
            {CONTACT_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`reasons.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {isRevealed ? (
        <>
          <FormField
            id={fieldId('bookingNumber')}
            label={isBookingNumberOptional ? `${t('bookingNumber')} (${t('optional')})` : t('bookingNumber')}
            hint={t('bookingNumberHint')}
            error={errors.bookingNumber}
          >
            {(describedBy) => (
              <input
                id={fieldId('bookingNumber')}
                {...register('bookingNumber')}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                aria-required={isBookingNumberOptional ? undefined : 'true'}
                aria-invalid={invalid('bookingNumber')}
                aria-describedby={describedBy}
                className={INPUT_CLASS}
              />
            )}
          </FormField>
          <FormField id={fieldId('name')} label={t('name')} error={errors.name}>
            {(describedBy) => (
              <input
                id={fieldId('name')}
                {...register('name')}
                type="text"
                autoComplete="name"
                maxLength={FIELD_MAX.name}
                aria-required="true"
                aria-invalid={invalid('name')}
                aria-describedby={describedBy}
                className={INPUT_CLASS}
              />
            )}
          </FormField>
          <FormField id={fieldId('email')} label={t('email')} error={errors.email}>
            {(describedBy) => (
              <input
                id={fieldId('email')}
                {...register('email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={FIELD_MAX.email}
                aria-required="true"
                aria-invalid={invalid('email')}
                aria-describedby={describedBy}
                className={INPUT_CLASS}
              />
            )}
          </FormField>
          <FormField id={fieldId('phone')} label={t('phone')} error={errors.phone}>
            {(describedBy) => (
              <input
                id={fieldId('phone')}
                {...register('phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={FIELD_MAX.phone}
                aria-required="true"
                aria-invalid={invalid('phone')}
                aria-describedby={describedBy}
                className={INPUT_CLASS}
              />
            )}
          </FormField>
          <FormField id={fieldId('description')} label={`${t('description')} (${t('optional')})`} error={errors.description}>
            {(describedBy) => (
              <textarea
                id={fieldId('description')}
                {...register('description')}
                rows={5}
                maxLength={FIELD_MAX.description}
                aria-invalid={invalid('description')}
                aria-describedby={describedBy}
                className={`${INPUT_CLASS} py-2`}
              />
            )}
          </FormField>
          {humanCheck ? (
            <fieldset className="flex flex-col gap-2 text-sm">
              <legend className="mb-1 font-semibold">{t('humanCheck')}</legend>
              {humanCheck}
            </fieldset>
          ) : null}
        </>
      ) : null}
      <div className="flex flex-col items-start">
        {/* Always in the page, so that a message put in it is announced. */}
        <div role="alert" className="self-stretch">
          {banner ? <p className="mb-3 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700">{t(`banner.${banner}`)}</p> : null}
        </div>
        {isRevealed ? (
          // Pressing Send must not blur the field first: its message would push the button away
          // between the press and the release, and the click would be lost.
          <button type="submit" className="button-primary" disabled={isBusy} onMouseDown={(event) => event.preventDefault()}>
            {isBusy ? t('sending') : t('send')}
          </button>
        ) : null}
      </div>
    </>
  );
}
