'use client';

import type { DestinationSuggestion } from '@escapade/contracts/autocomplete';
import type { Theme } from '@escapade/contracts/themes';
import type { Locale } from '@escapade/domain/markets';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { browserAutocompleteApi } from '../../lib/api/autocomplete';
import { sendClientLog } from '../../lib/browser-api';
import { describeError } from '../../lib/describe-error';
import { DEBOUNCE_MS } from '../../lib/ui-constants';
import { useDebouncedValue } from './use-debounced-value';

/** "Autocomplete failure is only logged": to the console and the gateway logs endpoint, as a warning. */
function logAutocompleteFailure(error: unknown, locale: Locale): void {
  console.warn('Destination autocomplete failed', error);
  sendClientLog({ level: 'WARN', locale, location: window.location.href, message: `Autocomplete: ${describeError(error)}` }).catch(() => undefined);
}

/**
 * Destination suggestions for what the visitor types, asked 500 ms after the last keystroke
 * (DEBOUNCE_MS). "Autocomplete failure is only logged and leaves suggestions unchanged": the list
 * keeps the last answer that arrived. Only asked while the field is in use (`isEnabled`): the
 * label of the applied destination shown in an idle field needs no suggestions.
 */
export function useDestinationSuggestions(
  text: string,
  locale: Locale,
  { isEnabled = true }: { isEnabled?: boolean } = {},
): { term: string; suggestions: DestinationSuggestion[]; answeredTerm: string | undefined; isSearching: boolean } {
  const typed = text.trim();
  const term = useDebouncedValue(typed, DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['destination-suggestions', locale, term],
    queryFn: ({ signal }) => browserAutocompleteApi.getDestinationSuggestions({ locale, term }, signal),
    enabled: isEnabled && term.length > 0,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const [shown, setShown] = useState<{ answer?: DestinationSuggestion[]; term?: string }>({});
  if (query.data && query.data !== shown.answer) setShown({ answer: query.data, term });
  useEffect(() => {
    if (query.error) logAutocompleteFailure(query.error, locale);
  }, [query.error, locale]);
  return { term, suggestions: shown.answer ?? [], answeredTerm: shown.term, isSearching: typed !== term || query.isFetching };
}

/** The theme selector's choices (`GET /api/themes`); none while loading or when the call fails. */
export function useThemes(locale: Locale): Theme[] {
  const query = useQuery({
    queryKey: ['themes', locale],
    queryFn: ({ signal }) => browserAutocompleteApi.getThemes({ locale }, signal),
    staleTime: 60 * 60_000,
  });
  return query.data ?? [];
}
