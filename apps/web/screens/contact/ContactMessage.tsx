'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useId, useState } from 'react';
import { DialogHeader, SheetDialog } from '../../components/ui/Dialog';
import { contactThankYouHref } from './contact-form-model';

/** The form's code (its checks, the human check) is loaded when the dialog first opens. */
const ContactForm = lazy(() => import('./ContactForm'));

/**
 * 'Leave us a message': the button and the form's dialog. Once the case is stored, the dialog
 * closes and the page comes back with `?ref=contact_thank_you`, which shows the thank-you message.
 */
export function ContactMessage() {
  const t = useTranslations('contact');
  const router = useRouter();
  const titleId = useId();
  const [isOpen, setIsOpen] = useState(false);

  const onSent = () => {
    setIsOpen(false);
    router.replace(contactThankYouHref(window.location.pathname));
  };

  return (
    <>
      <button type="button" className="button-primary self-start" aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        {t('message.open')}
      </button>
      <SheetDialog open={isOpen} onOpenChange={setIsOpen} className="bg-white md:w-[36rem]">
        <DialogHeader
          title={<span id={titleId}>{t('form.title')}</span>}
          closeLabel={t('form.close')}
          className="flex items-center justify-between gap-3 border-b border-line px-5 py-3"
        />
        <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-5 py-4">
          <Suspense
            fallback={
              <p role="status" className="text-sm text-muted">
                {t('form.loading')}
              </p>
            }
          >
            <ContactForm titleId={titleId} onSent={onSent} />
          </Suspense>
        </div>
      </SheetDialog>
    </>
  );
}
