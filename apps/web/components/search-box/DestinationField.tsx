'use client';

import type { LastSearch } from '@escapade/domain/last-searches';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Dialog, FullScreenHeader } from '../ui/Dialog';
import { DestinationCombobox, type PickedDestination } from './DestinationCombobox';

const FIELD_BOX = 'min-h-14 rounded-xl bg-white px-4 py-2 ring-1 ring-line focus-within:ring-2 focus-within:ring-brand-500';

export interface DestinationFieldProps {
  /** What the field shows: the typed text, or the destination's name. */
  text: string;
  onTextChange(text: string): void;
  onPick(pick: PickedDestination): void;
  /** The visitor starts choosing a destination (focus on desktop, the modal opening on mobile). */
  onStart(): void;
  /** The visitor left without picking. */
  onLeave(): void;
  lastSearches: readonly LastSearch[];
  layout: 'desktop' | 'mobile';
}

/**
 * The destination selector: suggestions under the field on desktop; on mobile a full-screen
 * modal.
 */
export function DestinationField(props: DestinationFieldProps) {
  const t = useTranslations('searchBox.destination');
  if (props.layout === 'desktop') {
    return (
      <div className="min-w-0">
        <DestinationCombobox
          fieldClassName={FIELD_BOX}
          label={t('label')}
          placeholder={t('placeholder')}
          text={props.text}
          onTextChange={props.onTextChange}
          onPick={props.onPick}
          onFocus={props.onStart}
          onBlur={props.onLeave}
          lastSearches={props.lastSearches}
          layout="dropdown"
        />
      </div>
    );
  }
  return <MobileDestinationField {...props} />;
}

function MobileDestinationField({ text, onTextChange, onPick, onStart, onLeave, lastSearches }: DestinationFieldProps) {
  const t = useTranslations('searchBox.destination');
  const [isOpen, setIsOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (open) onStart();
        else onLeave();
      }}
      trigger={
        <button type="button" className="flex min-h-14 w-full flex-col items-start justify-center rounded-xl bg-white px-4 py-2 text-left ring-1 ring-line">
          <span className="text-xs font-semibold uppercase tracking-wide text-muted">{t('label')}</span>
          <span className={text ? 'font-semibold text-ink' : 'text-muted'}>{text || t('placeholder')}</span>
        </button>
      }
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        inputRef.current?.focus();
      }}
      className="fixed inset-0 z-50 flex flex-col bg-white"
    >
      <FullScreenHeader title={t('modalTitle')} closeLabel={t('close')} />
      <div className="flex min-h-0 flex-1 flex-col px-4 py-4">
        <DestinationCombobox
          fieldClassName={FIELD_BOX}
          label={t('label')}
          placeholder={t('placeholder')}
          text={text}
          onTextChange={onTextChange}
          onPick={(pick) => {
            onPick(pick);
            setIsOpen(false);
          }}
          lastSearches={lastSearches}
          layout="inline"
          inputRef={inputRef}
        />
      </div>
    </Dialog>
  );
}
