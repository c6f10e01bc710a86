import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { ScreenInformationTab } from './screen-information-tab';
import { ScreenRemoteTab } from './screen-remote-tab';

signInApiForEachTest();

const information = {
  playerCode: 'scr-1',
  pairedAt: '2026-01-01T10:00:00Z',
  lastHeartbeatAt: '2026-01-02T10:00:00Z',
  statusReportedAt: '2026-01-02T10:00:00Z',
  statusReport: {
    resolution: { width: 1920, height: 1080 },
    orientation: 'Portrait',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    appVersion: '1.4.2',
    playlistHashCode: 'abcdef0123456789',
    lastInUseHashCode: null,
    errors: [],
    nowPlaying: [
      { layerCode: 'lay-main', mediaCode: 'med-1' },
      { layerCode: 'lay-side', mediaCode: null },
    ],
    playlistEmptyFrom: null,
  },
  playlistModifiedAt: null,
  playlistHash: null,
  playlistDownloadedAt: null,
  playlistDownloadedHash: null,
  screenshotTakenAt: null,
  logsWrittenAt: null,
  nowPlaying: [
    { layerCode: 'lay-main', layerName: 'Main', mediaCode: 'med-1', mediaName: 'Spring sale' },
    { layerCode: 'lay-side', layerName: 'Ticker', mediaCode: null, mediaName: null },
  ],
  status: { kind: 'online', customText: null, noContactForMs: null, reasons: [], isFake: false },
};

/** The server of a new screen: its information, and commands taken. */
function serve() {
  const fetch = vi.fn((address: string, init?: RequestInit) => {
    const answer = (body: unknown, status = 200) =>
      Promise.resolve(new Response(JSON.stringify(body), { status }));
    if (address.endsWith('/information')) return answer({ success: { ok: true }, information });
    if (/\/(screenshot|logs)$/.test(address)) {
      // An order is taken; the screen has not sent the file yet.
      if (init?.method === 'POST') return answer({ success: { ok: true }, commandId: 'c-1' }, 202);
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return answer({ success: { ok: false } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const addressesOf = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.map(([address, init]) => `${init?.method ?? 'GET'} ${address}`);

describe('screen details tabs', () => {
  it('shows what the screen reported under translated labels, with readable values', async () => {
    serve();
    renderWithProviders(<ScreenInformationTab id="scr-1" />);
    const value = (label: string) => screen.getByText(label).nextSibling;
    expect(await screen.findByText('Player version')).toBeInTheDocument();
    expect(value('Player version')).toHaveTextContent('1.4.2');
    expect(value('Resolution')).toHaveTextContent('1920 × 1080 px');
    expect(value('Orientation')).toHaveTextContent('Portrait');
    expect(value('Playing version')).toHaveTextContent(/^abcdef01$/);
    expect(value('Cached version')).toHaveTextContent('None');
    expect(value('Layer Main plays')).toHaveTextContent('Spring sale');
    expect(value('Layer Ticker plays')).toHaveTextContent('Nothing');
    expect(value('Runs out of content')).toHaveTextContent('Not in the coming week');
    expect(value('Playlist downloaded')).toHaveTextContent('Never');
    // One "Last status report" (a fact), and the zone the times are written in.
    expect(screen.getAllByText('Last status report')).toHaveLength(1);
    expect(screen.getByText(/^Times are in your time zone, .+\.$/)).toBeInTheDocument();
    // No raw JSON or field names.
    expect(screen.queryByText(/[{}]|playlistHashCode|nowPlaying/)).toBeNull();
  });

  it('asks for no file a new screen has not sent, and offers to order one', async () => {
    const user = userEvent.setup();
    const fetch = serve();
    renderWithProviders(<ScreenRemoteTab id="scr-1" canEdit />);
    expect(await screen.findByText('No screenshot yet.')).toBeVisible();
    expect(screen.getByText('No logs yet.')).toBeVisible();
    expect(addressesOf(fetch).filter((call) => /screenshot|logs/.test(call))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Take one' }));
    expect(await screen.findByText('Waiting for the screen to send it…')).toBeVisible();
    expect(addressesOf(fetch)).toContainEqual(
      expect.stringMatching(/^POST .*\/scr-1\/screenshot$/),
    );
  });
});
