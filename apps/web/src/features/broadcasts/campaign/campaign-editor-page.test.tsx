import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveBroadcast, testBroadcast, testBroadcastGroup } from '@/test/broadcast-api';
import { renderPage } from '@/test/render-page';
import { signInApiForEachTest } from '@/test/signed-in-api';
import CampaignEditorPage from './campaign-editor-page';

signInApiForEachTest();

const success = { ok: true };
const trigger = { triggerCode: 'tr1', playWhen: 'Inactive' as const };
const mediaRow = (mediaCode: string, orderN: number) => ({
  broadcastMediaCode: `bm-${mediaCode}`,
  mediaCode,
  displayName: `Poster ${mediaCode}`,
  mediaType: 'Photo',
  orderN,
  duration: '00:00:10',
  status: 'playing' as const,
  periods: [
    {
      periodCode: `p-${mediaCode}`,
      startDateTime: '2026-03-02T00:00:00',
      endDateTime: '2026-03-08T23:59:59',
      dayOfWeeks: 127,
      weekdayStartTime: null,
      weekdayEndTime: null,
    },
  ],
  trigger,
});
const group = (key: string, media: ReturnType<typeof mediaRow>[], tagCodes: string[]) =>
  testBroadcastGroup({
    code: `G-${key}`,
    key,
    name: `Row ${key}`,
    filter: {
      condition: tagCodes.length
        ? {
            operator: 'AND',
            subNodes: [{ nodeType: 'Tags', nodeKey: 'Tags', codes: tagCodes, codeCondition: 'In' }],
          }
        : null,
      conditionLookups: tagCodes.map((code) => ({ code, name: 'Window', attributes: [] })),
      fixedPlayerList: [],
    },
    media,
  });
const campaign = testBroadcast({
  broadcastName: 'Spring',
  broadcastType: 'Campaign',
  groups: [group('r1', [mediaRow('m1', 0), mediaRow('m2', 1)], ['t1']), group('r2', [], [])],
});

/**
 * The calls the editor makes: a row with a tag reaches 3 screens, one without none. A call to a
 * path in `failing` fails as an unavailable server does.
 */
function serve(failing: string[] = []) {
  return serveBroadcast(campaign, ({ path, method, body }) => {
    if (failing.includes(path)) {
      return { json: { success: { ok: false, message: 'Service unavailable' } }, status: 503 };
    }
    if (path === '/api/layers') {
      return {
        json: {
          success,
          layers: [],
          hasPlayoutsWithMultiLayers: false,
          TotalCount: 0,
          hasMore: false,
        },
      };
    }
    if (path === '/api/broadcasts/players') {
      return {
        json: { success, Players: [], TotalCount: body?.Condition ? 3 : 0, hasMore: false },
      };
    }
    if (method === 'PUT') return { json: { success, broadcast: { ...campaign, version: '2' } } };
    return undefined;
  });
}

const renderEditor = () =>
  renderPage({
    page: <CampaignEditorPage />,
    routeName: 'CampaignDetails',
    titleKey: 'routes.campaignDetails',
    path: '/campaign/:broadcastCode/:broadcastName/details',
    address: '/campaign/B1/Spring/details',
    authorisation: { Broadcast: 'AddAndEdit', CampaignBuilder: 'AddAndEdit' },
    others: [{ path: '/broadcast', element: <p>The list</p> }],
  });

const rowsShown = () => screen.findAllByTestId('campaign-row');

describe('the campaign editor', () => {
  it("shows each row's screen count, and says so when a row reaches none", async () => {
    serve();
    renderEditor();
    const [first, second] = await rowsShown();
    expect(await within(first!).findByText('3 screens')).toBeInTheDocument();
    expect(await within(second!).findByText('0 screens')).toBeInTheDocument();
    expect(within(second!).getByText('No players match the filter.')).toBeInTheDocument();
    expect(within(first!).queryByText('No players match the filter.')).toBeNull();
  });

  it("says so when a row's screens cannot be counted or the layers cannot be loaded", async () => {
    serve(['/api/broadcasts/players', '/api/layers']);
    renderEditor();
    const [first] = await rowsShown();
    expect(await within(first!).findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(within(first!).queryByTestId('row-player-count')).toBeNull();
    expect(within(first!).queryByText('No players match the filter.')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Layers' })).toHaveAccessibleDescription(
        'Service unavailable',
      ),
    );
  });

  it('keeps trigger and dates disabled until the row has media', async () => {
    serve();
    renderEditor();
    const [first, second] = await rowsShown();
    expect(within(first!).getByRole('combobox', { name: 'Start date' })).toBeEnabled();
    // The trigger field loads when first shown.
    expect(await within(first!).findByRole('radio', { name: 'Play when inactive' })).toBeChecked();
    expect(
      within(second!).getByText('Add media to this row before choosing its trigger and dates.'),
    ).toBeInTheDocument();
    expect(within(second!).getByRole('combobox', { name: 'Start date' })).toBeDisabled();
    expect(within(second!).getByRole('combobox', { name: 'End date' })).toBeDisabled();
    expect(within(second!).getByRole('textbox', { name: 'Trigger' })).toBeDisabled();
  });

  it('duplicates a row and deletes any but the last', async () => {
    serve();
    renderEditor();
    const [first] = await rowsShown();
    await userEvent.click(within(first!).getByRole('button', { name: 'Duplicate row' }));
    expect(await rowsShown()).toHaveLength(3);
    for (let left = 3; left > 1; left -= 1) {
      const [row] = await rowsShown();
      await userEvent.click(within(row!).getByRole('button', { name: 'Delete row' }));
      expect(await rowsShown()).toHaveLength(left - 1);
    }
    const [last] = await rowsShown();
    expect(within(last!).getByRole('button', { name: 'Delete row' })).toBeDisabled();
  });

  it("saves the row's trigger onto each of its media rows, after the period status check", async () => {
    const requests = serve();
    renderEditor();
    const [first] = await rowsShown();
    await userEvent.click(within(first!).getByRole('radio', { name: 'Play when active' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const writes = requests.filter(
      (r) => r.method !== 'GET' && r.path !== '/api/broadcasts/players',
    );
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/broadcasts/periodstatus',
      'PUT /api/broadcasts/B1',
    ]);
    const body = writes[1]?.body as { broadcastType: string; groups: { media: unknown[] }[] };
    expect(body.broadcastType).toBe('Campaign');
    expect(body.groups).toHaveLength(2);
    for (const media of body.groups[0]?.media ?? []) {
      expect(media).toMatchObject({
        trigger: { triggerCode: 'tr1', playWhen: 'Active' },
        periods: [{ startDateTime: '2026-03-02T00:00:00', endDateTime: '2026-03-08T23:59:59' }],
      });
    }
  });

  it('asks before leaving with unsaved changes', async () => {
    serve();
    renderEditor();
    const [first] = await rowsShown();
    await userEvent.click(within(first!).getByRole('button', { name: 'Duplicate row' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const asked = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(asked).getByRole('button', { name: "Don't save" }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });
});
