import 'server-only';
import type { ShellContentResponse } from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import { cache } from 'react';
import { orNullWhenFailed } from './api-transport';
import { serverApi } from './server-api';

/**
 * The navigation, footer and banners of a market, once per request (the layout and the screens
 * share it). Null when the content call fails: the header and footer then draw without their
 * content parts rather than taking the page down.
 */
export const loadShellContent = cache(
  (locale: Locale): Promise<ShellContentResponse | null> => orNullWhenFailed(serverApi().content.getShell(locale), 'shell content'),
);
