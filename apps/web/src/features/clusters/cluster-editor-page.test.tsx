import type { PlayerListItem } from '@marquee/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render-page';
import { signInApiForEachTest } from '@/test/signed-in-api';
import ClusterEditorPage from './cluster-editor-page';

signInApiForEachTest();

const success = { ok: true };
const cluster = {
  clusterCode: 'c1',
  clusterName: 'North',
  playerCount: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
  modifiedAt: '2026-11-01T10:00:00.000Z',
  playerCodes: ['p1'],
  locations: [{ locationCode: 'l1', name: 'Harbour' }],
  players: [
    { playerCode: 'p1', name: 'Window', locationCode: null, isListed: true },
    { playerCode: 'p2', name: 'Counter', locationCode: 'l1', isListed: false },
  ],
};
const listed = (name: string, playerCode: string): PlayerListItem => ({
  id: playerCode,
  playerCode,
  name,
  mountedDirection: 'Landscape',
  playsToday: 0,
  playerFormatCode: 'f-1',
  playerFormatName: 'Full HD',
  locationCode: null,
  locationName: null,
  tags: [],
  layers: [],
  showNameInfo: false,
  status: { kind: 'online', noContactForMs: null, reasons: [], customText: null, isFake: false },
  lastHeartbeatAt: null,
});

interface Request {
  address: string;
  method: string;
  body: unknown;
}

/** The cluster calls; writes are refused with the given answer. */
function serve(refusal: { status: number; message: string }) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((address: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ address, method, body });
      const reply = (status: number, json: unknown) =>
        Promise.resolve(new Response(JSON.stringify(json), { status }));
      if (address.startsWith('/api/players/search')) {
        return reply(200, {
          success,
          Players: [listed('Counter', 'p2'), listed('Window', 'p1')],
          TotalCount: 2,
          hasMore: false,
        });
      }
      if (method === 'GET') return reply(200, { success, cluster });
      return reply(refusal.status, { success: { ok: false, message: refusal.message } });
    }),
  );
  return requests;
}

const renderEditor = () =>
  renderPage({
    page: <ClusterEditorPage />,
    routeName: 'ClusterDetails',
    titleKey: 'routes.clusterDetails',
    path: '/broadcast/clusters/:clusterCode/:clusterName?',
    address: '/broadcast/clusters/c1/North',
    authorisation: { PlayerClusters: 'AddAndEdit' },
    others: [{ path: '/broadcast/clusters', element: <p>The list</p> }],
  });

describe('the cluster editor', () => {
  it('shows what the cluster lists and the screens it resolves to', async () => {
    serve({ status: 409, message: 'clusterName: Name is already taken.' });
    renderEditor();
    expect(await screen.findByDisplayValue('North')).toBeInTheDocument();
    const members = screen.getByRole('region', { name: 'Screens and locations' });
    expect(within(members).getByText('Window')).toBeInTheDocument();
    expect(within(members).getByText('Harbour')).toBeInTheDocument();
    const resolved = await screen.findByRole('table', { name: 'Screens in this cluster' });
    expect(within(resolved).getByText('Counter')).toBeInTheDocument();
    expect(within(resolved).getByText('Window')).toBeInTheDocument();
    expect(screen.getByText('2 screens in this cluster')).toBeInTheDocument();
  });

  it('shows a taken name on the name field', async () => {
    const requests = serve({ status: 409, message: 'clusterName: Name is already taken.' });
    renderEditor();
    const name = await screen.findByDisplayValue('North');
    await userEvent.clear(name);
    await userEvent.type(name, 'South');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is already taken.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      clusterName: 'South',
      playerCodes: ['p1'],
      locationCodes: ['l1'],
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    serve({ status: 409, message: 'clusterName: Name is already taken.' });
    renderEditor();
    await userEvent.type(await screen.findByDisplayValue('North'), ' side');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    const asked = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(asked).getByRole('button', { name: "Don't save" }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });

  it('deletes only after confirming, showing why the server refused', async () => {
    serve({ status: 409, message: "This cluster is used by 'Summer'; remove it there first." });
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete cluster' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(confirm).findByText("This cluster is used by 'Summer'; remove it there first."),
    ).toBeInTheDocument();
  });
});
