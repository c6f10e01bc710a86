import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modalWidth, model, renderForm, setupUser, testLoaders } from './form-test-harness';
import type { FormFieldLoaders } from './form-field-types';
import type { PickerMedia } from '../media-picker';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

const product = { fieldName: 'product', type: 'productSelector', label: 'Product' } as const;
const picture = {
  fieldName: 'picture',
  type: 'itemMediaPicker',
  label: 'Picture',
  parentField: 'product',
  attributeCode: 'images',
} as const;

describe('product selector', () => {
  it('chooses an item in the "Choose item" modal (1100 px), then clears it', async () => {
    const user = setupUser();
    const { values, loaders } = renderForm(model(product));
    await user.click(screen.getByRole('button', { name: 'Choose item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose item' });
    expect(modalWidth()).toBe(1100);
    expect(within(dialog).getByRole('button', { name: 'Select' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Search items…' }), 'Tea');
    await vi.waitFor(
      () =>
        expect(loaders.searchItems).toHaveBeenLastCalledWith(
          expect.objectContaining({ searchText: 'Tea' }),
        ),
      { timeout: 5000 },
    );
    await user.click(await within(dialog).findByRole('radio', { name: 'Select row F2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(values()).toEqual({ product: { factCode: 'F2' } });
    await user.click(await screen.findByRole('button', { name: 'Remove Tea' }));
    expect(values()).toEqual({ product: null });
    expect(screen.getByRole('button', { name: 'Choose item' })).toBeInTheDocument();
  });
});

describe('item media picker', () => {
  it('waits for an item, then offers its images, and empties itself when the item is cleared', async () => {
    const user = setupUser();
    const { values, loaders } = renderForm(model(product, picture), {
      initial: { product: { factCode: 'F1' } },
    });
    await user.click(await screen.findByRole('radio', { name: 'Beach.jpg' }));
    expect(loaders.loadItemImages).toHaveBeenCalledWith('F1', 'images');
    expect(values()).toEqual({ product: { factCode: 'F1' }, picture: { mediaCode: 'M1' } });
    await user.click(await screen.findByRole('button', { name: 'Remove Coffee' }));
    expect(values()).toEqual({ product: null, picture: null });
    expect(screen.getByText('Choose an item first.')).toBeInTheDocument();
  });

  it('shows pending, then the generic error inline when the images fail', async () => {
    let fail: (error: Error) => void = () => {};
    const loaders: FormFieldLoaders = testLoaders({
      loadItemImages: vi.fn(() => new Promise<PickerMedia[]>((_, reject) => (fail = reject))),
    });
    renderForm(model(product, picture), { loaders, initial: { product: { factCode: 'F1' } } });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => fail(new Error('down')));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred.');
  });
});
