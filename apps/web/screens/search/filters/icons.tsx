/** The small line icons of the filter bar and action bar (decorative: their buttons carry the text). */
const ICON = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function ChevronIcon() {
  return (
    <svg {...ICON} className="size-4">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function FiltersIcon() {
  return (
    <svg {...ICON} className="size-5">
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="16" cy="6" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="10" cy="12" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="18" cy="18" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function MapIcon() {
  return (
    <svg {...ICON} className="size-5">
      <path d="M9 4L3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg {...ICON} className="size-5">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
