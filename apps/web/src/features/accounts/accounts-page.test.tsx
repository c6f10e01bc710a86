import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionUserContext } from '@/lib/session/session-user';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { testSupportUser } from '@/test/support-user';
import AccountsPage from './accounts-page';
import { overviewPreferencesKey } from './overview-preferences';

signInApiForEachTest();

const supportUser = (email: string) =>
  testSupportUser({ email, authorisation: { SupportAccounts: 'AddAndEdit' } });

const size = { count: 2, isExact: true };
const cafe = {
  clientCode: 'demo-cafe',
  clientName: 'Demo Cafe',
  businessType: null,
  isActive: true,
  screens: size,
  locations: size,
  isSupportAccessEnabled: true,
};
const playerRow = (playerCode: string, name: string) => ({
  accountCode: 'demo-cafe',
  accountName: 'Demo Cafe',
  playerCode,
  name,
  locationCode: null,
  locationName: 'Counter',
  status: { kind: 'online', noContactForMs: null, reasons: [], customText: null, isFake: false },
  lastHeartbeatAt: null,
  resolution: '1920x1080',
  os: null,
  playerVersion: '1.2.0',
  ipAddress: '192.0.2.10',
  nextEmptyTimestamp: null,
  errors: [],
  isAccountSupportAccessEnabled: true,
});
const success = { ok: true };

interface Request {
  address: string;
  body: { searchText?: string; orderBy?: string; SkipItemsInResult?: number };
  signal: AbortSignal | undefined;
}

/**
 * The support backend's overview calls: the players of Demo Cafe in pages of two, whose second
 * page repeats the first page's last player; a search for "slow" never answers.
 */
function serve(account = cafe) {
  const requests: Request[] = [];
  const fetch = vi.fn((address: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Request['body'];
    requests.push({ address, body, signal: init?.signal ?? undefined });
    const answer = (json: unknown) => Promise.resolve(new Response(JSON.stringify(json)));
    if (body.searchText === 'slow') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
      );
    }
    if (address.endsWith('/getSupportUserAccessToken')) {
      return answer({ success, accessToken: 'support.token.here', expiresIn: 600 });
    }
    if (address.endsWith('/accounts/accountsoverview')) {
      return answer({ success, accounts: [account], hasMore: false });
    }
    if (address.endsWith('/accounts/searchplayers')) {
      const first = (body.SkipItemsInResult ?? 0) === 0;
      return answer({
        success,
        accountsAndPlayers: first
          ? [playerRow('p1', 'Cafe counter'), playerRow('p2', 'Cafe window')]
          : [playerRow('p2', 'Cafe window'), playerRow('p3', 'Cafe terrace')],
        hasMore: first,
      });
    }
    return answer({ success: { ok: false, message: `unexpected ${address}` } });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

function renderPage(email = 'sam@example.com') {
  return renderWithProviders(
    <MemoryRouter>
      <SessionUserContext.Provider value={supportUser(email)}>
        <AccountsPage />
      </SessionUserContext.Provider>
    </MemoryRouter>,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('account overview', () => {
  it('shows every column and the players nested under their account by default', async () => {
    serve();
    renderPage();
    await screen.findByRole('link', { name: 'Cafe counter' });
    expect(headers()).toEqual(
      expect.arrayContaining([
        'Screen',
        'Account',
        'IP address',
        'MAC address',
        'Operating system',
        'Firmware',
        'Resolution',
        'Status',
        'Component status',
        'Error',
        'Relevant info',
        'Locations',
        'Location',
        'Support login',
        'Screens',
        'Playlist empty from',
        'Player version',
      ]),
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).queryAllByRole('link')[0]?.textContent)).toEqual([
      'Demo Cafe',
      'Cafe counter',
      'Cafe window',
    ]);
    expect(within(rows[1]!).getByText('192.0.2.10')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Account view' })).toHaveValue('Players');
    expect(screen.getByRole('radio', { name: 'Nested' })).toBeChecked();
  });

  it('appends the next page by skip without listing a player twice', async () => {
    const requests = serve();
    renderPage();
    await screen.findByRole('link', { name: 'Cafe window' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Cafe terrace' });
    expect(screen.getAllByRole('link', { name: 'Cafe window' })).toHaveLength(1);
    const pages = requests.filter((r) => r.address.endsWith('/searchplayers'));
    expect(pages.map((r) => r.body.SkipItemsInResult)).toEqual([0, 2]);
  });

  it("keeps each user's column choice", async () => {
    const user = userEvent.setup();
    serve();
    const first = renderPage('ann@example.com');
    await screen.findByRole('link', { name: 'Cafe counter' });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu', { name: 'Columns' });
    await user.click(within(menu).getByLabelText('MAC address'));
    expect(headers()).not.toContain('MAC address');
    first.unmount();

    const again = renderPage('ann@example.com');
    await screen.findByRole('link', { name: 'Cafe counter' });
    expect(headers()).not.toContain('MAC address');
    again.unmount();

    renderPage('bob@example.com');
    await screen.findByRole('link', { name: 'Cafe counter' });
    expect(headers()).toContain('MAC address');
    // Three renders of an 18-column table take a while on a busy machine.
  }, 20_000);

  it('lists players flat with their account when the user chose so', async () => {
    localStorage.setItem(
      overviewPreferencesKey('sam@example.com'),
      JSON.stringify({ view: 'PlayerFormatView', layout: 'flat' }),
    );
    const requests = serve();
    renderPage();
    const player = await screen.findByRole('link', { name: 'Cafe counter' });
    expect(player.closest('tr')).toHaveTextContent('Demo Cafe');
    expect(screen.getByRole('radio', { name: 'Flat' })).toBeChecked();
    // Flat players are asked for by account, then by their own name, as the arrow says.
    const sorted = screen.getAllByRole('columnheader').filter((h) => h.hasAttribute('aria-sort'));
    expect(sorted.map((header) => header.textContent)).toEqual(['Account']);
    const asked = requests.filter((request) => request.address.endsWith('searchplayers'));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((request) => request.body.orderBy === 'accountName')).toBe(true);
  });

  it('cancels the running search when a new one starts, and logs it', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const requests = serve();
    renderPage();
    await screen.findByRole('link', { name: 'Cafe counter' });
    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.type(search, 'slow');
    await waitFor(() =>
      expect(
        requests.some((r) => r.body.searchText === 'slow' && r.address.endsWith('players')),
      ).toBe(true),
    );
    await user.clear(search);
    await user.type(search, 'cafe');
    await waitFor(() => expect(requests.some((r) => r.body.searchText === 'cafe')).toBe(true));
    const slow = requests.filter((r) => r.body.searchText === 'slow');
    await waitFor(() => expect(slow.every((r) => r.signal?.aborted)).toBe(true));
    expect(warn).toHaveBeenCalledWith('Request canceled, triggered by new search');
    expect(await screen.findByRole('link', { name: 'Cafe counter' })).toBeInTheDocument();
  });

  it('keeps the support login of an account whose support access is off, and says why', async () => {
    const requests = serve({ ...cafe, isSupportAccessEnabled: false });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage();
    const login = await screen.findByRole('button', { name: 'Open Demo Cafe as a support user' });
    expect(login).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(login);
    expect(open).not.toHaveBeenCalled();
    expect(requests.some((request) => request.address.includes('getSupportUserAccessToken'))).toBe(
      false,
    );
    await userEvent.hover(login);
    expect(
      await screen.findByText('Support access is turned off for this account.'),
    ).toBeInTheDocument();
  });

  it('opens an account whose support access is on', async () => {
    serve();
    const tab = { location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPage();
    const login = await screen.findByRole('button', { name: 'Open Demo Cafe as a support user' });
    expect(login).not.toHaveAttribute('aria-disabled');
    await userEvent.click(login);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() =>
      expect(tab.location.href).toBe('/logins/demo-cafe#access_token=support.token.here'),
    );
  });
});
