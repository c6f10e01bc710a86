import { lazy, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { activeProfile, appConfiguration } from '@/lib/configuration';
import { i18n } from '@/lib/i18n/i18n';
import { notificationPosition } from '@/lib/notifications/notification-position';
import { AppMantineProvider } from './app-mantine-provider';
import { appRoutes } from './app-routes';
import { routeTable } from './routes/route-table';

// Toasts queue in a small store from the start; their container (and its transitions) loads after first paint.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export function App() {
  const [router] = useState(() =>
    createBrowserRouter(appRoutes(routeTable, appConfiguration === 'player'), {
      basename: activeProfile.basePath.replace(/\/$/, '') || '/',
    }),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <AppMantineProvider>
        <Suspense fallback={null}>
          <Notifications position={notificationPosition} />
        </Suspense>
        {/* The query cache comes with the signed-in area (app/shell/signed-in-area.tsx). */}
        <RouterProvider router={router} />
      </AppMantineProvider>
    </I18nextProvider>
  );
}
