'use client';

/**
 * The page's Back inside our native apps (see lib/native-app.ts): the web view has no browser
 * chrome, so the page offers it where a browser page shows its breadcrumb. Without history (the
 * app opened the page directly) it leads to `fallbackHref`.
 */
export function NativeBackButton({ label, fallbackHref }: { label: string; fallbackHref: string }) {
  return (
    <button
      type="button"
      onClick={() => {
        if (window.history.length > 1) window.history.back();
        else window.location.assign(fallbackHref);
      }}
      className="inline-flex min-h-11 items-center gap-2 self-start rounded-full px-3 font-semibold text-brand-800 hover:bg-brand-50"
    >
      <span aria-hidden="true">←</span>
      {label}
    </button>
  );
}
