import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionUserContext } from '@/lib/session/session-user';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { testSupportUser } from '@/test/support-user';
import EndpointErrorsPage from './endpoint-errors-page';
import EndpointsPage from './endpoints-page';

signInApiForEachTest();

const success = { ok: true };
const mail = { id: 'mail', name: 'Mail', direction: 'out', messagesInErrorQueueCount: 2 };
const failedMail = {
  messageId: '0b8f6a3e-2f43-4a51-9d1e-3c1b9a7e5d10',
  account: { accountCode: 'demo-cafe', accountName: 'Demo Cafe' },
  summary: 'Choose a password (to ann@example.com)',
  attempts: 8,
  lastError: 'Connection refused',
  failedAt: '2026-12-01T10:00:00.000Z',
};

interface Served {
  address: string;
  body: unknown;
}

/** The endpoint calls, each answering as given (a status or a body); records what was sent. */
function serve(answers: { list?: number; messages?: number; change?: number } = {}) {
  const requests: Served[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((address: string, init?: RequestInit) => {
      requests.push({ address, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const reply = (status: number, json: unknown) =>
        Promise.resolve(new Response(JSON.stringify(json), { status }));
      const failed = { success: { ok: false, message: 'Refused' } };
      if (address.endsWith('/endpoints')) {
        return answers.list
          ? reply(answers.list, failed)
          : reply(200, { success, Endpoints: [mail] });
      }
      if (address.endsWith('/messagesInErrorQueue')) {
        return answers.messages
          ? reply(answers.messages, failed)
          : reply(200, { success, Messages: [failedMail] });
      }
      if (address.endsWith('/filesInError')) return reply(200, { success, Files: [] });
      return answers.change ? reply(answers.change, failed) : reply(200, { success });
    }),
  );
  return requests;
}

function renderAt(path: string, level: 'AddAndEdit' | 'ViewOnly' = 'AddAndEdit') {
  return renderWithProviders(
    <SessionUserContext.Provider
      value={testSupportUser({ authorisation: { SupportEndpoints: level } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/endpoints" element={<EndpointsPage />} />
          <Route path="/endpoints/:endpointId" element={<EndpointErrorsPage />} />
        </Routes>
      </MemoryRouter>
    </SessionUserContext.Provider>,
  );
}

describe('endpoints page', () => {
  it('lists each endpoint with its error count, opening its error queue', async () => {
    serve();
    renderAt('/endpoints');
    const link = await screen.findByRole('link', { name: 'Mail' });
    expect(link).toHaveAttribute('href', '/endpoints/mail');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Outgoing')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
  });

  it("shows the spec's text when the endpoints cannot be fetched", async () => {
    serve({ list: 500 });
    renderAt('/endpoints');
    expect(
      await screen.findByText('An error has occured when fetching your endpoints'),
    ).toBeInTheDocument();
  });
});

describe('endpoint error queue page', () => {
  it('shows the failed messages and no files in error', async () => {
    serve();
    renderAt('/endpoints/mail');
    const row = (await screen.findByText(failedMail.summary)).closest('tr')!;
    expect(within(row).getByText('Demo Cafe')).toBeInTheDocument();
    expect(within(row).getByText('Connection refused')).toBeInTheDocument();
    expect(screen.getByText('No files in error.')).toBeInTheDocument();
  });

  it('returns a message after asking, naming the endpoint and the message', async () => {
    const requests = serve();
    renderAt('/endpoints/mail');
    const row = (await screen.findByText(failedMail.summary)).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Return' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5_000 });
    expect(requests).toContainEqual({
      address: '/support/api/endpoints/returnMessageToSourceQueue',
      body: { endpointId: 'mail', messageId: failedMail.messageId },
    });
  });

  it("keeps the dialog open with the spec's text when a delete fails", async () => {
    serve({ change: 404 });
    renderAt('/endpoints/mail');
    const row = (await screen.findByText(failedMail.summary)).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(
        'An error has occured when deleting your message from error queue',
      ),
    ).toBeInTheDocument();
  });

  it('offers no actions to a viewer, and says when the messages cannot be fetched', async () => {
    serve({ messages: 500 });
    renderAt('/endpoints/mail', 'ViewOnly');
    expect(
      await screen.findByText(
        'An error has occured when fetching your endpoint messages in error queue',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return' })).toBeNull();
  });
});
