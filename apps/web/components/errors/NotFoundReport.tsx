'use client';

import type { Locale } from '@escapade/domain/markets';
import { useEffect } from 'react';
import { reportNotFoundOnce } from '../../lib/browser-api';

/** Sends the not-found report (`GET {origin}/error?uri&locale`) once the page is shown. */
export function NotFoundReport({ locale }: { locale: Locale }) {
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    reportNotFoundOnce(`${pathname}${search}${hash}`, locale);
  }, [locale]);
  return null;
}
