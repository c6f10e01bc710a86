import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionUserContext } from '@/lib/session/session-user';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { testSupportUser } from '@/test/support-user';
import PlayerFormatsPage from './player-formats-page';

signInApiForEachTest();

const format = (playerFormatCode: string, name: string, clientCode: string | null) => ({
  playerFormatCode,
  clientCode,
  name,
  description: '',
  resolutionX: 1080,
  resolutionY: 1920,
  hasDefaultLayer: true,
  defaultLayerLeft: 0,
  defaultLayerTop: 0,
  defaultLayerWidth: 1080,
  defaultLayerHeight: 1920,
  aspect: '9:16',
  layers: [
    {
      layerCode: `${playerFormatCode}-main`,
      name: 'Main',
      x: 0,
      y: 0,
      width: 1080,
      height: 1920,
      zOrder: 0,
    },
  ],
});

function serve() {
  const fetch = vi.fn((address: string) => {
    const body = address.includes('/playerformats')
      ? { playerFormats: [format('tall', 'Tall', null), format('menu', 'Menu board', 'demo-cafe')] }
      : { clients: [], hasMore: false };
    return Promise.resolve(new Response(JSON.stringify({ success: { ok: true }, ...body })));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(address: string) {
  const router = createMemoryRouter([{ path: '/player-formats', element: <PlayerFormatsPage /> }], {
    initialEntries: [address],
  });
  renderWithProviders(
    <SessionUserContext.Provider
      value={testSupportUser({ authorisation: { SupportFormats: 'AddAndEdit' } })}
    >
      <RouterProvider router={router} />
    </SessionUserContext.Provider>,
  );
}

describe('PlayerFormatsPage', () => {
  it("lists the global formats and the client's from the address, and opens one to edit", async () => {
    const fetch = serve();
    renderPage('/player-formats?clientCode=demo-cafe');
    expect(await screen.findByRole('button', { name: 'Menu board' })).toBeInTheDocument();
    expect(screen.getByText('Global')).toBeInTheDocument();
    expect(screen.getAllByText('9:16')).toHaveLength(2);
    expect(fetch.mock.calls.some(([address]) => address.includes('clientCode=demo-cafe'))).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tall' }));
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Tall');
    expect(screen.getByRole('img', { name: 'Layout at scale' })).toBeInTheDocument();
  });
});
