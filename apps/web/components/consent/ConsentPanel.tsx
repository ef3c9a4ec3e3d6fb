'use client';

import { ACCEPT_ALL, CONSENT_PURPOSES, type ConsentChoices, REFUSE_ALL } from '@escapade/domain/consent';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * The three choices have the same look, size and place in the row, and each takes one click:
 * refusing is as easy as accepting. Choosing shows the purposes, then saves them.
 */
export const CONSENT_BUTTON_CLASS = 'button-shape w-full bg-brand-800 text-white hover:bg-brand-900 sm:w-auto sm:min-w-44';

export interface ConsentPanelProps {
  /** `banner`: the first visit's panel, the purposes shown on "Choose"; `preferences`: reopened, the purposes shown at once. */
  mode: 'banner' | 'preferences';
  /** The choices the purposes start from: the visitor's, or all off (nothing is pre-ticked). */
  initial: ConsentChoices;
  onSave(choices: ConsentChoices): void;
}

/** What the consent is for, with the cookie policy's link: the dialog's description. */
export function ConsentText({ policyHref }: { policyHref: string }) {
  const t = useTranslations('consent');
  return (
    <>
      {t('text')}{' '}
      <a href={policyHref} className="font-semibold text-brand-800 underline underline-offset-4">
        {t('policyLink')}
      </a>
    </>
  );
}

/** The consent dialog's choices: the purposes (when choosing) and the three buttons. */
export function ConsentPanel({ mode, initial, onSave }: ConsentPanelProps) {
  const t = useTranslations('consent');
  const id = useId();
  const [isChoosing, setIsChoosing] = useState(mode === 'preferences');
  const [choices, setChoices] = useState<ConsentChoices>(initial);
  const firstPurpose = useRef<HTMLInputElement>(null);
  const hasAskedToChoose = useRef(false);

  // "Choose" replaces itself with "Save my choices": focus moves to the first purpose, not to the page.
  useEffect(() => {
    if (isChoosing && hasAskedToChoose.current) firstPurpose.current?.focus();
  }, [isChoosing]);

  return (
    <div className="flex flex-col gap-4">
      {isChoosing ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold text-brand-900">{t('choicesLegend')}</legend>
          <div className="rounded-xl bg-brand-50 p-3 text-sm">
            <p className="font-semibold text-brand-900">{t('purposes.necessary.title')}</p>
            <p className="text-muted">{t('purposes.necessary.text')}</p>
          </div>
          {CONSENT_PURPOSES.map((purpose, index) => (
            <div key={purpose} className="flex items-start gap-3 rounded-xl p-3 text-sm ring-1 ring-line">
              <input
                ref={index === 0 ? firstPurpose : undefined}
                id={`${id}-${purpose}`}
                type="checkbox"
                name={purpose}
                checked={choices[purpose]}
                onChange={(event) => setChoices((previous) => ({ ...previous, [purpose]: event.target.checked }))}
                aria-describedby={`${id}-${purpose}-text`}
                className="mt-0.5 size-6 shrink-0 accent-brand-700"
              />
              <div>
                <label htmlFor={`${id}-${purpose}`} className="font-semibold text-brand-900">
                  {t(`purposes.${purpose}.title`)}
                </label>
                <p id={`${id}-${purpose}-text`} className="text-muted">
                  {t(`purposes.${purpose}.text`)}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <button type="button" className={CONSENT_BUTTON_CLASS} onClick={() => onSave(REFUSE_ALL)}>
          {t('refuseAll')}
        </button>
        <button type="button" className={CONSENT_BUTTON_CLASS} onClick={() => onSave(ACCEPT_ALL)}>
          {t('acceptAll')}
        </button>
        {isChoosing ? (
          <button type="button" className={CONSENT_BUTTON_CLASS} onClick={() => onSave(choices)}>
            {t('save')}
          </button>
        ) : (
          <button
            type="button"
            className={CONSENT_BUTTON_CLASS}
            onClick={() => {
              hasAskedToChoose.current = true;
              setIsChoosing(true);
            }}
          >
            {t('choose')}
          </button>
        )}
      </div>
    </div>
  );
}
