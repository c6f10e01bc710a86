import { resolveFeatureFlags, type PermissionLevel } from '@marquee/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import type { RouteTable } from '@/lib/routing/app-route';
import { SessionUserContext } from '@/lib/session/session-user';
import type { ShellUser } from '@/lib/session/shell-user';
import { renderWithProviders } from '@/test/render';
import { AccessDeniedPage } from '../open-routes/access-denied-page';
import { MigratedPage } from '../open-routes/migrated-page';
import { buildCustomerRouteTable } from '../routes/customer-routes';
import { buildSupportRouteTable } from '../routes/support-routes';
import { GuardedRoute } from './guarded-route';

function userWith(
  authorisation: Record<string, PermissionLevel>,
  overrides: Partial<ShellUser> = {},
): ShellUser {
  return {
    firstName: 'Maja',
    lastName: 'Lindqvist',
    email: 'maja@example.com',
    languageCode: 'en_US',
    context: 'Acme',
    isAdmin: false,
    isLegacyEnvironment: false,
    isSupportAccess: false,
    accountCode: null,
    featureFlags: resolveFeatureFlags({}),
    authorisation,
    ...overrides,
  };
}

function open(table: RouteTable, user: ShellUser, path: string) {
  const router = createMemoryRouter(
    [
      ...table.routes.map((route) => ({
        path: route.path,
        element: <GuardedRoute route={route} table={table} />,
      })),
      { path: '/accessdenied', element: <AccessDeniedPage landing={table.landing} /> },
      { path: '/migrated', element: <MigratedPage /> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <SessionUserContext.Provider value={user}>
        <RouterProvider router={router} />
      </SessionUserContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

const customer = buildCustomerRouteTable();

describe('route guards', () => {
  it('opens a permitted route and loads its page module', async () => {
    open(customer, userWith({ Screens: 'ViewOnly' }), '/screens');
    expect(await screen.findByRole('heading', { name: 'Screens', level: 2 })).toBeInTheDocument();
  });

  it("sends a viewer from /broadcast/new/details to the route's fallback, the list", async () => {
    const router = open(customer, userWith({ Broadcast: 'ViewOnly' }), '/broadcast/new/details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/broadcast'));
    expect(
      await screen.findByRole('heading', { name: 'Broadcasts', level: 2 }),
    ).toBeInTheDocument();
  });

  it('sends /items/new to ItemsView when only viewing is allowed', async () => {
    const router = open(
      customer,
      userWith({ AccountItems: 'ViewOnly', RoleItems: 'ViewOnly' }),
      '/items/new',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/items'));
  });

  it('needs every listed resource: one missing means access denied', async () => {
    const router = open(customer, userWith({ Broadcast: 'ViewOnly' }), '/localselections');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accessdenied'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends a user without the fallback either on to access denied', async () => {
    const router = open(customer, userWith({}), '/broadcast/new/details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accessdenied'));
  });

  it('sends legacy users to the migrated page whatever they open', async () => {
    const user = userWith({ Screens: 'AddAndEdit' }, { isLegacyEnvironment: true });
    const router = open(customer, user, '/screens');
    await waitFor(() => expect(router.state.location.pathname).toBe('/migrated'));
  });

  it('guards the console with the support components', async () => {
    const support = buildSupportRouteTable();
    const user = userWith({ SupportUsersAndRoles: 'ViewOnly' });
    const router = open(support, user, '/roles/new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
    const denied = open(support, user, '/accounts');
    await waitFor(() => expect(denied.state.location.pathname).toBe('/accessdenied'));
  });
});
