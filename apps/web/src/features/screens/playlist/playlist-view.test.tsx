import { resolveFeatureFlags } from '@marquee/domain';
import type { MediaRow } from '@marquee/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { SessionUserContext } from '@/lib/session/session-user';
import type { ShellUser } from '@/lib/session/shell-user';
import { testMedia } from '@/test/media';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import PlaylistView from './playlist-view';

signInApiForEachTest();
const editor: ShellUser = {
  firstName: 'Ann',
  lastName: 'Editor',
  email: 'ann@example.com',
  languageCode: 'en_US',
  context: 'Demo',
  isAdmin: false,
  isLegacyEnvironment: false,
  isSupportAccess: false,
  accountCode: null,
  featureFlags: resolveFeatureFlags({}),
  authorisation: { Screens: 'AddAndEdit', MediaLibrary: 'ViewOnly' },
};

const row = (code: string, overrides: Partial<MediaRow>): MediaRow => ({
  broadcastMediaCode: code,
  mediaCode: `m-${code}`,
  displayName: code,
  mediaType: 'Photo',
  layerCode: 'l-1',
  orderN: 0,
  durationSeconds: 15,
  status: 'playing',
  periods: [],
  ...overrides,
});

const rows = [
  row('Poster', { durationSeconds: 3725 }),
  row('Film', { mediaType: 'Video', durationSeconds: null }),
  row('Sign', { mediaType: 'HtmlAd', status: 'paused' }),
];

const channel = (code: string, overrides: object) => ({
  channelCode: code,
  name: code,
  layerCode: 'l-1',
  isDefaultChannel: false,
  isActive: true,
  isTakeOver: false,
  isManuallyGenerated: true,
  isEditable: true,
  broadcasts: [],
  hasPermission: true,
  mediaRows: [],
  ...overrides,
});

const playerChannels = {
  playerCode: 'p-1',
  layers: [{ layerCode: 'l-1', name: 'Main', width: 1920, height: 1080 }],
  playerFormatWidth: 1920,
  playerFormatHeight: 1080,
  playerFormatName: 'Full HD',
  channels: [
    channel('c-1', { name: 'Main', isDefaultChannel: true }),
    channel('c-2', { name: 'Lunch' }),
    channel('b-1_g-1', {
      name: 'Spring sale',
      isManuallyGenerated: false,
      isEditable: false,
      broadcasts: ['b-1'],
      mediaRows: [
        {
          broadcastMediaCode: 'r-9',
          displayName: 'Sale poster',
          orderN: 0,
          mediaCode: 'm-9',
          mediaType: 'Photo',
        },
      ],
    }),
  ],
};

const explanation = {
  at: '2026-03-02T10:00:00Z',
  localDateTime: '2026-03-02T10:00:00',
  timeZone: 'UTC',
  validUntil: null,
  layers: [
    {
      layerCode: 'l-1',
      channels: [
        {
          channelCode: 'c-1',
          source: 'manual',
          broadcastCode: null,
          isTakeover: false,
          verdict: 'replacedByTakeover',
          activePeriods: [],
          rows: [],
        },
        {
          channelCode: 'b-1_g-1',
          source: 'broadcast',
          broadcastCode: 'b-1',
          isTakeover: true,
          verdict: 'playing',
          activePeriods: [],
          rows: [
            { broadcastMediaCode: 'r-9', mediaCode: 'm-9', verdict: 'playing', activePeriods: [] },
          ],
        },
      ],
    },
  ],
};

/**
 * The calls answer one layer with three channels, and `why` as the explanation; every edit
 * answers `editStatus`.
 */
function serve(editStatus = 200, why: object = explanation) {
  const fetch = vi.fn((address: string, init?: RequestInit) => {
    const json = (status: number, body: unknown) =>
      Promise.resolve(new Response(JSON.stringify(body), { status }));
    if (!init?.method || init.method === 'GET') {
      if (address.includes('/explain')) {
        return json(200, { success: { ok: true }, explanation: why });
      }
      if (address.endsWith('/m-Poster/metadata')) {
        return json(200, { success: { ok: true }, ...testMedia({ mediaCode: 'm-Poster' }) });
      }
      if (address.startsWith('/api/players/p-1/settings')) {
        return json(200, { success: { ok: true }, player: lobby });
      }
      if (address.startsWith('/api/channels/player/')) {
        return json(200, { success: { ok: true }, playerChannels });
      }
      return json(200, {
        success: { ok: true },
        layers: [{ layerCode: 'l-1', name: 'Main', channelCode: 'c-1', mediaRows: rows }],
      });
    }
    if (editStatus !== 200) {
      return json(editStatus, { success: { ok: false, message: 'durationSeconds: too long' } });
    }
    return json(200, {
      success: { ok: true },
      modifiedCount: 1,
      mediaRow: rows[0],
      channel: playerChannels.channels[1],
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const lobby = {
  playerCode: 'p-1',
  name: 'Lobby screen',
  playerFormatCode: 'f-1',
  mountedDirection: 'Landscape',
  locationCode: null,
  showNameInfo: false,
  settings: {},
  format: { playerFormatCode: 'f-1', aspect: '16:9' },
};

/** Where the app went, for the addresses the playlist leads away to. */
function Address() {
  return <p>At {useLocation().pathname}</p>;
}

function renderPlaylist(address = '/screens/p-1/Lobby/playlist', user = editor) {
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <SessionUserContext.Provider value={user}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/screens/:playerId/:playerName/playlist" element={<PlaylistView />} />
            <Route path="*" element={<Address />} />
          </Routes>
        </MemoryRouter>
      </SessionUserContext.Provider>
    </QueryClientProvider>,
  );
}

const sent = (fetch: ReturnType<typeof serve>, method: string) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([address, init]) => ({ address, body: JSON.parse(String(init?.body ?? 'null')) }));

/** The Seconds field of the Sign row's duration. */
async function signSeconds() {
  const duration = await screen.findByRole('group', { name: 'Duration of Sign' });
  return within(duration).getByRole('textbox', { name: 'Seconds of Sign' });
}

/** Types a new number of seconds for Sign and leaves the field, which sends it. */
async function changeSignSeconds(seconds: string) {
  const field = await signSeconds();
  await userEvent.clear(field);
  await userEvent.type(field, seconds);
  await userEvent.tab();
}

describe('PlaylistView', () => {
  it("is titled by the screen's name, whatever name the address carries", async () => {
    serve();
    renderPlaylist('/screens/p-1/x/playlist');
    expect(
      await screen.findByRole('heading', { name: 'Playlist of Lobby screen' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Playlist of x')).not.toBeInTheDocument();
  });

  it('shows images and signs with a duration in h/m/s and lets videos play to their end', async () => {
    serve();
    renderPlaylist();
    const poster = within(await screen.findByRole('group', { name: 'Duration of Poster' }));
    expect(poster.getByRole('textbox', { name: 'Hours of Poster' })).toHaveValue('1');
    expect(poster.getByRole('textbox', { name: 'Minutes of Poster' })).toHaveValue('2');
    expect(poster.getByRole('textbox', { name: 'Seconds of Poster' })).toHaveValue('5');
    expect(screen.queryByRole('group', { name: 'Duration of Film' })).toBeNull();
    expect(screen.getByText('Plays to its end')).toBeInTheDocument();
  });

  it('sends a changed duration when the field is left', async () => {
    const fetch = serve();
    renderPlaylist();
    await changeSignSeconds('30');
    await vi.waitFor(
      () =>
        expect(sent(fetch, 'PUT')).toContainEqual({
          address: '/api/players/p-1/mediarows/Sign/duration',
          body: { durationSeconds: 30 },
        }),
      { timeout: 5_000 },
    );
  });

  it("shows the spec's text with the server's detail when a duration is refused", async () => {
    serve(400);
    renderPlaylist();
    await userEvent.type(await signSeconds(), '1');
    await userEvent.tab();
    expect(await screen.findByText('Error setting item duration.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('durationSeconds: too long')).toBeInTheDocument();
  });

  it('plays a paused row and pauses the selected rows in bulk', async () => {
    const fetch = serve();
    renderPlaylist();
    await userEvent.click(await screen.findByRole('button', { name: 'Play Sign' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Poster' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Film' }));
    expect(screen.getByText('2 rows selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await vi.waitFor(
      () =>
        expect(sent(fetch, 'PUT').map((call) => call.body)).toEqual([
          { broadcastMediaCodes: ['Sign'], status: 'playing' },
          { broadcastMediaCodes: ['Poster', 'Film'], status: 'paused' },
        ]),
      { timeout: 5_000 },
    );
  });

  it("lists a layer's channels, marks the broadcast's with a link, and switches one off", async () => {
    const fetch = serve();
    renderPlaylist();
    expect(await screen.findByRole('button', { name: 'Own playlist' })).toBeInTheDocument();
    expect(screen.getByText('From broadcast')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Open broadcast Spring sale' })[0]).toHaveAttribute(
      'href',
      '/broadcast/b-1/details',
    );
    const lunch = screen.getByRole('button', { name: 'Lunch' }).closest('.mantine-Paper-root');
    await userEvent.click(within(lunch as HTMLElement).getByRole('switch', { name: 'Active' }));
    await vi.waitFor(
      () =>
        expect(sent(fetch, 'PUT')).toContainEqual({
          address: '/api/channels/c-2',
          body: { PlayerCode: 'p-1', ChannelCode: 'c-2', IsActive: false, IsTakeover: false },
        }),
      { timeout: 5_000 },
    );
  });

  it("edits an added channel's rows through the channel calls, and shows a broadcast's read-only", async () => {
    const fetch = serve();
    renderPlaylist();
    await userEvent.click(await screen.findByRole('button', { name: 'Lunch' }));
    await vi.waitFor(
      () =>
        expect(fetch.mock.calls.map(([address]) => address)).toContain(
          '/api/players/p-1/mediarows?channelCode=c-2',
        ),
      { timeout: 5_000 },
    );
    await changeSignSeconds('30');
    await vi.waitFor(
      () =>
        expect(sent(fetch, 'PUT')).toContainEqual({
          address: '/api/channels/c-2/media',
          body: { broadcastMediaCode: 'Sign', durationSeconds: 30 },
        }),
      { timeout: 5_000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Spring sale' }));
    expect(await screen.findByText('Sale poster')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Duration of Sign' })).toBeNull();
  });

  it('says in words why each channel plays or not', async () => {
    serve();
    renderPlaylist();
    expect(await screen.findByText('Why is this playing?')).toBeInTheDocument();
    expect(
      await screen.findByText('Own playlist (this screen): does not play: a takeover replaces it'),
    ).toBeInTheDocument();
    expect(screen.getByText('Spring sale (broadcast): plays')).toBeInTheDocument();
    expect(screen.getByText('Sale poster: plays')).toBeInTheDocument();
  });

  it('says when a repeating takeover waiting between its windows plays next', async () => {
    const [own, sale] = explanation.layers.flatMap((layer) => layer.channels);
    const between = {
      ...sale,
      verdict: 'betweenTakeoverWindows',
      nextTakeoverWindowAt: '2026-03-02T11:00:00.000Z',
      rows: sale?.rows.map((row) => ({ ...row, verdict: 'channelNotPlaying' })),
    };
    // 11:00 UTC is 12:00 on the screen's clock in Stockholm.
    serve(200, {
      ...explanation,
      timeZone: 'Europe/Stockholm',
      layers: [{ layerCode: 'l-1', channels: [{ ...own, verdict: 'playing' }, between] }],
    });
    renderPlaylist();
    expect(
      await screen.findByText(
        'Spring sale (broadcast): does not play: waiting for its next takeover window (the next one starts at 2026-03-02 12:00)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Sale poster: its channel does not play')).toBeInTheDocument();
  });
});

it('asks for the thumbnail of a photo only: a sign shows its type icon', async () => {
  serve();
  renderPlaylist();
  await screen.findByRole('group', { name: 'Duration of Sign' });
  const thumbnails = [...document.querySelectorAll('img')].map((image) => image.src);
  expect(thumbnails.filter((src) => src.includes('/m-Sign/'))).toEqual([]);
  expect(thumbnails.some((src) => src.includes('/m-Poster/thumbnail'))).toBe(true);
  expect(document.querySelector('[data-media-icon="HtmlAd"]')).not.toBeNull();
});

it('opens the preview of a row by its media code', async () => {
  const fetch = serve();
  renderPlaylist();
  await userEvent.click(await screen.findByRole('button', { name: 'Preview Poster' }));
  const preview = await screen.findByRole('img', { name: 'Harbour' });
  expect(preview.getAttribute('src')).toContain('/api/media/m-Poster/Preview');
  expect(fetch.mock.calls.some(([address]) => address.endsWith('/m-Poster/metadata'))).toBe(true);
});

it('shows an eye-off to a user who may not view media, and loads no thumbnail', async () => {
  serve();
  renderPlaylist(undefined, { ...editor, authorisation: { Screens: 'AddAndEdit' } });
  await screen.findByRole('group', { name: 'Duration of Sign' });
  expect(screen.getAllByRole('img', { name: 'You may not view media' })).toHaveLength(3);
  expect(document.querySelectorAll('img')).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Preview Poster' })).not.toBeInTheDocument();
});

describe('the add menu of a playlist', () => {
  // jsdom lays nothing out, so the menu's positioning may hide an open menu as if scrolled away.
  const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });
  const mediaEditor: ShellUser = {
    ...editor,
    authorisation: { Screens: 'AddAndEdit', MediaLibrary: 'AddAndEdit' },
  };

  it('leads to the template gallery for the chosen channel', async () => {
    const fetch = serve();
    renderPlaylist('/screens/p-1/Lobby%20one/playlist', mediaEditor);
    await userEvent.click(await screen.findByRole('button', { name: 'Lunch' }));
    await vi.waitFor(
      () =>
        expect(fetch.mock.calls.map(([address]) => address)).toContain(
          '/api/players/p-1/mediarows?channelCode=c-2',
        ),
      { timeout: 5_000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add media' }));
    expect(await menuItem('Media from the library')).toBeInTheDocument();
    await userEvent.click(await menuItem('Sign from template'));
    expect(
      await screen.findByText('At /screens/p-1/Lobby%20one/c-2/add/templates'),
    ).toBeInTheDocument();
  });

  it('adds a web page it makes to the chosen playlist', async () => {
    const fetch = serve();
    renderPlaylist(undefined, {
      ...mediaEditor,
      featureFlags: resolveFeatureFlags({ createWebPageSign: true }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add media' }));
    await userEvent.click(await menuItem('Sign from web page'));
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Web page address/ }),
      'https://example.com/menu',
    );
    fetch.mockImplementationOnce(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ success: { ok: true }, media: testMedia({ mediaCode: 'w-1' }) }),
        ),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add web page' }));
    await vi.waitFor(
      () =>
        expect(sent(fetch, 'POST').map((call) => call.address)).toEqual([
          '/api/media/webpage',
          '/api/players/p-1/media/w-1',
        ]),
      { timeout: 5_000 },
    );
  });

  it('offers no web page while the account may not make web-page signs', async () => {
    serve();
    renderPlaylist(undefined, {
      ...mediaEditor,
      featureFlags: resolveFeatureFlags({ createWebPageSign: false }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add media' }));
    expect(await menuItem('Sign from template')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Sign from web page', hidden: true })).toBeNull();
  });

  it('opens the library picker straight away for a user who may not make signs', async () => {
    serve();
    renderPlaylist();
    await userEvent.click(await screen.findByRole('button', { name: 'Add media' }));
    expect(screen.queryByRole('menuitem', { hidden: true })).toBeNull();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
