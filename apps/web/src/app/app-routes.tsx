import { Navigate, Outlet, type RouteObject } from 'react-router';
import type { AppRoute, RouteTable } from '@/lib/routing/app-route';
import { GuardedRoute } from './guards/guarded-route';
import { RequireSession } from './guards/require-session';
import { AccessDeniedPage } from './open-routes/access-denied-page';
import { ConsoleLogin } from './open-routes/console-login';
import { IdentityPageRedirect } from './open-routes/identity-page-redirect';
import { Logout } from './open-routes/logout';
import { MigratedPage } from './open-routes/migrated-page';
import { RootRedirect } from './open-routes/root-redirect';
import { SignInCallback } from './open-routes/sign-in-callback';
import { TemporaryLogin } from './open-routes/temporary-login';
import { ParentLoginRoot } from './root-route';
import { RouteError } from './shell/route-error';

function toRouteObject(route: AppRoute, table: RouteTable): RouteObject {
  return {
    path: route.path,
    handle: { appRoute: route },
    element: <GuardedRoute route={route} table={table} />,
  };
}

function guardedArea(table: RouteTable, area: AppRoute['area']): RouteObject {
  return {
    element: <RequireSession area={area} table={table} />,
    errorElement: <RouteError />,
    children: table.routes.filter((r) => r.area === area).map((r) => toRouteObject(r, table)),
  };
}

/** Open routes, then the guarded table; anything else goes to `/signin` (spec 001 section 2). */
export function appRoutes(table: RouteTable, isCustomerApp: boolean): RouteObject[] {
  const logins = isCustomerApp
    ? [
        { path: '/logins/:accountCode', element: <TemporaryLogin landing={table.landing} /> },
        { path: '/logins/', element: <TemporaryLogin landing={table.landing} /> },
      ]
    : [{ path: '/logins/', element: <ConsoleLogin landing={table.landing} /> }];
  return [
    {
      element: isCustomerApp ? <ParentLoginRoot landing={table.landing} /> : <Outlet />,
      errorElement: <RouteError />,
      children: [
        { path: '/signin', element: <SignInCallback landing={table.landing} /> },
        { path: '/logout', element: <Logout /> },
        { path: '/passwordForgot', element: <IdentityPageRedirect page="/oidc/password/forgot" /> },
        {
          path: '/userEmailConfirmation',
          element: <IdentityPageRedirect page="/oidc/email/confirm" />,
        },
        {
          path: '/userEmailResetPassword',
          element: <IdentityPageRedirect page="/oidc/password/reset" />,
        },
        { path: '/accessdenied', element: <AccessDeniedPage landing={table.landing} /> },
        { path: '/migrated', element: <MigratedPage /> },
        ...logins,
        guardedArea(table, 'main'),
        guardedArea(table, 'fullscreen'),
        { path: '/', element: <RootRedirect landing={table.landing} /> },
        { path: '*', element: <Navigate to="/signin" replace /> },
      ],
    },
  ];
}
