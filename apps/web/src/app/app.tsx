import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/api/query-client';
import { activeProfile, appConfiguration } from '@/lib/configuration';
import { i18n } from '@/lib/i18n/i18n';
import { notificationPosition } from '@/lib/notifications/notification-position';
import { appRoutes } from './app-routes';
import { routeTable } from './routes/route-table';
import { cssVariablesResolver, theme } from './theme';

// Toasts queue in a small store from the start; their container (and its transitions) loads after first paint.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() =>
    createBrowserRouter(appRoutes(routeTable, appConfiguration === 'player'), {
      basename: activeProfile.basePath.replace(/\/$/, '') || '/',
    }),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Suspense fallback={null}>
          <Notifications position={notificationPosition} />
        </Suspense>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
