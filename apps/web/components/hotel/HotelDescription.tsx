'use client';

import { truncateDescription } from '@escapade/domain/text';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

/**
 * The description, cut at 86 chars on mobile and 250 on desktop, with See more / See less. Both
 * cuts are in the markup, each shown at its breakpoint, so the server renders the right one
 * without knowing the device.
 */
export function HotelDescription({ text }: { text: string }) {
  const t = useTranslations('hotel');
  const id = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const mobile = truncateDescription(text, 'mobile');
  const desktop = truncateDescription(text, 'desktop');
  if (!mobile.isTruncated && !desktop.isTruncated) return <p className="whitespace-pre-line">{text}</p>;
  return (
    <div className="flex flex-col items-start gap-2">
      <p id={id} className="whitespace-pre-line">
        {isExpanded ? (
          text
        ) : (
          <>
            <span className="md:hidden">{mobile.text}</span>
            <span className="hidden md:inline">{desktop.text}</span>
          </>
        )}
      </p>
      <button
        type="button"
        aria-expanded={isExpanded}
        aria-controls={id}
        onClick={() => setIsExpanded((value) => !value)}
        className={`font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-600 ${!desktop.isTruncated && !isExpanded ? 'md:hidden' : ''}`}
      >
        {isExpanded ? t('seeLess') : t('seeMore')}
      </button>
    </div>
  );
}
