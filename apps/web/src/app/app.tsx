import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/api/query-client';
import { activeProfile, appConfiguration } from '@/lib/configuration';
import { i18n } from '@/lib/i18n/i18n';
import { appRoutes } from './app-routes';
import { routeTable } from './routes/route-table';
import { theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() =>
    createBrowserRouter(appRoutes(routeTable, appConfiguration === 'player'), {
      basename: activeProfile.basePath.replace(/\/$/, '') || '/',
    }),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Notifications position="top-right" />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
