import 'server-only';
import type { LandingResponse, LandingSlug } from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import { cache } from 'react';
import { serverApi } from '../../lib/server-api';

/** A promo landing of a market, once per request (head and page share it); null for a campaign the market has no page for. */
export const loadLanding = cache((locale: Locale, slug: LandingSlug): Promise<LandingResponse | null> => serverApi().content.getLanding(locale, slug));
