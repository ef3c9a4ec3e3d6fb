/** Set by the proxy on a public path that named no market: the dispatcher answers 404. */
export const UNMATCHED_PATH_HEADER = 'x-escapade-unmatched-path';
