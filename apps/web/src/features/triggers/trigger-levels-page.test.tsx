import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInApiForEachTest } from '@/test/signed-in-api';
import TriggerLevelsPage from './trigger-levels-page';
import { accountTrigger, renderAt, serve, success } from './triggers-test-server';

signInApiForEachTest();

const trigger = accountTrigger('t1', 'Morning');
const effective = { from: 'Account', isEnabled: true, setting: trigger.setting };
const harbour = {
  locationCode: 'l1',
  locationName: 'Harbour',
  state: 'Default',
  setting: null,
  effective,
};
const square = {
  locationCode: 'l2',
  locationName: 'Square',
  state: 'Disabled',
  setting: null,
  effective: { ...effective, from: 'Location', isEnabled: false },
};
const counter = {
  playerCode: 'p1',
  playerName: 'Counter',
  locationCode: 'l1',
  state: 'Explicit',
  setting: trigger.setting,
  effective: { ...effective, from: 'Player' },
};

function serveLevels() {
  return serve(({ address, method }) => {
    if (method === 'GET' && address === '/api/triggers/t1')
      return { status: 200, json: { success, accountTrigger: trigger } };
    if (address === '/api/triggers/locations/t1')
      return { status: 200, json: { success, locations: [harbour, square] } };
    if (address === '/api/triggers/players/t1/l1' && method === 'GET')
      return { status: 200, json: { success, players: [counter] } };
    if (address === '/api/triggers/players/t1/l1')
      return {
        status: 400,
        json: {
          success: { ok: false, message: 'setting.dayparts[0].weekdayEndTime: must be HH:MM' },
        },
      };
    if (address.endsWith('/remove') || address.endsWith('/restore'))
      return { status: 200, json: { success, location: harbour, player: counter } };
    return undefined;
  });
}

describe("a trigger's locations and screens", () => {
  it("shows each location's state and disables or restores it", async () => {
    const requests = serveLevels();
    renderAt(<TriggerLevelsPage />, {
      name: 'LocationsTriggerView',
      path: '/triggers/locations/:triggerCode/:triggerName?',
      entry: '/triggers/locations/t1/Morning',
    });
    const table = await screen.findByRole('table', { name: 'Locations' });
    const harbourRow = within(table).getByText('Harbour').closest('tr') as HTMLElement;
    expect(within(harbourRow).getByText('Default (account setting)')).toBeInTheDocument();
    const squareRow = within(table).getByText('Square').closest('tr') as HTMLElement;
    expect(within(squareRow).getByText('Disabled')).toBeInTheDocument();
    expect(within(squareRow).getByText('Never active')).toBeInTheDocument();
    await userEvent.click(within(harbourRow).getByRole('button', { name: 'Disable' }));
    await userEvent.click(
      within(squareRow).getByRole('button', { name: 'Restore to account setting' }),
    );
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.address, r.body])).toEqual([
      ['/api/triggers/locations/t1/remove', { locationCode: 'l1' }],
      ['/api/triggers/locations/t1/restore', { locationCode: 'l2' }],
    ]);
  });

  it("edits a screen's own setting, showing the server's refusal at its field", async () => {
    const requests = serveLevels();
    renderAt(<TriggerLevelsPage />, {
      name: 'PlayersTriggerView',
      path: '/triggers/players/:locationName/:locationCode/:triggerCode',
      entry: '/triggers/players/Harbour/l1/t1',
    });
    const table = await screen.findByRole('table', { name: 'Screens' });
    const row = within(table).getByText('Counter').closest('tr') as HTMLElement;
    expect(within(row).getByText('Explicit')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Restore to location setting' }),
    ).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setting for Counter' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must be HH:MM')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      playerCode: 'p1',
      setting: trigger.setting,
    });
  });
});
