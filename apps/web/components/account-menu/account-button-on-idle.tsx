'use client';

import { onDemand } from '../islands/on-demand';
import type { AccountButtonVariant } from './AccountButton';

/**
 * The header's account button, hydrated when the page is idle (decision 0033): the server draws
 * the sign-in link, the same for every visitor, and the session is read at idle anyway.
 */
export const AccountButtonOnIdle = onDemand<{ variant: AccountButtonVariant }>('account-button', () => import('./AccountButton').then((module) => module.AccountButton), 'idle');
