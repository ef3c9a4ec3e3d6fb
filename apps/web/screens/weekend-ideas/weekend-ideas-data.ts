import type { WeekendIdeasResponse } from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import { cache } from 'react';
import { orNullWhenFailed } from '../../lib/api-transport';
import { serverApi } from '../../lib/server-api';

/** The weekend ideas of a market, or null when the call fails ('Oops, something went wrong'). */
export const loadWeekendIdeas = cache(async (locale: Locale): Promise<WeekendIdeasResponse | null> =>
  orNullWhenFailed(serverApi().content.getWeekendIdeas(locale), `weekend ideas for ${locale} failed`),
);
