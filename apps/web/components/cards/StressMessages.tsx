'use client';

import { type StressMessage, splitStressMessages } from '@escapade/domain/cards';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/** The card alternates its first two messages with the others every 3 s, fading in 500 ms. */
const STRESS_CROSSFADE_MS = 3000;
const STRESS_TRANSITION_MS = 500;

/**
 * Stress messages: "at most 2 stress messages; cross-fade 3000 ms with 500 ms
 * transition"; "Hover toggles secondary stress messages". With more than two, the card
 * alternates between the first two and the others; hovering the card shows the others at once.
 */
export function StressMessages({ messages, isHovered }: { messages: StressMessage[]; isHovered: boolean }) {
  const t = useTranslations('cards.stress');
  const { primary, secondary } = splitStressMessages(messages);
  const [showSecondary, setShowSecondary] = useState(false);
  const hasSecondary = secondary.length > 0;

  useEffect(() => {
    if (!hasSecondary || isHovered) return;
    const timer = window.setInterval(() => setShowSecondary((current) => !current), STRESS_CROSSFADE_MS);
    return () => window.clearInterval(timer);
  }, [hasSecondary, isHovered]);

  if (messages.length === 0) return null;
  const isSecondaryShown = hasSecondary && (isHovered || showSecondary);
  const text = (message: StressMessage) =>
    message.kind === 'autoDiscount' ? t('autoDiscount', { discount: message.discount ?? 0 }) : t(message.kind);
  const group = (items: StressMessage[], isShown: boolean) => (
    <ul
      className={`flex flex-wrap gap-1.5 transition-opacity ${isShown ? 'opacity-100' : 'pointer-events-none absolute inset-0 opacity-0'}`}
      style={{ transitionDuration: `${STRESS_TRANSITION_MS}ms` }}
      aria-hidden={!isShown}
    >
      {items.map((message) => (
        <li key={message.kind} className="rounded-full bg-accent-700 px-2.5 py-0.5 text-xs font-semibold text-white">
          {text(message)}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="relative min-h-6" data-testid="stress-messages">
      {group(primary, !isSecondaryShown)}
      {hasSecondary ? group(secondary, isSecondaryShown) : null}
    </div>
  );
}
