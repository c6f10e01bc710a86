import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { renderableBuilder } from './filter-builder-fixtures';

async function pickLocation(user: ReturnType<typeof userEvent.setup>, name: string, row = 0) {
  const group = screen.getAllByRole('group', { name: 'Locations' })[row];
  if (!group) throw new Error('no Locations row');
  await user.click(within(group).getByLabelText('Search Locations…'));
  await user.click(await screen.findByRole('option', { name }));
}

describe('FilterBuilder', () => {
  it('offers Layers only with the showLayers flag and node types only with a search', () => {
    const { ui } = renderableBuilder();
    const { unmount } = renderWithProviders(ui);
    const adders = screen.getByRole('group', { name: 'Add a condition' });
    expect(within(adders).queryByRole('button', { name: 'Layers' })).not.toBeInTheDocument();
    expect(within(adders).queryByRole('button', { name: 'Screen names' })).not.toBeInTheDocument();
    expect(within(adders).getByRole('button', { name: 'Free text' })).toBeInTheDocument();
    unmount();
    renderWithProviders(renderableBuilder({ showLayers: true }).ui);
    expect(screen.getByRole('button', { name: 'Layers' })).toBeInTheDocument();
  });

  it('offers screen status unless the filter is not about screens', () => {
    const { unmount } = renderWithProviders(renderableBuilder().ui);
    expect(screen.getByRole('button', { name: 'Screen status' })).toBeInTheDocument();
    unmount();
    renderWithProviders(renderableBuilder({ hasScreenStatus: false }).ui);
    expect(screen.queryByRole('button', { name: 'Screen status' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Free text' })).toBeInTheDocument();
  });

  it('adds a node with In and rebuilds the condition on every change', async () => {
    const user = userEvent.setup();
    const { ui, onConditionChange } = renderableBuilder();
    renderWithProviders(ui);
    await user.click(screen.getByRole('button', { name: 'Locations' }));
    expect(onConditionChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('radio', { name: 'Include' })).toBeChecked();
    await pickLocation(user, 'Bergen');
    expect(onConditionChange).toHaveBeenLastCalledWith({
      operator: 'AND',
      subNodes: [
        { nodeType: 'Locations', nodeKey: 'Locations', codes: ['L2'], codeCondition: 'In' },
      ],
    });
    await user.click(screen.getByText('Not include'));
    expect(onConditionChange.mock.lastCall?.[0]?.subNodes[0]).toMatchObject({
      codeCondition: 'NotIn',
    });
  });

  it('joins nodes with AND, switches to OR and drops removed nodes', async () => {
    const user = userEvent.setup();
    const { ui, onConditionChange } = renderableBuilder();
    renderWithProviders(ui);
    await user.click(screen.getByRole('button', { name: 'Locations' }));
    await pickLocation(user, 'Oslo');
    await user.click(screen.getByRole('button', { name: 'Tags' }));
    const tagRow = screen.getByRole('group', { name: 'Tags' });
    await user.click(within(tagRow).getByLabelText('Search Tags…'));
    await user.click(await screen.findByRole('option', { name: 'lobby' }));
    expect(onConditionChange.mock.lastCall?.[0]).toMatchObject({ operator: 'AND' });
    await user.click(screen.getByText('OR'));
    expect(onConditionChange.mock.lastCall?.[0]).toEqual({
      operator: 'OR',
      subNodes: [
        { nodeType: 'Locations', nodeKey: 'Locations', codes: ['L1'], codeCondition: 'In' },
        { nodeType: 'Tags', nodeKey: 'Tags', codes: ['lobby'], codeCondition: 'In' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Remove Locations' }));
    expect(onConditionChange.mock.lastCall?.[0]).toEqual({
      operator: 'AND',
      subNodes: [{ nodeType: 'Tags', nodeKey: 'Tags', codes: ['lobby'], codeCondition: 'In' }],
    });
  });

  it('turns a saved filter into rows with their names', () => {
    const { ui } = renderableBuilder({
      savedFilter: {
        filterCode: 'F1',
        filterName: 'North',
        condition: {
          operator: 'OR',
          subNodes: [
            { nodeType: 'Locations', nodeKey: 'Locations', codes: ['L1'], codeCondition: 'NotIn' },
            { nodeType: 'SearchText', nodeKey: 'SearchText', codes: ['hall'], codeCondition: 'In' },
          ],
        },
        conditionLookups: [{ code: 'L1', name: 'Oslo' }],
      },
    });
    renderWithProviders(ui);
    expect(
      within(screen.getByRole('group', { name: 'Locations' })).getByText('Oslo'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Free text' })).toHaveValue('hall');
    expect(screen.getByRole('radio', { name: 'OR' })).toBeChecked();
  });
});
