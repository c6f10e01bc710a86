import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import BroadcastPreviewDialog from './broadcast-preview-dialog';

signInApiForEachTest();

const success = { ok: true };
const format = (code: string, name: string, resolutionX: number, resolutionY: number) => ({
  playerFormatCode: code,
  name,
  description: '',
  resolutionX,
  resolutionY,
  layers: [],
});
const trigger = (triggerCode: string, name: string, isActiveNow: boolean) => ({
  triggerCode,
  trigger: {
    name,
    triggerGroup: 'External',
    actionType: 'Play',
    variableName: name,
    activeValue: null,
  },
  setting: {},
  isEnabled: true,
  isActiveNow,
  usedBy: [],
});

/**
 * Formats, the account's triggers, the zone previews play in (`timeZone`) and a preview; an
 * address containing `failing` fails.
 */
function serve({ failing, timeZone = 'UTC' }: { failing?: string; timeZone?: string } = {}) {
  const sent: { address: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((address: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ address, body });
      if (failing && address.includes(failing)) {
        const down = { success: { ok: false, message: 'Service unavailable' } };
        return Promise.resolve(new Response(JSON.stringify(down), { status: 503 }));
      }
      const json = address.includes('/preview/zone')
        ? { success, timeZone }
        : address.includes('/api/playerformats')
          ? {
              success,
              PlayerFormats: [
                format('wide', 'Wide', 1920, 1080),
                format('tall', 'Tall', 1080, 1920),
              ],
            }
          : address.includes('/api/triggers/account')
            ? {
                success,
                accountTriggers: [
                  trigger('open', 'Doors open', true),
                  trigger('rain', 'Rain', false),
                ],
                hasMore: false,
              }
            : {
                success,
                previewUrl: '/screen/#preview=abc',
                expiresAt: '2030-01-01T10:10:00Z',
              };
      return Promise.resolve(new Response(JSON.stringify(json), { status: 200 }));
    }),
  );
  return sent;
}

/** The dialog of the broadcast Lunch, which uses the trigger 'open'. */
const renderDialog = (isInteractive = false) =>
  renderWithProviders(
    <BroadcastPreviewDialog
      opened
      onClose={() => undefined}
      broadcastCode="B1"
      broadcastName="Lunch"
      triggerCodes={['open']}
      isInteractive={isInteractive}
    />,
  );

/** A zone without daylight saving that the browser running the test is not in. */
const elsewhere =
  Intl.DateTimeFormat().resolvedOptions().timeZone === 'Asia/Tokyo'
    ? { timeZone: 'America/Sao_Paulo', noon: '2030-01-02T15:00:00.000Z', until: /7:10\sAM/ }
    : { timeZone: 'Asia/Tokyo', noon: '2030-01-02T03:00:00.000Z', until: /7:10\sPM/ };

describe('BroadcastPreviewDialog', () => {
  it('previews on the chosen format with the used triggers held as toggled, in a frame of its aspect', async () => {
    const sent = serve();
    renderDialog();
    // Only the triggers the broadcast uses are offered, as they hold now.
    const doors = await screen.findByRole('switch', { name: 'Doors open' });
    expect(doors).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Rain' })).toBeNull();
    const user = userEvent.setup();
    await user.click(doors);
    await screen.findByDisplayValue('Wide (1920×1080)');
    await user.click(screen.getByRole('combobox', { name: 'Screen format' }));
    await user.click(await screen.findByRole('option', { name: 'Tall (1080×1920)', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Show preview' }));

    const frame = await screen.findByTitle('Preview of Lunch');
    expect(frame.getAttribute('src')).toBe('/screen/#preview=abc');
    expect(frame.parentElement?.style.aspectRatio).toBe('1080 / 1920');
    await waitFor(() =>
      expect(sent.find((request) => request.address.endsWith('/preview'))?.body).toEqual({
        playerFormatCode: 'tall',
        triggerStates: { open: false },
      }),
    );
    expect(sent.find((request) => request.address.endsWith('/preview'))?.address).toBe(
      '/api/broadcasts/B1/preview',
    );
  });

  it("picks the moment, and shows the preview's end, on the clock of the zone it plays in", async () => {
    const sent = serve({ timeZone: elsewhere.timeZone });
    renderDialog();
    const at = await screen.findByLabelText(`Play as at (${elsewhere.timeZone})`);
    fireEvent.change(at, { target: { value: '2030-01-02T12:00' } });
    await screen.findByDisplayValue('Wide (1920×1080)');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show preview' }));

    await screen.findByTitle('Preview of Lunch');
    // Noon there, whatever the browser's clock says.
    expect(sent.find((request) => request.address.endsWith('/preview'))?.body).toMatchObject({
      at: elsewhere.noon,
    });
    // 10:10 UTC, as the clock the moment was picked on reads it.
    const end = screen.getByText(/The preview stays open until/);
    expect(end.textContent).toMatch(elsewhere.until);
    expect(end).toHaveTextContent(`(${elsewhere.timeZone})`);
  });

  it("says a local selection plays, where a broadcast's dialog says the broadcast does", async () => {
    serve();
    renderDialog(true);
    expect(
      await screen.findByText(/The local selection plays in the account's time zone/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The broadcast plays/)).not.toBeInTheDocument();
  });

  it.each(['/api/playerformats', '/preview/zone', '/api/triggers/account'])(
    'says so when %s cannot be loaded',
    async (failing) => {
      serve({ failing });
      renderDialog();
      expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    },
  );
});
