import { DEFAULT_LOCALE, MARKETS } from '@escapade/domain/markets';
import type { ReactNode } from 'react';
import '../globals.css';

/**
 * Root layout of the country chooser, shown at `/` when nothing tells which market a visitor
 * wants. The page speaks six languages, each block tagged with its own; the document defaults to
 * the default market's language.
 */
export default function ChooserLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={MARKETS[DEFAULT_LOCALE].language}>
      <body>{children}</body>
    </html>
  );
}
