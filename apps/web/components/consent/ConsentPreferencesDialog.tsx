'use client';

import type { ConsentChoices } from '@escapade/domain/consent';
import { useTranslations } from 'next-intl';
import { Dialog, DialogDescription, DialogHeader } from '../ui/Dialog';
import { ConsentPanel, ConsentText } from './ConsentPanel';

/** Reopened from the footer: a sheet over the dimmed page (bottom on a phone, centred on a larger screen). */
const PREFERENCES_CLASS =
  'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col gap-4 overflow-y-auto rounded-t-2xl bg-white p-5 shadow-card focus:outline-none md:inset-x-auto md:bottom-auto md:left-1/2 md:top-1/2 md:w-[40rem] md:max-h-[85vh] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-card';

/**
 * The consent choices reopened from the footer's link, as a modal dialog (focus trapped, Escape
 * closes, focus back to the link). Its own module: the dialog's library loads when it is opened,
 * not with every page.
 */
export default function ConsentPreferencesDialog({ policyHref, initial, onSave, onClose }: { policyHref: string; initial: ConsentChoices; onSave(choices: ConsentChoices): void; onClose(): void }) {
  const t = useTranslations('consent');
  return (
    <Dialog onClose={onClose} overlay="medium" returnFocusTo="opener" isDescribed className={PREFERENCES_CLASS} testId="consent-preferences">
      <DialogHeader title={t('preferencesTitle')} closeLabel={t('close')} />
      <DialogDescription className="text-sm text-ink">
        <ConsentText policyHref={policyHref} />
      </DialogDescription>
      <ConsentPanel mode="preferences" initial={initial} onSave={onSave} />
    </Dialog>
  );
}
