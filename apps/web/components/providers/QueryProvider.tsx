'use client';

import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, use, useState } from 'react';

/** One client per browser tab (per request on the server): results stay cached while the visitor goes back and forth. */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** The app's one TanStack Query client, for all client data fetching and caching. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * A provider only where none is mounted above: a screen that needs the client keeps working
 * whether or not the layout mounts `QueryProvider`.
 */
export function EnsureQueryProvider({ children }: { children: ReactNode }) {
  const existing = use(QueryClientContext);
  return existing ? <>{children}</> : <QueryProvider>{children}</QueryProvider>;
}
