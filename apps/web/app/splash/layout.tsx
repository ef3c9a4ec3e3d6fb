import type { ReactNode } from 'react';
import { SPLASH_LANGUAGE_ORDER } from '../../i18n/splash';
import '../globals.css';

/** Root layout of the Belgian splash page; the document's language is the first one offered. */
export default function SplashLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={SPLASH_LANGUAGE_ORDER[0]}>
      <body>{children}</body>
    </html>
  );
}
