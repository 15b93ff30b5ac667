import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { Toasts } from '@/components/toasts';
import { theme } from '@/app/theme';
import type { SessionAtStart } from '@/lib/identity-client';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { createQueryClient } from '@/lib/query-client';

/** Renders one component with what every page has around it (Mantine without transitions), at the given route. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <Router hook={memoryLocation({ path: route }).hook}>
      <LocaleProvider>
        <MantineProvider theme={theme} env="test">
          <Toasts />
          <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
        </MantineProvider>
      </LocaleProvider>
    </Router>,
  );
}

/**
 * Renders the whole app (auth state, router and pages) at the given route; the session is asked
 * for on mount unless `storedSession` says how it stands as the app starts (main.tsx).
 */
export function renderApp(route = '/', { storedSession }: { storedSession?: SessionAtStart } = {}) {
  return render(
    <Router hook={memoryLocation({ path: route }).hook}>
      <AppProvider storedSession={storedSession}>
        <AppRouter />
      </AppProvider>
    </Router>,
  );
}
