'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { Dialog, DialogDescription, DialogHeader } from '../ui/Dialog';
import type { StoredGiftMessage } from './gift-message-storage';

/**
 * The form (and react-hook-form with it, ~12 kB gzip) loads when the drawer first opens: the product
 * page's first load does not carry it.
 */
const GiftMessageForm = dynamic(() => import('./GiftMessageForm').then((module) => module.GiftMessageForm), {
  ssr: false,
  loading: () => <div aria-busy="true" className="min-h-48" />,
});

export interface PersonaliseGiftDrawerProps {
  productId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** 'checkout': opened by Book, the saved message leads on to checkout; 'edit': opened from the gift panel. */
  purpose: 'checkout' | 'edit';
  onSaved(values: StoredGiftMessage): void;
}

/**
 * The personalise-your-gift drawer, which the gifting checkout opens: the sender's name and
 * message; right side on desktop, bottom on mobile.
 * Keyboard operable, Escape closes, focus returns to the button that opened it.
 */
export function PersonaliseGiftDrawer({ productId, open, onOpenChange, purpose, onSaved }: PersonaliseGiftDrawerProps) {
  const t = useTranslations('gift');
  const tProduct = useTranslations('product');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      overlay="light"
      isDescribed
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col gap-4 overflow-y-auto rounded-t-card bg-white p-5 shadow-card md:inset-y-0 md:left-auto md:right-0 md:max-h-none md:w-[28rem] md:rounded-none"
    >
      <DialogHeader title={t('personaliseTitle')} closeLabel={tProduct('close')} />
      <DialogDescription className="text-sm text-muted">{t('personaliseIntro')}</DialogDescription>
      <GiftMessageForm productId={productId} submitLabel={purpose === 'checkout' ? t('saveAndContinue') : t('save')} onSaved={onSaved} />
    </Dialog>
  );
}
