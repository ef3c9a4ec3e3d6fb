'use client';

import { useLayoutEffect, useRef } from 'react';

/**
 * Focus back to what opened a dialog that has no `trigger` (a picture, a 'Details'
 * button): the element focused when `open` turns true is kept (layout effects run before the
 * dialog's focus scope moves focus in) and refocused on close. Pass the result to
 * `onCloseAutoFocus` of the `Dialog`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
}
