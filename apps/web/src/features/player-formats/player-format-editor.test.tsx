import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import type { FormatDraft } from './format-problems';
import { PlayerFormatEditor } from './player-format-editor';

signInApiForEachTest();

const split: FormatDraft = {
  playerFormatCode: 'split',
  clientCode: 'demo-cafe',
  name: 'Split',
  description: '',
  resolutionX: 1920,
  resolutionY: 1080,
  hasDefaultLayer: false,
  defaultLayerLeft: 0,
  defaultLayerTop: 0,
  defaultLayerWidth: null,
  defaultLayerHeight: null,
  layers: [
    { layerCode: 'left', name: 'Left', x: 0, y: 0, width: 960, height: 1080, zOrder: 0 },
    { layerCode: 'right', name: 'Right', x: 960, y: 0, width: 960, height: 1080, zOrder: 1 },
  ],
};

function serve(onCall: (init: RequestInit | undefined) => object) {
  const fetch = vi.fn((_address: string, init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify({ success: { ok: true }, ...onCall(init) }))),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderEditor(onDeleted = vi.fn()) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <PlayerFormatEditor format={split} canEdit onSaved={vi.fn()} onDeleted={onDeleted} />
      ),
    },
  ]);
  renderWithProviders(
    <>
      <Notifications />
      <RouterProvider router={router} />
    </>,
  );
  return onDeleted;
}

describe('PlayerFormatEditor', () => {
  it('draws the layers to scale and says what is wrong before a save', async () => {
    serve(() => ({}));
    renderEditor();
    const drawing = await screen.findByRole('img', { name: 'Layout at scale' });
    expect(within(drawing).getByText('Left')).toBeInTheDocument();
    const width = screen.getByLabelText('Width Right');
    await userEvent.clear(width);
    await userEvent.type(width, '1000');
    expect(screen.getByText('The layer reaches past the format.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save format' })).toBeDisabled();
  });

  it('saves the whole format with its layers by code', async () => {
    const fetch = serve(() => ({ playerFormat: { ...split, aspect: '16:9' } }));
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove layer Right' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save format' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [address, init] = fetch.mock.calls[0] ?? [];
    expect(address).toContain('/support/api/playerformats');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      playerFormatCode: 'split',
      layers: [{ layerCode: 'left', name: 'Left' }],
    });
  });

  it('keeps a used format and says by how many screens', async () => {
    serve(() => ({ data: { isOk: false, playerCount: 3, message: 'used by 3 screens' } }));
    const onDeleted = renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete format' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete format' }));
    expect(
      await screen.findByText('Error deleting the PlayerFormat: used by 3 screens'),
    ).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
