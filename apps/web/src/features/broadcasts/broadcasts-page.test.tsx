import type { BroadcastListItem } from '@marquee/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PermissionLevel } from '@marquee/domain';
import { renderPage } from '@/test/render-page';
import { signInApiForEachTest } from '@/test/signed-in-api';
import BroadcastsPage from './broadcasts-page';

signInApiForEachTest();

const item = (
  broadcastCode: string,
  broadcastType: 'Standard' | 'Campaign',
): BroadcastListItem => ({
  broadcastCode,
  broadcastName: `${broadcastType} ${broadcastCode}`,
  broadcastType,
  status: 'Confirmed',
  scheduleStatus: 'Always',
  playStatus: 'Playing',
  periods: [],
  numScreens: 2,
  category: null,
  createdBy: 'Ada Lind',
  modifiedDateTime: '2026-03-01T08:00:00.000Z',
});

function renderList(authorisation: Record<string, PermissionLevel>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            success: { ok: true },
            Broadcasts: [item('B1', 'Standard'), item('B2', 'Campaign')],
            hasMore: false,
          }),
        ),
      ),
    ),
  );
  renderPage({
    page: <BroadcastsPage />,
    routeName: 'Broadcast',
    titleKey: 'routes.broadcast',
    path: '/broadcast',
    address: '/broadcast',
    authorisation,
    others: [
      { path: '/campaign/new/details', element: <p>New campaign</p> },
      { path: '/broadcast/new/details', element: <p>Broadcast editor</p> },
      { path: '/campaign/:code/:name/details', element: <p>Campaign editor</p> },
    ],
  });
}

describe('the broadcasts list', () => {
  it('shows each broadcast’s type and opens a campaign in the campaign editor', async () => {
    renderList({ Broadcast: 'AddAndEdit', CampaignBuilder: 'AddAndEdit' });
    expect(await screen.findByRole('columnheader', { name: /Type/ })).toBeInTheDocument();
    expect(await screen.findByText('Standard')).toBeInTheDocument();
    expect(screen.getByText('Campaign')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Campaign B2' }));
    expect(await screen.findByText('Campaign editor')).toBeInTheDocument();
  });

  it('adds a broadcast or a campaign from the add menu', async () => {
    renderList({ Broadcast: 'AddAndEdit', CampaignBuilder: 'AddAndEdit' });
    // The menu opens once the list has drawn, which would otherwise close it.
    await screen.findByText('Standard B1');
    await userEvent.click(screen.getByRole('button', { name: 'Add new' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Broadcast')).toBeInTheDocument();
    await userEvent.click(within(menu).getByText('Campaign'));
    expect(await screen.findByText('New campaign')).toBeInTheDocument();
  });

  it('offers no campaign without CampaignBuilder edit', async () => {
    renderList({ Broadcast: 'AddAndEdit' });
    await screen.findByText('Campaign B2');
    // A campaign's row offers no actions either; a broadcast's does.
    expect(screen.queryByRole('button', { name: 'Options for Campaign B2' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add new' }));
    expect(await screen.findByText('Broadcast editor')).toBeInTheDocument();
  });
});
