import { Notifications } from '@mantine/notifications';
import type { AccountTrigger } from '@marquee/contracts';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { CurrentRouteContext } from '@/lib/routing/current-route';
import { SessionUserContext } from '@/lib/session/session-user';
import { renderWithProviders } from '@/test/render';
import { testSupportUser } from '@/test/support-user';

export const success = { ok: true };

export const accountTrigger = (
  triggerCode: string,
  name: string,
  extra: Partial<AccountTrigger> = {},
): AccountTrigger => ({
  triggerCode,
  trigger: {
    name,
    triggerGroup: 'Dayparts',
    actionType: 'Play',
    variableName: null,
    activeValue: null,
  },
  setting: {
    dayparts: [{ dayOfWeeks: 31, weekdayStartTime: '08:00', weekdayEndTime: '12:00' }],
  },
  isEnabled: true,
  isActiveNow: false,
  usedBy: [],
  ...extra,
});

export interface Request {
  address: string;
  method: string;
  body: unknown;
}

type Reply = { status: number; json: unknown } | undefined;

/** Stubs the calls: `answer` decides each, returning nothing for a 404. */
export function serve(answer: (request: Request) => Reply) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((address: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const request = { address, method, body };
      requests.push(request);
      const reply = answer(request) ?? {
        status: 404,
        json: { success: { ok: false, message: 'Not found' } },
      };
      return Promise.resolve(new Response(JSON.stringify(reply.json), { status: reply.status }));
    }),
  );
  return requests;
}

/** Renders a page at `entry`, as the route `name` with the Triggers level given. */
export function renderAt(
  page: ReactNode,
  { name, path, entry }: { name: string; path: string; entry: string },
) {
  const route = {
    name,
    path: '',
    titleKey: 'routes.triggers',
    area: 'main',
    breadcrumbs: [],
    requires: [],
  } as never;
  const router = createMemoryRouter(
    [
      {
        path,
        element: <CurrentRouteContext.Provider value={route}>{page}</CurrentRouteContext.Provider>,
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(
    <SessionUserContext.Provider
      value={testSupportUser({ authorisation: { Triggers: 'AddAndEdit' } })}
    >
      <Notifications />
      <RouterProvider router={router} />
    </SessionUserContext.Provider>,
  );
  return router;
}
