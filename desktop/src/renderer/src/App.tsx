import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './routing/router.tsx';
import { queryClient } from './app/services.ts';
import { theme } from './app/theme.ts';
import { DATES_LOCALE } from './app/dates.ts';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { ServerGate } from './server-status/ServerGate.tsx';
import { ThemePreferenceSync } from './settings/ThemePreferenceSync.tsx';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={{ locale: DATES_LOCALE, firstDayOfWeek: 1 }}>
        <ThemePreferenceSync />
        <ErrorBoundary>
          <ServerGate>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </ServerGate>
        </ErrorBoundary>
      </DatesProvider>
    </MantineProvider>
  );
}
