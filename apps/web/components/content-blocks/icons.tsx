/** The content blocks' icons: decorative, their meaning is always in the text beside them. */

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function ArrowRightIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d="M5 12h14M13 6l6 6-6 6" {...STROKE} />
    </svg>
  );
}

export function ChevronIcon({ direction, className = 'size-5' }: { direction: 'left' | 'right'; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} {...STROKE} strokeWidth={2.2} />
    </svg>
  );
}

export function StarIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" fill="currentColor" />
    </svg>
  );
}

/** "items (icon price, calendar, gift, support)" of the main selling points. */
export function SellingPointIcon({ icon, className = 'size-6' }: { icon: 'price' | 'calendar' | 'gift' | 'support'; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      {icon === 'price' ? (
        <>
          <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" {...STROKE} />
          <circle cx="8" cy="8" r="1.6" fill="currentColor" />
        </>
      ) : icon === 'calendar' ? (
        <>
          <rect x="3.5" y="5" width="17" height="15.5" rx="2" {...STROKE} />
          <path d="M3.5 10h17M8 3v4M16 3v4" {...STROKE} />
          <path d="M8.5 14.5l2 2 4.5-4.5" {...STROKE} />
        </>
      ) : icon === 'gift' ? (
        <>
          <rect x="3.5" y="8" width="17" height="4" rx="1" {...STROKE} />
          <path d="M5 12v8.5h14V12M12 8v12.5M12 8S10.5 3.5 8 3.5 5.5 7 8 8M12 8s1.5-4.5 4-4.5S18.5 7 16 8" {...STROKE} />
        </>
      ) : (
        <>
          <path d="M4 14v-2a8 8 0 0 1 16 0v2" {...STROKE} />
          <rect x="3" y="13" width="4" height="6" rx="1.5" {...STROKE} />
          <rect x="17" y="13" width="4" height="6" rx="1.5" {...STROKE} />
          <path d="M19 19c0 1.5-2 2.5-5 2.5" {...STROKE} />
        </>
      )}
    </svg>
  );
}
