import { resolveFeatureFlags } from '@marquee/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { currentUserQuery } from '@/lib/session/current-user';
import type { ShellUser } from '@/lib/session/shell-user';
import { renderWithProviders } from '@/test/render';
import { appRoutes } from './app-routes';
import { buildCustomerRouteTable } from './routes/customer-routes';

// Pictures need a real browser's drawing; their upload is the sign editor's own test.
vi.mock('@/features/signs/sign-previews', () => ({
  capturePreviews: vi.fn(() => Promise.resolve()),
}));

const success = { ok: true };
const landscape = {
  orientation_name: 'Landscape',
  orientation_pixels: '1920x1080',
  orientation: '16:9',
};
const channel = (channelCode: string, name: string, isDefaultChannel: boolean) => ({
  channelCode,
  name,
  layerCode: 'l-1',
  isDefaultChannel,
  isActive: true,
  isTakeOver: false,
  isManuallyGenerated: true,
  isEditable: true,
  broadcasts: [],
  hasPermission: true,
  mediaRows: [],
});
const signRow = {
  broadcastMediaCode: 'r-1',
  mediaCode: 'S9',
  displayName: 'Lunch',
  mediaType: 'HtmlAd',
  layerCode: 'l-1',
  orderN: 0,
  durationSeconds: 15,
  status: 'playing',
  periods: [],
};
const blankSign = {
  mediaCode: null,
  mediaType: 'HtmlAd',
  displayName: '',
  url: null,
  template: {
    templateCode: 'T1',
    templateName: 'Menu board',
    version: 1,
    latestVersion: 1,
    html: '<h1>{{headline}}</h1>',
    assetsBaseUrl: '/api/htmltemplates/T1/1/',
    assets: [],
  },
  FormModel: {
    orientations: [landscape],
    fields: [{ fieldName: 'headline', type: 'textarea', label: 'Headline', required: true }],
  },
  values: { headline: null },
  media: [],
  items: [],
  documents: [],
  language: 'en_US',
  PreviewUrl: null,
  documentHash: null,
  version: null,
};

/** What the server answers, by method and address without the query. */
const answers: Record<string, unknown> = {
  'GET /api/players/p-1/settings': {
    player: {
      playerCode: 'p-1',
      name: 'Lobby',
      playerFormatCode: 'f-1',
      mountedDirection: 'Landscape',
      locationCode: null,
      showNameInfo: false,
      settings: {},
      format: { playerFormatCode: 'f-1', aspect: '16:9' },
    },
  },
  'GET /api/channels/player/p-1': {
    playerChannels: {
      playerCode: 'p-1',
      layers: [{ layerCode: 'l-1', name: 'Main', width: 1920, height: 1080 }],
      playerFormatWidth: 1920,
      playerFormatHeight: 1080,
      playerFormatName: 'Full HD',
      channels: [channel('c-1', 'Main', true), channel('c-2', 'Lunch menu', false)],
    },
  },
  'GET /api/players/p-1/mediarows': {
    layers: [{ layerCode: 'l-1', name: 'Main', channelCode: 'c-1', mediaRows: [] }],
  },
  'GET /api/htmltemplates': {
    htmlTemplates: [
      {
        templateCode: 'T1',
        templateName: 'Menu board',
        version: 1,
        orientations: [landscape],
        isFallbackTemplate: false,
        isGlobal: true,
      },
    ],
  },
  'GET /api/media/signs/T1': { sign: blankSign },
  'POST /api/media/signs': { mediaCode: 'S9', documentHash: 'h-9', version: 'v1', documents: [] },
  'POST /api/channels/c-2/media/S9': { mediaRow: signRow },
};

const user: ShellUser = {
  firstName: 'Maja',
  lastName: 'Lindqvist',
  email: 'maja@example.com',
  languageCode: 'en_US',
  context: 'Acme Retail',
  isAdmin: false,
  isLegacyEnvironment: false,
  isSupportAccess: false,
  accountCode: null,
  featureFlags: resolveFeatureFlags({}),
  authorisation: { Screens: 'AddAndEdit', MediaLibrary: 'AddAndEdit' },
};

let sent: string[] = [];

beforeEach(() => {
  sent = [];
  localStorage.setItem('marquee.app.access_token', 'header.payload.signature');
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn((address: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${String(address).split('?')[0]}`;
      sent.push(call);
      const answer = answers[call];
      return Promise.resolve(
        answer
          ? new Response(JSON.stringify({ success, ...answer }))
          : new Response(JSON.stringify({ success: { ok: false, message: 'gone' } }), {
              status: 404,
            }),
      );
    }),
  );
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("a sign made from a channel's add menu", () => {
  it("goes through the gallery and the editor, joins the channel's end and comes back", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQuery.queryKey, user);
    const router = createMemoryRouter(appRoutes(buildCustomerRouteTable(), true), {
      initialEntries: ['/screens/p-1/Lobby/playlist'],
    });
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Lunch menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add media' }));
    // jsdom lays nothing out, so the menu's positioning may hide an open menu as if scrolled away.
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Sign from template', hidden: true }),
    );
    await userEvent.click(await screen.findByRole('link', { name: /Menu board/ }));
    expect(router.state.location.pathname).toBe('/templates/p-1/Lobby/signs/T1/c-2');

    await userEvent.type(await screen.findByRole('textbox', { name: 'Sign name' }), 'Lunch');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Headline' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Headline' }), 'Soup of the day');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/screens/p-1/Lobby/playlist'));
    expect(sent).toContain('POST /api/media/signs');
    expect(sent.indexOf('POST /api/channels/c-2/media/S9')).toBeGreaterThan(
      sent.indexOf('POST /api/media/signs'),
    );
  });
});
