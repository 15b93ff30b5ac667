import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useRouter } from 'wouter';
import type { User } from '@portal/domain/auth';
import { OfflineNotice } from '@/components/offline-notice';
import { Toasts } from '@/components/toasts';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import type { SessionAtStart } from '@/lib/identity-client';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { createQueryClient } from '@/lib/query-client';
import { styleNonce } from '@/lib/style-nonce';
import { AccountLocale } from './account-locale';
import { prefetchPageData } from './page-data';
import { theme } from './theme';

interface AppProviderProps {
  children: ReactNode;
  /** The stored session as the app started (main.tsx): asked for already, or known to be none. */
  storedSession?: SessionAtStart;
}

/** Everything the pages need around them; the router sits outside (the browser's address, or a memory location in tests). */
export function AppProvider({ children, storedSession }: AppProviderProps) {
  const [queryClient] = useState(createQueryClient);
  const { parser } = useRouter();
  const onSessionRestored = useCallback(
    (pathname: string, user: User) => prefetchPageData(queryClient, parser, pathname, user),
    [queryClient, parser],
  );

  return (
    <LocaleProvider>
      {/* The scheme follows the system's (prefers-color-scheme); the colours keep AA contrast in both.
          The theme's CSS variables are in a stylesheet the build writes (palette.ts), not computed here;
          the build leaves out Mantine's component that would (mantine-shims/no-css-variables.tsx). */}
      <MantineProvider
        theme={theme}
        withCssVariables={false}
        defaultColorScheme="auto"
        getStyleNonce={() => styleNonce}
      >
        <Toasts />
        <OfflineNotice />
        <QueryClientProvider client={queryClient}>
          <AuthProvider onSessionRestored={onSessionRestored} storedSession={storedSession}>
            <AccountLocale>{children}</AccountLocale>
          </AuthProvider>
        </QueryClientProvider>
      </MantineProvider>
    </LocaleProvider>
  );
}
