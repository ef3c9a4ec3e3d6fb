import { describe, expect, it } from 'vitest';
import * as api from '../../api/src/plugins/rate-limit';
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER } from './visitor-headers';

describe('visitor headers', () => {
  it('are the ones the API believes (with the secret)', () => {
    expect([CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER]).toEqual([api.CLIENT_ADDRESS_HEADER, api.PROXY_SECRET_HEADER]);
  });
});
