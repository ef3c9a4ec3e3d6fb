import type { ComponentProps, MouseEvent } from 'react';

/**
 * `next/link` in the navigation's browser tests (no Next router there): a plain anchor that stays
 * on the page when clicked, so a test can follow what a click does to the menu.
 */
export default function Link({ href, prefetch, onClick, ...props }: ComponentProps<'a'> & { href: string; prefetch?: boolean }) {
  void prefetch;
  return (
    <a
      href={href}
      {...props}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}
