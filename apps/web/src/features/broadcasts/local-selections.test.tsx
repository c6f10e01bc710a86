import type { BroadcastListItem } from '@marquee/contracts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ShellUser } from '@/lib/session/shell-user';
import { type ApiRequest, serveBroadcast, testBroadcast } from '@/test/broadcast-api';
import { renderPage } from '@/test/render-page';
import { signInApiForEachTest } from '@/test/signed-in-api';
import BroadcastEditorPage from './broadcast-editor-page';
import BroadcastsPage from './broadcasts-page';
import LocalSelectionsPage from './local-selections-page';

signInApiForEachTest();

const success = { ok: true };
const selection: BroadcastListItem = {
  broadcastCode: 'b1',
  broadcastName: 'Menu board',
  broadcastType: 'Standard',
  status: 'Confirmed',
  scheduleStatus: 'Always',
  playStatus: 'Playing',
  periods: [],
  numScreens: 2,
  category: null,
  createdBy: 'Ada Lind',
  modifiedDateTime: '2026-11-01T10:00:00.000Z',
};

/** The local selection Menu board as its editor reads it. */
const saved = testBroadcast({
  broadcastCode: 'b1',
  broadcastName: 'Menu board',
  isInteractive: true,
});

/** The calls the pages make; lists answer `listed` (or fail with `listStatus`), and no save is taken. */
function serve(listed: BroadcastListItem[], listStatus = 200) {
  return serveBroadcast(saved, ({ path, method }) => {
    if (path === '/api/broadcasts' && method === 'GET') {
      return listStatus === 200
        ? { json: { success, Broadcasts: listed, TotalCount: listed.length, hasMore: false } }
        : { json: {}, status: listStatus };
    }
    if (path === '/api/broadcasts/b1/preview/zone') {
      return { json: { success, timeZone: 'Europe/Stockholm' } };
    }
    if (path === '/api/playerformats/') return { json: { success, PlayerFormats: [] } };
    if (path === '/api/broadcasts')
      return { json: { success: { ok: false, message: 'no' } }, status: 400 };
    return { json: { success, layers: [], Players: [], TotalCount: 0, hasMore: false } };
  });
}

/** Where the page led: the address of the page now shown. */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

type Authorisation = ShellUser['authorisation'];

const open = (address: string, page: ReactElement, authorisation: Authorisation) =>
  renderPage({
    page,
    routeName: 'LocalSelections',
    titleKey: 'routes.localSelections',
    path: address.split('?')[0]!,
    address,
    authorisation,
    others: [{ path: '*', element: <Address /> }],
  });

const editor: Authorisation = { Broadcast: 'AddAndEdit', InteractiveBroadcasts: 'AddAndEdit' };
const listAddresses = (requests: ApiRequest[]) =>
  requests
    .filter((r) => r.method === 'GET' && r.address.startsWith('/api/broadcasts?'))
    .map((r) => new URL(r.address, 'http://x').searchParams.get('IsInteractive'));

describe('local selections', () => {
  it('lists only the interactive broadcasts, and /broadcast only the others', async () => {
    const requests = serve([selection]);
    open('/localselections', <LocalSelectionsPage />, editor);
    expect(await screen.findByText('Menu board')).toBeInTheDocument();
    expect(listAddresses(requests)).toEqual(['true']);
    expect(screen.getByRole('tab', { name: 'My local selections' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'My broadcasts' })).not.toBeInTheDocument();
    // A local selection is never a campaign: no Type column.
    expect(screen.queryByRole('columnheader', { name: /^Type/ })).not.toBeInTheDocument();
    requests.length = 0;
    open('/broadcast', <BroadcastsPage />, editor);
    await screen.findAllByText('Menu board');
    expect(screen.getAllByRole('columnheader', { name: /^Type/ }).length).toBeGreaterThan(0);
    expect(listAddresses(requests)).toEqual(['false']);
  });

  it('says so when the list cannot be loaded', async () => {
    serve([], 503);
    open('/localselections', <LocalSelectionsPage />, editor);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The local selections could not be loaded.',
    );
  });

  it('adds a new one in the broadcast editor in interactive mode', async () => {
    serve([]);
    open('/localselections', <LocalSelectionsPage />, editor);
    await userEvent.click(await screen.findByRole('button', { name: 'New local selection' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/broadcast/new/details?interactive=1');
  });

  it('offers no add to a user who may only view local selections', async () => {
    serve([]);
    open('/localselections', <LocalSelectionsPage />, {
      Broadcast: 'AddAndEdit',
      InteractiveBroadcasts: 'ViewOnly',
    });
    expect(await screen.findByText('No local selections yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New local selection' })).not.toBeInTheDocument();
  });
});

describe('the broadcast editor in interactive mode', () => {
  it('gives a new local selection an idle timeout of 5 to 600 seconds, 30 to start with', async () => {
    serve([]);
    open('/broadcast/new/details?interactive=1', <BroadcastEditorPage />, editor);
    const timeout = await screen.findByRole('textbox', { name: 'Idle timeout (seconds)' });
    expect(timeout).toHaveValue('30');
    expect(screen.queryByRole('textbox', { name: 'Broadcast name' })).not.toBeInTheDocument();
    expect(screen.getByTestId('draft-notice')).toHaveTextContent(
      'A new local selection is saved as a draft',
    );
    const name = screen.getByRole('textbox', { name: 'Local selection name' });
    fireEvent.change(name, { target: { value: 'Kiosk' } });
    fireEvent.change(timeout, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter whole seconds from 5 to 600.')).toBeInTheDocument();
    fireEvent.change(timeout, { target: { value: '90' } });
    expect(screen.queryByText('Enter whole seconds from 5 to 600.')).not.toBeInTheDocument();
  });

  it('shows no idle timeout for a plain broadcast', async () => {
    serve([]);
    open('/broadcast/new/details', <BroadcastEditorPage />, editor);
    await screen.findByRole('textbox', { name: 'Broadcast name' });
    expect(screen.queryByText('Idle timeout (seconds)')).not.toBeInTheDocument();
  });

  it("calls a saved local selection's preview one", async () => {
    serve([]);
    renderPage({
      page: <BroadcastEditorPage />,
      routeName: 'LocalSelections',
      titleKey: 'routes.localSelections',
      path: '/broadcast/:broadcastCode/details',
      address: '/broadcast/b1/details?interactive=1',
      authorisation: editor,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByText(/The local selection plays in the account's time zone/),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Play as at (Europe/Stockholm)')).toBeInTheDocument();
  });
});
