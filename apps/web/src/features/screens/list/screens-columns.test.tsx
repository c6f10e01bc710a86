import type { PlayerListItem } from '@marquee/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import { playlistPath, screensColumns } from './screens-columns';

const t = i18n.getFixedT('en_US');
const lobby: PlayerListItem = {
  id: 'p-1',
  playerCode: 'p-1',
  name: 'Lobby / left',
  mountedDirection: 'PortraitFlipped',
  playerFormatCode: 'f-1',
  playerFormatName: 'Full HD',
  locationCode: null,
  locationName: null,
  tags: [{ tagCode: 't-1', name: 'Ground floor', color: '#ff0000' }],
  layers: [{ layerCode: 'l-1', name: 'Main' }],
  showNameInfo: false,
  status: { kind: 'online', noContactForMs: null, reasons: [], customText: null, isFake: false },
  lastHeartbeatAt: null,
  playsToday: 1234,
};

function cell(id: string, onAction?: Parameters<typeof screensColumns>[1]) {
  const column = screensColumns(t, onAction).find((c) => c.id === id);
  return renderWithProviders(<MemoryRouter>{column?.render?.(lobby)}</MemoryRouter>);
}

describe('screens columns', () => {
  it("has the spec's columns, with selection and options only for those who may edit", () => {
    expect(screensColumns(t).map((c) => c.id)).toEqual([
      'playerName',
      'orientation',
      'location',
      'tags',
      'status',
      'playsToday',
      'layers',
    ]);
    const editable = screensColumns(t, vi.fn()).map((c) => c.id);
    expect(editable[0]).toBe('checkbox');
    expect(editable.at(-1)).toBe('options');
    // A phone scrolls the table rather than breaking 'Online' or squeezing its badge.
    expect(
      screensColumns(t)
        .filter((c) => c.isOneLine)
        .map((c) => c.id),
    ).toEqual(['status']);
  });

  it("links the name to the screen's playlist, its name kept whole in the address", () => {
    cell('playerName');
    expect(screen.getByRole('link', { name: 'Lobby / left' })).toHaveAttribute(
      'href',
      playlistPath(lobby),
    );
    expect(playlistPath(lobby)).toBe('/screens/p-1/Lobby%20%2F%20left/playlist');
  });

  it('shows how many items the screen played today', () => {
    cell('playsToday');
    expect(screen.getByText('1234')).toBeTruthy();
  });

  it('says where a screen has no location and how it is mounted', () => {
    cell('location');
    expect(screen.getByText('No location')).toBeInTheDocument();
    cell('orientation');
    expect(screen.getByText('Portrait (flipped)')).toBeInTheDocument();
  });

  it('hands the chosen row action on with its screen', async () => {
    const onAction = vi.fn();
    cell('options', onAction);
    await userEvent.click(screen.getByRole('button', { name: 'Options for Lobby / left' }));
    await userEvent.click(await screen.findByText('Reboot'));
    expect(onAction).toHaveBeenCalledWith('reboot', lobby);
  });
});
