import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CurrentRouteContext } from '@/lib/routing/current-route';
import { SessionUserContext } from '@/lib/session/session-user';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { testSupportUser } from '@/test/support-user';
import SocialChannelsPage from './social-channels-page';

signInApiForEachTest();

const success = { ok: true };
const channel = (channelCode: string, name: string, extra: object = {}) => ({
  channelCode,
  name,
  feedUrl: `https://news.example/${channelCode}.xml`,
  refreshMinutes: 15,
  lastFetchedAt: '2026-12-01T10:00:00.000Z',
  lastError: null,
  postCount: 50,
  createdAt: '2026-11-01T10:00:00.000Z',
  modifiedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});
const channels = [
  channel('harbour', 'Harbour café'),
  channel('broken', 'Broken feed', {
    lastFetchedAt: null,
    lastError: 'The feed answered 500',
    postCount: 0,
  }),
];
const post = {
  factCode: 'p1',
  title: 'New oat latte',
  text: 'Now on the menu.',
  image: null,
  author: 'Ada',
  publishedAt: '2026-12-01T09:00:00.000Z',
  link: 'https://news.example/oat-latte',
};

interface Request {
  address: string;
  method: string;
  body: unknown;
}

/** The channel calls, with a refusal for the writes when one is given. */
function serve(refusal?: { status: number; message: string }) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((address: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ address, method, body });
      const reply = (status: number, json: unknown) =>
        Promise.resolve(new Response(JSON.stringify(json), { status }));
      if (address.startsWith('/api/socialchannels/harbour/posts')) {
        return reply(200, { success, posts: [post] });
      }
      if (method === 'GET') {
        return reply(200, { success, socialChannels: channels, hasMore: false });
      }
      if (refusal)
        return reply(refusal.status, { success: { ok: false, message: refusal.message } });
      if (method === 'DELETE') return reply(200, { success });
      return reply(method === 'POST' ? 201 : 200, {
        success,
        socialChannel: channel('new', String((body as { name: string }).name)),
      });
    }),
  );
  return requests;
}

function renderPage(level: 'AddAndEdit' | 'ViewOnly' = 'AddAndEdit') {
  const router = createMemoryRouter(
    [
      {
        path: '/socialchannels',
        element: (
          <CurrentRouteContext.Provider
            value={
              {
                name: 'SocialChannelsView',
                path: '',
                titleKey: 'routes.socialChannels',
                area: 'main',
                breadcrumbs: [],
                requires: [],
              } as never
            }
          >
            <SocialChannelsPage />
          </CurrentRouteContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/socialchannels'] },
  );
  renderWithProviders(
    <SessionUserContext.Provider
      value={testSupportUser({ authorisation: { AccountItems: level } })}
    >
      <Notifications />
      <RouterProvider router={router} />
    </SessionUserContext.Provider>,
  );
}

const rowOf = async (name: string) =>
  (await screen.findByRole('button', { name })).closest('tr') as HTMLElement;

describe('the social channels page', () => {
  it('lists each channel with its feed, refresh, last read, status and posts', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Social channels' })).toBeInTheDocument();
    const harbour = await rowOf('Harbour café');
    expect(within(harbour).getByText('https://news.example/harbour.xml')).toBeInTheDocument();
    expect(within(harbour).getByText('Every 15 minutes')).toBeInTheDocument();
    expect(within(harbour).getByText('Up to date')).toBeInTheDocument();
    expect(within(harbour).getByText('50 posts')).toBeInTheDocument();
    const broken = await rowOf('Broken feed');
    expect(within(broken).getByText('Failed')).toBeInTheDocument();
    expect(within(broken).getByText('The feed answered 500')).toBeInTheDocument();
    expect(within(broken).getByText('Not yet')).toBeInTheDocument();
  });

  it("opens a channel's posts, newest first, with where they link", async () => {
    serve();
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show the posts of Harbour café' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Posts of Harbour café' });
    expect(await within(drawer).findByText('New oat latte')).toBeInTheDocument();
    expect(within(drawer).getByText(/^Ada · /)).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Open the post' })).toHaveAttribute(
      'href',
      'https://news.example/oat-latte',
    );
  });

  it('adds a channel, showing a refusal where it was asked', async () => {
    const requests = serve({ status: 400, message: 'feedUrl: must be an https address' });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add social channel' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Pier news');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Feed address/ }),
      'http://news.example/pier.xml',
    );
    await userEvent.click(save);
    expect(
      await within(dialog).findByText('feedUrl: must be an https address'),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      address: '/api/socialchannels',
      method: 'POST',
      body: { name: 'Pier news', feedUrl: 'http://news.example/pier.xml', refreshMinutes: 15 },
    });
  });

  it('changes a channel and deletes one after asking', async () => {
    const requests = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Harbour café' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Harbour café' });
    const minutes = within(editor).getByRole('textbox', { name: /^Minutes between reads/ });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '30');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(requests).toContainEqual({
        address: '/api/socialchannels/harbour',
        method: 'PUT',
        body: {
          name: 'Harbour café',
          feedUrl: 'https://news.example/harbour.xml',
          refreshMinutes: 30,
        },
      }),
    );

    // The menu this button opens, not the edited row's, which may still be leaving.
    const options = await screen.findByRole('button', { name: 'Options for Broken feed' });
    await userEvent.click(options);
    const menu = await vi.waitFor(() => {
      const opened = document.getElementById(options.getAttribute('aria-controls') ?? '');
      if (!opened) throw new Error('The menu is not open yet');
      return opened;
    });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete social channel' });
    expect(within(question).getByText(/Delete Broken feed and its 0 posts\?/)).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(requests).toContainEqual({
        address: '/api/socialchannels/broken',
        method: 'DELETE',
        body: undefined,
      }),
    );
  });

  it('offers a viewer the posts but neither adding, changing nor deleting', async () => {
    serve();
    renderPage('ViewOnly');
    await rowOf('Harbour café');
    expect(screen.queryByRole('button', { name: 'Add channel' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Options for Harbour café' }));
    expect(await screen.findByRole('menuitem', { name: 'Show posts' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });
});
