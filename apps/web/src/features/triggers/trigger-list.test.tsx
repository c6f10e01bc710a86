import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { TriggerList } from './trigger-list';
import { accountTrigger, renderAt, serve, success } from './triggers-test-server';

signInApiForEachTest();

const morning = accountTrigger('t1', 'Morning', {
  isActiveNow: true,
  usedBy: [{ broadcastCode: 'b1', broadcastName: 'Breakfast' }],
});
const alarm = accountTrigger('t2', 'Fire alarm', {
  trigger: {
    name: 'Fire alarm',
    triggerGroup: 'External',
    actionType: 'Interrupt',
    variableName: 'fire',
    activeValue: 'on',
  },
  setting: { value: 'off' },
  isEnabled: false,
});
const key = {
  keyCode: 'k1',
  name: 'Alarm panel',
  keyPrefix: 'mq_ab12',
  createdAt: '2026-11-01T10:00:00.000Z',
  revokedAt: null,
};

function serveTriggers() {
  return serve(({ address, method }) => {
    if (address.startsWith('/api/triggers/keys')) {
      if (method === 'POST')
        return {
          status: 201,
          json: {
            success,
            key: { ...key, keyCode: 'k2', name: 'Till' },
            apiKey: 'mq_secret_once',
          },
        };
      return { status: 200, json: { success, keys: [key] } };
    }
    if (address.startsWith('/api/triggers/account')) {
      const group = new URL(address, 'http://x').searchParams.get('TriggerGroup');
      const all = [morning, alarm];
      return {
        status: 200,
        json: {
          success,
          accountTriggers: all.filter((t) => !group || t.trigger.triggerGroup === group),
          hasMore: false,
        },
      };
    }
    return undefined;
  });
}

const renderList = (entry = '/triggers') =>
  renderAt(<TriggerList />, { name: 'TriggerView', path: '/triggers', entry });

const rowOf = async (name: string) =>
  (await screen.findByRole('button', { name })).closest('tr') as HTMLElement;

describe('the trigger list', () => {
  it('lists each trigger with its type, action, state and uses', async () => {
    serveTriggers();
    renderList();
    const row = await rowOf('Morning');
    expect(within(row).getByText('Dayparts')).toBeInTheDocument();
    expect(within(row).getByText('Play')).toBeInTheDocument();
    expect(within(row).getByText('Active now')).toBeInTheDocument();
    expect(within(row).getByText('1 broadcast')).toBeInTheDocument();
    const other = await rowOf('Fire alarm');
    expect(within(other).getByText('Disabled')).toBeInTheDocument();
    expect(within(other).getByText('Interrupt')).toBeInTheDocument();
  });

  it("asks for the tab's group only", async () => {
    const requests = serveTriggers();
    renderList('/triggers?filter=external');
    expect(await rowOf('Fire alarm')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Morning' })).not.toBeInTheDocument();
    const asked = requests.filter((r) => r.address.startsWith('/api/triggers/account'));
    expect(asked.every((r) => r.address.includes('TriggerGroup=External'))).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(await rowOf('Morning')).toBeInTheDocument();
  });

  it('shows a new API key once, with a copy button and a call that uses it', async () => {
    const requests = serveTriggers();
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Add API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Till');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('mq_secret_once')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        /curl -X PUT -H 'X-Api-Key: mq_secret_once'.*\/api\/triggers\/external\/<variableName>/,
      ),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Till' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add API key' }));
    const again = await screen.findByRole('dialog', { name: 'New API key' });
    expect(within(again).queryByText('mq_secret_once')).not.toBeInTheDocument();
  });

  it('revokes a key only after confirming', async () => {
    const requests = serveTriggers();
    renderList();
    const keys = await screen.findByRole('table', { name: 'API keys' });
    await userEvent.click(within(keys).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke API key' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('API key revoked.');
    expect(requests.find((r) => r.method === 'DELETE')?.address).toBe('/api/triggers/keys/k1');
  });
});
