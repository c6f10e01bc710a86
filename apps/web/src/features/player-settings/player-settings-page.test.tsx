import { Notifications } from '@mantine/notifications';
import type { PlayerSettingDefinitionView } from '@marquee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionUserContext } from '@/lib/session/session-user';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { testSupportUser } from '@/test/support-user';
import PlayerSettingsPage from './player-settings-page';
import { builtInView, settingRow } from './setting-fixtures';

signInApiForEachTest();

const success = { ok: true };
const rows = [
  settingRow('Volume', { inherit: false, inheritedFrom: null, value: 70 }),
  settingRow('LogLevel', { inherit: false, inheritedFrom: null, value: 'Debug' }),
  settingRow('ContentRotation', { inheritedFrom: 'Account', value: '90' }),
  settingRow('AlarmWebhookSecret', { inherit: false, inheritedFrom: null, isSet: true }),
];
const menuBoard: PlayerSettingDefinitionView = {
  playerSettingDefinitionCode: 'MenuBoard',
  accountCode: 'demo-retail',
  isBuiltIn: false,
  name: 'Menu board',
  description: 'Which menu the screen shows.',
  valueType: 'Text',
  defaultValue: '',
  levels: ['Location', 'Player'],
  sentToScreens: true,
  writeOnly: false,
};

interface Sent {
  method: string;
  address: string;
  body: unknown;
}

/**
 * The support backend as these calls answer: a level's settings, the definitions; a save and
 * a delete answer what the test gives them.
 */
function serve(answers: { save?: [number, object]; remove?: [number, object] } = {}) {
  const sent: Sent[] = [];
  const reply = ([status, json]: [number, object]) =>
    Promise.resolve(new Response(JSON.stringify(json), { status }));
  vi.stubGlobal(
    'fetch',
    vi.fn((address: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, address, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'PUT' && address.includes('/playerSettings'))
        return reply(answers.save ?? [200, { success, playerSettings: rows }]);
      if (method === 'DELETE') return reply(answers.remove ?? [200, { success, removedValues: 3 }]);
      if (address.includes('/playerSettings/definitions'))
        return reply([200, { success, definitions: [builtInView('Volume'), menuBoard] }]);
      if (address.includes('/playerSettings'))
        return reply([200, { success, playerSettings: rows }]);
      return reply([200, { success, clients: [], hasMore: false }]);
    }),
  );
  return sent;
}

function renderPage(address: string, permission: 'AddAndEdit' | 'ViewOnly' = 'AddAndEdit') {
  const router = createMemoryRouter(
    [{ path: '/player-settings', element: <PlayerSettingsPage /> }],
    {
      initialEntries: [address],
    },
  );
  renderWithProviders(
    <SessionUserContext.Provider
      value={testSupportUser({ authorisation: { SupportSettings: permission } })}
    >
      <Notifications />
      <RouterProvider router={router} />
    </SessionUserContext.Provider>,
  );
  return router;
}

const rowOf = (name: string) => screen.getByRole('listitem', { name });

describe('PlayerSettingsPage', () => {
  it('opens the client of the address at account level, each setting with where its value comes from', async () => {
    const sent = serve();
    renderPage('/player-settings?accountCode=demo-retail');
    expect(await screen.findByRole('listitem', { name: 'Volume' })).toBeInTheDocument();
    const read = sent.find((call) => call.address.includes('/playerSettings'))?.address;
    expect(read).toContain('accountCode=demo-retail');
    expect(read).toContain('type=Account');
    expect(within(rowOf('Volume')).getByText('Own value')).toBeInTheDocument();
    expect(
      within(rowOf('Content rotation')).getByText('Inherited from account'),
    ).toBeInTheDocument();
    expect(within(rowOf('Alarm webhook secret')).getByText('Set')).toBeInTheDocument();
    expect(
      within(rowOf('Alarm webhook secret')).getByLabelText('New value for Alarm webhook secret'),
    ).toHaveValue('');
  });

  it('sends only the changed settings of the level, an inherit as an inherit', async () => {
    const sent = serve();
    renderPage('/player-settings?accountCode=demo-retail&level=Location&locationCode=north');
    const volume = await screen.findByRole('textbox', { name: 'Volume' });
    await userEvent.clear(volume);
    await userEvent.type(volume, '35');
    await userEvent.click(screen.getByRole('button', { name: 'Inherit Log level' }));
    expect(within(rowOf('Log level')).getByText('Inherits once saved')).toBeInTheDocument();
    expect(screen.getByText('2 unsaved changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
    expect(sent.find((call) => call.method === 'PUT')?.body).toEqual({
      accountCode: 'demo-retail',
      type: 'Location',
      locationCode: 'north',
      settings: [
        { playerSettingCode: 'Volume', value: 35, inherit: false, unset: false },
        { playerSettingCode: 'LogLevel', inherit: true, unset: false },
      ],
    });
    expect(await screen.findByText('2 settings saved.')).toBeInTheDocument();
  });

  it("shows the server's refusal in a toast, under the save and on the setting it names", async () => {
    serve({
      save: [400, { success: { ok: false, message: 'settings[0].value: must be at most 100' } }],
    });
    renderPage('/player-settings?accountCode=demo-retail');
    await userEvent.click(await screen.findByRole('button', { name: 'Unset Volume' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    // In the toast, under the save, and on the row it names.
    expect(await screen.findAllByText('settings[0].value: must be at most 100')).toHaveLength(3);
    expect(within(rowOf('Volume')).getByText('Default once saved')).toBeInTheDocument();
  });

  it("says 'An error has occured.' for a refused save without a message", async () => {
    serve({ save: [409, {}] });
    renderPage('/player-settings?accountCode=demo-retail');
    await userEvent.click(await screen.findByRole('button', { name: 'Unset Volume' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findAllByText('An error has occured.')).toHaveLength(2);
  });

  it('shows a view-only user the values without a way to change them', async () => {
    serve();
    renderPage('/player-settings?accountCode=demo-retail', 'ViewOnly');
    expect(await screen.findByRole('textbox', { name: 'Volume' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Inherit Volume' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });

  it('asks for a location before showing location settings', async () => {
    const sent = serve();
    renderPage('/player-settings?accountCode=demo-retail&level=Location');
    expect(
      await screen.findByText('Choose a location of the client to see its settings.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Location' })).toHaveAttribute('aria-selected', 'true');
    expect(sent.some((call) => call.address.includes('/playerSettings'))).toBe(false);
  });

  it("marks the built-in definitions and deletes the client's own, saying its values go too", async () => {
    const sent = serve({
      remove: [409, { success: { ok: false, message: 'MenuBoard is being changed; try again.' } }],
    });
    renderPage('/player-settings?accountCode=demo-retail&level=Definitions');
    expect(await screen.findByText('Menu board')).toBeInTheDocument();
    expect(screen.getByText('Built in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Volume' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Menu board' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Delete Menu board? All its values go too: those set for the account, its locations and its players.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete definition' }));
    expect(
      await within(dialog).findByText('MenuBoard is being changed; try again.'),
    ).toBeInTheDocument();
    expect(sent.find((call) => call.method === 'DELETE')?.address).toContain(
      '/playerSettings/MenuBoard/definition/demo-retail',
    );
  });
});
