import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids from the web proxy or a caller are kept so one id follows a request across services. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming `x-request-id` when it is a plain token (it ends up in logs and headers), else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && ACCEPTED_REQUEST_ID.test(value) ? value : randomUUID();
}
