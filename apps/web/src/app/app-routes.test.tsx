import { applyAccountApplications, builtInRoles, resolveFeatureFlags } from '@marquee/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { temporaryLoginMessageType } from '@/lib/auth/temporary-login';
import { changeLanguage } from '@/lib/i18n/i18n';
import { pageViewEvent, type PageView } from '@/lib/routing/page-views';
import { currentUserQuery } from '@/lib/session/current-user';
import type { ShellUser } from '@/lib/session/shell-user';
import { renderWithProviders } from '@/test/render';
import { appRoutes } from './app-routes';
import { buildCustomerRouteTable } from './routes/customer-routes';

const user: ShellUser = {
  firstName: 'Maja',
  lastName: 'Lindqvist',
  email: 'maja@example.com',
  languageCode: 'en_US',
  context: 'Acme Retail',
  isAdmin: true,
  isLegacyEnvironment: false,
  isSupportAccess: false,
  accountCode: null,
  featureFlags: resolveFeatureFlags({}),
  authorisation: { Screens: 'AddAndEdit', Broadcast: 'ViewOnly', MediaLibrary: 'ViewOnly' },
};

/** The whole customer app on a memory history, signed in with a known current user. */
function openApp(path: string, as: ShellUser = user) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, as);
  const router = createMemoryRouter(appRoutes(buildCustomerRouteTable(), true), {
    initialEntries: [path],
  });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => localStorage.setItem('marquee.app.access_token', 'header.payload.signature'));

afterEach(async () => {
  localStorage.clear();
  await changeLanguage('en_US');
});

describe('customer app', () => {
  it('offers to sign in again when the backend cannot say how to sign in', async () => {
    localStorage.clear();
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    try {
      openApp('/screens');
      expect(
        await screen.findByRole('heading', { name: 'Sign-in did not complete' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends an unknown address through /signin to the screens list', async () => {
    const router = openApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Screens', level: 2 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/screens');
    expect(document.title).toBe('Screens · Marquee');
  });

  it('offers in the side bar only what the user may open', async () => {
    openApp('/screens');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Broadcasts' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Triggers' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Help' })).toBeInTheDocument();
  });

  it('hides an application support switched off and sends its address to access denied', async () => {
    const withoutTriggers = {
      ...user,
      authorisation: applyAccountApplications(builtInRoles.Administrator.grants, ['Triggers']),
    };
    const router = openApp('/screens', withoutTriggers);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Triggers' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Local selections' })).toBeInTheDocument();
    await act(() => router.navigate('/triggers'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accessdenied'));
  });

  it('names the account menu by the person it shows, then by what it does (WCAG 2.5.3)', async () => {
    openApp('/screens');
    const menu = await screen.findByRole('button', { name: /Account menu$/ });
    expect(menu).toHaveAccessibleName('Maja Lindqvist Acme Retail Account menu');
  });

  it('changes every visible text when the language is switched', async () => {
    openApp('/broadcast');
    await screen.findByRole('heading', { name: 'Broadcasts', level: 2 });
    await userEvent.click(await screen.findByRole('button', { name: /Account menu$/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Svenska' }));
    expect(
      await screen.findByRole('heading', { name: 'Sändningar', level: 2 }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Huvudmeny' });
    expect(within(nav).getByRole('link', { name: 'Skärmar' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mina sändningar' })).toBeInTheDocument();
    expect(screen.queryByText('Screens')).not.toBeInTheDocument();
    expect(localStorage.getItem('marquee.app.language')).toBe('sv_SE');
  });

  it('reports a page view after each navigation', async () => {
    const views: PageView[] = [];
    const listen = (event: Event) => views.push((event as CustomEvent<PageView>).detail);
    window.addEventListener(pageViewEvent, listen);
    openApp('/screens');
    await userEvent.click(await screen.findByRole('link', { name: 'Help' }));
    await screen.findByRole('heading', { name: 'Help', level: 2 });
    window.removeEventListener(pageViewEvent, listen);
    expect(views).toEqual([
      { path: '/screens', routeName: 'Screens' },
      { path: '/help', routeName: 'Help' },
    ]);
  });

  it('takes a temporary login from a parent window of its own origin and opens the screens list', async () => {
    const router = openApp('/help');
    await screen.findByRole('heading', { name: 'Help', level: 2 });
    const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzMSJ9.c2ln';
    const post = (origin: string) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin,
            data: { type: temporaryLoginMessageType, accessToken: token },
          }),
        );
      });
    post('https://elsewhere.example');
    expect(localStorage.getItem('marquee.app.access_token')).toBe('header.payload.signature');
    post(window.location.origin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/screens'));
    expect(localStorage.getItem('marquee.app.access_token')).toBe(token);
  });

  it('keeps the account of a /logins address as the provider a logout returns to', async () => {
    window.location.hash = '#access_token=header.payload.signature';
    try {
      const router = openApp('/logins/acme');
      await waitFor(() => expect(router.state.location.pathname).toBe('/screens'));
      expect(localStorage.getItem('marquee.app.login_provider')).toBe('acme');
    } finally {
      window.location.hash = '';
    }
  });

  it('forwards the root to the login page a logout through the identity server is returning to', async () => {
    localStorage.setItem('marquee.app.logout_return_to', '/logins/acme');
    window.location.hash = '#access_token=header.payload.signature';
    try {
      const router = openApp('/');
      await waitFor(() => expect(router.state.location.pathname).toBe('/screens'));
      expect(localStorage.getItem('marquee.app.logout_return_to')).toBeNull();
      expect(localStorage.getItem('marquee.app.login_provider')).toBe('acme');
    } finally {
      window.location.hash = '';
    }
  });

  it('collapses the side bar to icons and remembers it', async () => {
    openApp('/screens');
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse side bar' }));
    expect(localStorage.getItem('marquee.app.sidebar.pinned')).toBe('false');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Screens' })).not.toHaveTextContent('Screens');
    expect(screen.getByRole('button', { name: 'Pin side bar open' })).toBeInTheDocument();
  });
});

describe('broadcast breadcrumbs in interactive mode', () => {
  const broadcaster: ShellUser = {
    ...user,
    isAdmin: false,
    authorisation: {
      Broadcast: 'AddAndEdit',
      CampaignBuilder: 'ViewOnly',
      InteractiveBroadcasts: 'ViewOnly',
    },
  };

  async function crumbs() {
    return within(await screen.findByLabelText('Breadcrumbs'));
  }

  it('lead back to the broadcasts normally', async () => {
    openApp('/broadcast/b1/details/false', broadcaster);
    const trail = await crumbs();
    expect(trail.getByRole('link', { name: 'Broadcasts' })).toHaveAttribute('href', '/broadcast');
    expect(trail.queryByText('Local selections')).not.toBeInTheDocument();
  });

  it('say and lead to Local selections for a broadcast opened from there', async () => {
    openApp('/broadcast/b1/details/false?interactive=1', broadcaster);
    const trail = await crumbs();
    expect(trail.getByRole('link', { name: 'Local selections' })).toHaveAttribute(
      'href',
      '/localselections',
    );
    expect(trail.queryByRole('link', { name: 'Broadcasts' })).not.toBeInTheDocument();
  });

  it('keep the broadcasts for a user who may not open Local selections', async () => {
    openApp('/broadcast/b1/details/false?interactive=1', {
      ...broadcaster,
      authorisation: { Broadcast: 'AddAndEdit' },
    });
    const trail = await crumbs();
    expect(trail.getByRole('link', { name: 'Broadcasts' })).toBeInTheDocument();
  });

  it('name a new local selection and mark Local selections in the side bar', async () => {
    openApp('/broadcast/new/details?interactive=1', broadcaster);
    const trail = await crumbs();
    expect(trail.getByText('New local selection')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('New local selection · Marquee'));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Local selections' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Broadcasts' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('close a fullscreen campaign preview back to Local selections', async () => {
    const router = openApp('/campaign/b1/preview?interactive=1', broadcaster);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/localselections'));
  });
});

describe('the side bar', () => {
  const planner: ShellUser = {
    ...user,
    isAdmin: false,
    authorisation: {
      Broadcast: 'AddAndEdit',
      CampaignBuilder: 'AddAndEdit',
      PlayerClusters: 'AddAndEdit',
      InteractiveBroadcasts: 'ViewOnly',
    },
  };

  async function marked() {
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    return within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.getAttribute('aria-label'));
  }

  it('marks Broadcasts in the campaign editor, which lives outside /broadcast', async () => {
    openApp('/campaign/new/details', planner);
    expect(await marked()).toEqual(['Broadcasts']);
  });

  it('marks only Clusters on the clusters pages under /broadcast', async () => {
    openApp('/broadcast/clusters/new', planner);
    expect(await marked()).toEqual(['Clusters']);
  });

  it('marks Broadcasts in a broadcast editor opened without interactive mode', async () => {
    openApp('/broadcast/new/details', planner);
    expect(await marked()).toEqual(['Broadcasts']);
  });
});
