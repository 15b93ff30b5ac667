import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiClientError, endsSession } from './api-client';
import type { UntranslatedMessage } from './i18n/translate-message';
import { notify } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The toast to show when the query fails (SPEC §8), once per failed fetch; an ended session has its own. */
      errorMessage?: UntranslatedMessage;
      /** Logged (console.warn) rather than shown when the query fails, for data a screen can do without. */
      logMessage?: string;
      /**
       * The answer is kept for this tab (offline-copy.ts), so that the page opened offline shows its
       * last content. Only for a creator's own data without personal details: never the user, bank,
       * ID, PayPal, address or birth date (offline-copy.ts refuses such an answer anyway), nor signed
       * file links, which open a file without a session.
       */
      keptOffline?: boolean;
    };
  }
}

const MAX_RETRIES = 2;

/** Client errors (4xx) will not change on retry; network and server errors may. */
const isWorthRetrying = (error: Error): boolean =>
  !(error instanceof ApiClientError && error.status >= 400 && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorMessage && !endsSession(error)) {
          notify.error(query.meta.errorMessage);
        }
        if (query.meta?.logMessage) {
          console.warn(query.meta.logMessage, error);
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isWorthRetrying(error),
      },
      mutations: { retry: false },
    },
  });
}
