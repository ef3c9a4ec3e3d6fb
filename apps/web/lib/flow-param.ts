/**
 * The two flows of the shell's top-level Stays / Gifts toggle (booking and gifting), carried by
 * the `flow` query parameter.
 */
export const SHELL_FLOWS = ['booking', 'gifting'] as const;
export type ShellFlow = (typeof SHELL_FLOWS)[number];

/** The current flow; anything else falls back to the booking flow. */
export function parseShellFlow(value: string | string[] | null | undefined): ShellFlow {
  const first = Array.isArray(value) ? value[0] : value;
  return first === 'gifting' ? 'gifting' : 'booking';
}

export function withFlow(href: string, flow: ShellFlow): string {
  return `${href}${href.includes('?') ? '&' : '?'}${new URLSearchParams({ flow })}`;
}
