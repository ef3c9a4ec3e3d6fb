'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { isContactThankYou } from './contact-form-model';

/**
 * "Success shown when search param ref equals contact_thank_you": the thank-you message, which
 * takes the focus when it appears (the dialog that sent the message has just closed).
 */
export function ContactThankYou() {
  const t = useTranslations('contact');
  const isShown = isContactThankYou(useSearchParams()?.get('ref'));
  const message = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (isShown) message.current?.focus();
  }, [isShown]);

  return (
    <div role="status">
      {isShown ? (
        <p ref={message} tabIndex={-1} className="rounded-card bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-200">
          {t('thankYou')}
        </p>
      ) : null}
    </div>
  );
}
