import type { FilterableAttribute } from '@marquee/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { renderableBuilder } from './filter-builder-fixtures';
import type { AttributeFilterSource } from './filter-builder-types';

const attribute = (
  attributeCode: string,
  title: string,
  type: FilterableAttribute['type'],
  options: string[] = [],
): FilterableAttribute => ({ attributeCode, title, type, options });

function attributeSource(): AttributeFilterSource {
  return {
    attributes: [
      attribute('category', 'Category', 'text'),
      attribute('isActive', 'Active', 'boolean'),
      attribute('price', 'Price', 'price'),
      attribute('size', 'Size', 'select', ['Small', 'Large']),
    ],
    values: vi.fn((code: string) =>
      Promise.resolve(code === 'category' ? ['Bakery', 'Coffee'] : []),
    ),
  };
}

function renderWithAttributes() {
  const source = attributeSource();
  const built = renderableBuilder({ searches: { Attribute: source } });
  renderWithProviders(built.ui);
  return { ...built, source };
}

async function chooseAttribute(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: 'Item attribute' }));
  const row = screen.getAllByRole('group', { name: 'Item attribute' }).at(-1)!;
  await user.click(within(row).getByLabelText('Attribute'));
  await user.click(await screen.findByRole('option', { name: title }));
  return row;
}

const leaf = (nodeKey: string, codes: string[]) => ({
  nodeType: 'Attribute',
  nodeKey,
  codes,
  codeCondition: 'In',
});

describe('an attribute node', () => {
  it('is offered only with the attributes to choose from', () => {
    const { unmount } = renderWithProviders(renderableBuilder().ui);
    expect(screen.queryByRole('button', { name: 'Item attribute' })).toBeNull();
    unmount();
    renderWithAttributes();
    expect(screen.getByRole('button', { name: 'Item attribute' })).toBeInTheDocument();
  });

  it('offers the values the items hold for a text attribute and reports the chosen ones', async () => {
    const user = userEvent.setup();
    const { onConditionChange, source } = renderWithAttributes();
    const row = await chooseAttribute(user, 'Category');
    expect(source.values).toHaveBeenCalledWith('category');
    await user.click(within(row).getByLabelText('Values'));
    await user.click(await screen.findByRole('option', { name: 'Coffee' }));
    expect(onConditionChange).toHaveBeenLastCalledWith({
      operator: 'AND',
      subNodes: [leaf('category', ['Coffee'])],
    });
  });

  it('offers yes and no for a yes/no attribute, and clears the values for another attribute', async () => {
    const user = userEvent.setup();
    const { onConditionChange } = renderWithAttributes();
    const row = await chooseAttribute(user, 'Active');
    await user.click(within(row).getByLabelText('Values'));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    expect(onConditionChange.mock.lastCall?.[0]?.subNodes).toEqual([leaf('isActive', ['true'])]);
    await user.click(within(row).getByLabelText('Attribute'));
    await user.click(await screen.findByRole('option', { name: 'Size' }));
    expect(onConditionChange).toHaveBeenLastCalledWith(null);
    await user.click(within(row).getByLabelText('Values'));
    await user.click(await screen.findByRole('option', { name: 'Large' }));
    expect(onConditionChange.mock.lastCall?.[0]?.subNodes).toEqual([leaf('size', ['Large'])]);
  });

  it('refuses a typed value no item could hold, naming it', async () => {
    const user = userEvent.setup();
    const { onConditionChange } = renderWithAttributes();
    const row = await chooseAttribute(user, 'Price');
    const values = within(row).getByLabelText('Values');
    await user.type(values, 'cheap{Enter}');
    expect(await within(row).findByText('“cheap” is not a value of Price')).toBeInTheDocument();
    expect(onConditionChange).toHaveBeenLastCalledWith(null);
    await user.type(values, '4.50{Enter}');
    expect(onConditionChange.mock.lastCall?.[0]?.subNodes).toEqual([leaf('price', ['4.50'])]);
    expect(within(row).queryByText(/is not a value/)).toBeNull();
  });
});
