import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionUserContext } from '@/lib/session/session-user';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { testSupportUser } from '@/test/support-user';
import AlarmsPage from './alarms-page';

signInApiForEachTest();

const success = { ok: true };
const alarm = {
  id: 'alarm-1',
  kind: 'alarm',
  reason: 'noContact',
  statusLevel: null,
  account: { accountCode: 'demo-cafe', accountName: 'Demo Cafe' },
  player: { playerCode: 'lobby', name: 'Lobby' },
  subject: 'Alarm: Lobby has had no contact since 2026-12-01 10:00',
  createdAt: '2026-12-01T10:15:00.000Z',
};
const detail = {
  ...alarm,
  text: 'The screen Lobby of Demo Cafe has not been in contact since 2026-12-01 10:00 (UTC).',
  alarmId: 'alarm-1',
  deliveries: [
    {
      channel: 'webhook',
      target: 'https://hooks.example.com/alarms',
      state: 'failed',
      attempts: 1,
      lastError: 'The webhook answered 410',
      deliveredAt: null,
      createdAt: '2026-12-01T10:15:00.000Z',
    },
  ],
};

/** The alarm calls, answering as given; records what was asked. */
function serve(answers: { list?: number; change?: number } = {}) {
  const requests: { address: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((address: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      requests.push({ address, method });
      const reply = (status: number, json: unknown) =>
        Promise.resolve(new Response(JSON.stringify(json), { status }));
      const failed = { success: { ok: false, message: 'Refused' } };
      if (address.startsWith('/support/api/externalMessages?')) {
        return answers.list
          ? reply(answers.list, failed)
          : reply(200, { success, ExternalMessages: [alarm], hasMore: false });
      }
      if (method !== 'GET' && answers.change) return reply(answers.change, failed);
      if (method === 'DELETE') return reply(200, { success });
      return reply(200, { success, ExternalMessage: detail });
    }),
  );
  return requests;
}

function renderPage(level: 'AddAndEdit' | 'ViewOnly' = 'AddAndEdit') {
  return renderWithProviders(
    <SessionUserContext.Provider
      value={testSupportUser({ authorisation: { SupportAlarms: level } })}
    >
      <MemoryRouter initialEntries={['/alarms']}>
        <AlarmsPage />
      </MemoryRouter>
    </SessionUserContext.Provider>,
  );
}

describe('alarms page', () => {
  it('lists alarms and opens one with its deliveries and their states', async () => {
    serve();
    renderPage();
    const row = (await screen.findByText(alarm.subject)).closest('tr')!;
    expect(within(row).getByText('Demo Cafe')).toBeInTheDocument();
    expect(within(row).getByText('Lobby')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: alarm.subject }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(detail.text)).toBeInTheDocument();
    expect(within(drawer).getByText('https://hooks.example.com/alarms')).toBeInTheDocument();
    expect(within(drawer).getByText('Failed')).toBeInTheDocument();
    expect(within(drawer).getByText('The webhook answered 410')).toBeInTheDocument();
  });

  it('resends from the details and deletes after asking', async () => {
    const requests = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: alarm.subject }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Resend' }));
    await vi.waitFor(() =>
      expect(requests).toContainEqual({
        address: '/support/api/externalMessages/alarm-1/resend',
        method: 'POST',
      }),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const ask = (await screen.findAllByRole('dialog')).find((dialog) =>
      within(dialog).queryByText('Delete alarm'),
    )!;
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(requests).toContainEqual({
        address: '/support/api/externalMessages/alarm-1',
        method: 'DELETE',
      }),
    );
  });

  it("keeps the question open with the spec's kind of text when a delete fails", async () => {
    serve({ change: 404 });
    renderPage();
    const row = (await screen.findByText(alarm.subject)).closest('tr')!;
    await userEvent.click(
      within(row).getByRole('button', { name: `Options for ${alarm.subject}` }),
    );
    await userEvent.click(await screen.findByText('Delete'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('An error has occured when deleting your alarm'),
    ).toBeInTheDocument();
  });

  it('offers a viewer no resend, and says when the alarms cannot be fetched', async () => {
    serve({ list: 500 });
    renderPage('ViewOnly');
    expect(
      await screen.findByText('An error has occured when fetching your alarms'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });
});
