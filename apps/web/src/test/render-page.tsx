import { Notifications } from '@mantine/notifications';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { CurrentRouteContext } from '@/lib/routing/current-route';
import { SessionUserContext } from '@/lib/session/session-user';
import type { ShellUser } from '@/lib/session/shell-user';
import { renderWithProviders } from './render';
import { testSupportUser } from './support-user';

/**
 * Renders `page` as the app's route `routeName` (titled by `titleKey`) on `path`, opened at
 * `address`, for a user holding `authorisation`; `others` are where the page may lead.
 */
export function renderPage({
  page,
  routeName,
  titleKey,
  path,
  address,
  authorisation,
  others = [],
}: {
  page: ReactElement;
  routeName: string;
  titleKey: string;
  path: string;
  address: string;
  authorisation: ShellUser['authorisation'];
  others?: RouteObject[];
}) {
  const route = {
    name: routeName,
    path: '',
    titleKey,
    area: 'main',
    breadcrumbs: [],
    requires: [],
  };
  const element = (
    <CurrentRouteContext.Provider value={route as never}>{page}</CurrentRouteContext.Provider>
  );
  const router = createMemoryRouter([{ path, element }, ...others], {
    initialEntries: [address],
  });
  renderWithProviders(
    <SessionUserContext.Provider value={testSupportUser({ authorisation })}>
      <Notifications />
      <RouterProvider router={router} />
    </SessionUserContext.Provider>,
  );
}
