'use client';

import type { Party, PaxKind } from '@escapade/domain/pax';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ResponsivePanel } from '../calendar/ResponsivePanel';
import { FieldButton } from '../ui/FieldButton';
import { useIsDesktopWhileOpen } from '../calendar/use-is-desktop';
import { PaxStepper } from './PaxStepper';
import { type PaxMode, canStep, counterKinds, showsSingleRoomNote, stepParty, summaryParts } from './pax-model';

export interface PaxSelectorProps {
  /** The party in effect (`a`, `c`, `b` of the hash; defaults 2/0/0). */
  value: Party;
  /** The next party; the single-room flag follows from it (`isSingleRoom`). */
  onChange(next: Party): void;
  /** 'stay': adults, children, babies; 'activity': 'Participants' 1–2. */
  mode: PaxMode;
  className?: string;
}

const STEP_LABELS = {
  adults: { label: 'adults', add: 'addAdult', remove: 'removeAdult' },
  children: { label: 'children', add: 'addChild', remove: 'removeChild' },
  babies: { label: 'babies', add: 'addBaby', remove: 'removeBaby' },
} as const satisfies Record<PaxKind, { label: string; add: string; remove: string }>;

/**
 * The pax selector: a dropdown on desktop whose steppers
 * apply at once; on mobile a full-screen modal 'Who are you going with?' applied by Confirm.
 * Steppers are disabled at the bounds; activity search shows one counter 'Participants'.
 */
export function PaxSelector({ value, onChange, mode, className }: PaxSelectorProps) {
  const t = useTranslations('searchBox.pax');
  const [isOpen, setIsOpen] = useState(false);
  const isDesktop = useIsDesktopWhileOpen(isOpen);
  const [draft, setDraft] = useState<Party>(value);

  function setOpen(open: boolean) {
    setDraft(value);
    setIsOpen(open);
  }

  function step(kind: PaxKind, direction: 1 | -1) {
    const next = stepParty(draft, kind, direction, mode);
    setDraft(next);
    if (isDesktop) onChange(next);
  }

  const summary = summaryParts(value, mode)
    .map((part) => t(part.key, { count: part.count }))
    .join(', ');
  const title = mode === 'activity' ? t('participants') : t('title');
  const trigger = <FieldButton label={mode === 'activity' ? t('participants') : t('label')} value={summary} className={className} />;

  return (
    <ResponsivePanel
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      closeLabel={t('close')}
      desktopClassName="w-80 p-4"
      align="end"
      footer={
        isDesktop ? undefined : (
          <button
            type="button"
            className="button-primary w-full"
            onClick={() => {
              onChange(draft);
              setIsOpen(false);
            }}
          >
            {t('confirm')}
          </button>
        )
      }
    >
      {isDesktop ? <p className="pb-1 text-base font-bold text-brand-900">{title}</p> : null}
      <div className="divide-y divide-line">
        {counterKinds(mode).map((kind) => {
          const labels = STEP_LABELS[kind];
          return (
            <PaxStepper
              key={kind}
              label={mode === 'activity' ? t('participants') : t(labels.label)}
              value={draft[kind]}
              decreaseLabel={mode === 'activity' ? t('removeParticipant') : t(labels.remove)}
              increaseLabel={mode === 'activity' ? t('addParticipant') : t(labels.add)}
              canDecrease={canStep(draft, kind, -1, mode)}
              canIncrease={canStep(draft, kind, 1, mode)}
              onDecrease={() => step(kind, -1)}
              onIncrease={() => step(kind, 1)}
            />
          );
        })}
      </div>
      {showsSingleRoomNote(draft, mode) ? <p className="pt-2 text-sm text-muted">{t('singleRoom')}</p> : null}
    </ResponsivePanel>
  );
}
