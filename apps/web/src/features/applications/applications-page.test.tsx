import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionUserContext } from '@/lib/session/session-user';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { testSupportUser } from '@/test/support-user';
import ApplicationsPage from './applications-page';

signInApiForEachTest();

const success = { ok: true };
const statuses = ['Campaigns', 'Triggers'].map((applicationCode) => ({
  applicationCode,
  applicationName: applicationCode,
  isEnabled: applicationCode === 'Campaigns',
  accountCode: 'demo-cafe',
}));
const featureFlags = {
  releasePlayer: true,
  downloadSignPreview: true,
  createWebPageSign: true,
  allowAllFormatsInPlaylist: true,
  enableAuth: true,
};

/** The support backend: Demo Cafe's applications; a flag change answers 403. */
function serve() {
  const puts: { address: string; body: unknown }[] = [];
  const answer = (json: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(json), { status }));
  vi.stubGlobal(
    'fetch',
    vi.fn((address: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        puts.push({ address, body: JSON.parse(String(init.body)) });
        if (address.endsWith('/featureFlags')) {
          return answer({ success: { ok: false, message: 'Not allowed here.' } }, 403);
        }
        return answer({ success, status: { ...statuses[1], isEnabled: true } });
      }
      if (address.includes('/applications')) return answer({ success, statuses, featureFlags });
      return answer({ success, clients: [], hasMore: false });
    }),
  );
  return puts;
}

function renderPage() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/applications?accountCode=demo-cafe']}>
      <SessionUserContext.Provider
        value={testSupportUser({ authorisation: { SupportApplications: 'AddAndEdit' } })}
      >
        <ApplicationsPage />
      </SessionUserContext.Provider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('applications page', () => {
  it('opens the client of the address and switches an application of it', async () => {
    const puts = serve();
    renderPage();
    const triggers = await screen.findByRole('switch', { name: 'Triggers' });
    expect(triggers).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Campaigns' })).toBeChecked();
    await userEvent.click(triggers);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.body).toMatchObject({
      accountCode: 'demo-cafe',
      applicationCode: 'Triggers',
      isEnabled: true,
    });
  });

  it('shows why a flag could not be saved', async () => {
    serve();
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Users may release screens' }));
    expect(
      await screen.findByText('An error has occured when saving your feature flags'),
    ).toBeInTheDocument();
    expect(screen.getByText('Not allowed here.')).toBeInTheDocument();
  });
});
