import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '@/kit/data-table';
import { changeLanguage, i18n } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import { savedFilterColumns, toSavedFilterRow } from './saved-filters-columns';
import type { PlayerFilter } from './saved-filters.api';
import { toSavedFilter } from './saved-filter-view';

const cafes: PlayerFilter = {
  playerFilterCode: 'F1',
  playerFilterName: 'Cafes offline',
  condition: {
    filterCode: 'F1',
    operator: 'OR',
    subNodes: [
      { nodeType: 'Clients', nodeKey: 'Clients', codes: ['C1'], codeCondition: 'In' },
      { nodeType: 'PlayerStatus', nodeKey: 'PlayerStatus', codes: ['OK'], codeCondition: 'NotIn' },
      { nodeType: 'Clients', nodeKey: 'Clients', codes: ['C2'], codeCondition: 'In' },
    ],
  },
  conditionLookups: [
    { code: 'C1', name: 'Demo Cafe', attributes: [{ type: 'Color', value: '#fa5252' }] },
  ],
  outsideReach: { screens: 0, media: 0 },
};

afterEach(() => changeLanguage('en_US'));

function renderList(selected: string | null, onOpen = vi.fn()) {
  renderWithProviders(
    <DataTable
      tableId="test-player-filters"
      userId="test"
      columns={savedFilterColumns(i18n.t.bind(i18n), selected, onOpen)}
      items={[toSavedFilterRow(cafes)]}
    />,
  );
  return onOpen;
}

describe('the saved player filters list', () => {
  it('opens a filter by its name and marks the open one', async () => {
    const onOpen = renderList('F1');
    const open = screen.getByRole('button', { name: 'Open Cafes offline' });
    expect(open).toHaveAttribute('aria-current', 'true');
    await userEvent.click(open);
    expect(onOpen).toHaveBeenCalledWith('F1');
  });

  it('names each node type the condition uses once, in Swedish too', async () => {
    await changeLanguage('sv_SE');
    renderList(null);
    expect(screen.getByRole('button', { name: 'Öppna Cafes offline' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(
      screen.getByText(
        `${i18n.t('kit.filter.nodeTypes.Clients')}, ${i18n.t('kit.filter.nodeTypes.PlayerStatus')}`,
      ),
    ).toBeInTheDocument();
  });
});

describe('reading a saved filter into the builder', () => {
  it('keeps code, name and condition and turns a Color attribute into the swatch', () => {
    expect(toSavedFilter(cafes)).toEqual({
      filterCode: 'F1',
      filterName: 'Cafes offline',
      condition: cafes.condition,
      conditionLookups: [{ code: 'C1', name: 'Demo Cafe', color: '#fa5252' }],
    });
  });
});
