import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { model, renderForm, setupUser, testLoaders } from './form-test-harness';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const options = [
  { value: 'a', label: 'Apples' },
  { value: 'b', label: { en_US: 'Bananas', sv_SE: 'Bananer' } },
];

describe('the simple fields', () => {
  it('radio: an empty one takes its first option and reports it', async () => {
    const { values } = renderForm(
      model(
        { fieldName: 'fruit', type: 'radio', label: 'Fruit', options },
        { fieldName: 'size', type: 'radio', label: 'Size', options: [{ value: 's', label: 'S' }] },
      ),
    );
    expect(screen.getByRole('radio', { name: 'Apples' })).toBeChecked();
    // Both report in one go, and neither loses the other's value.
    await waitFor(() => expect(values()).toEqual({ fruit: 'a', size: 's' }));
    await setupUser().click(screen.getByRole('radio', { name: 'Bananas' }));
    expect(values().fruit).toBe('b');
  });

  it('labels in the language shown, falling back to en_US', () => {
    renderForm(
      model({
        fieldName: 'fruit',
        type: 'radio',
        label: { en_US: 'Fruit', sv_SE: 'Frukt' },
        options,
      }),
      { language: 'sv_SE' },
    );
    expect(screen.getByRole('radiogroup', { name: 'Frukt' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bananer' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Apples' })).toBeInTheDocument();
  });

  it('choices: one option from a dropdown', async () => {
    const user = setupUser();
    const { values } = renderForm(
      model({ fieldName: 'pick', type: 'choices', label: 'Pick', options }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Pick' }));
    await user.click(await screen.findByRole('option', { name: 'Bananas' }));
    expect(values()).toEqual({ pick: 'b' });
  });

  it('multiSelect: several options loaded from the optionsSource', async () => {
    const user = setupUser();
    const { values, loaders } = renderForm(
      model({
        fieldName: 'places',
        type: 'multiSelect',
        label: 'Places',
        optionsSource: 'locations',
      }),
    );
    expect(loaders.loadOptions).toHaveBeenCalledWith('locations');
    await user.click(screen.getByRole('combobox', { name: 'Places' }));
    await user.click(await screen.findByRole('option', { name: 'Oslo' }));
    await user.click(await screen.findByRole('option', { name: 'Lund' }));
    expect(values()).toEqual({ places: ['oslo', 'lund'] });
  });

  it('shows a failed options load for 10 s, its detail behind Show more', async () => {
    const user = setupUser();
    const loaders = testLoaders({
      loadOptions: vi.fn(async () => Promise.reject(new Error('tags are down'))),
    });
    renderForm(model({ fieldName: 'tag', type: 'choices', label: 'Tag', optionsSource: 'tags' }), {
      loaders,
    });
    expect(await screen.findByText('The choices could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('tags are down')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('tags are down')).toBeVisible();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('The choices could not be loaded.')).not.toBeInTheDocument();
  });

  it('checkbox and switch: yes or no', async () => {
    const user = setupUser();
    const { values } = renderForm(
      model(
        { fieldName: 'sale', type: 'checkbox', label: 'On sale' },
        { fieldName: 'show', type: 'switch', label: 'Show price' },
      ),
    );
    await user.click(screen.getByRole('checkbox', { name: 'On sale' }));
    await user.click(screen.getByRole('switch', { name: 'Show price' }));
    expect(values()).toEqual({ sale: true, show: true });
  });

  it('date: a day from the kit date picker, kept as YYYY-MM-DD', async () => {
    const user = setupUser();
    const { values } = renderForm(model({ fieldName: 'day', type: 'date', label: 'Day' }), {
      initial: { day: '2026-03-15' },
    });
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('2026-03-15');
    await user.click(screen.getByRole('combobox', { name: 'Day' }));
    await user.click(await screen.findByRole('button', { name: '20, 2026-03-20' }));
    expect(values()).toEqual({ day: '2026-03-20' });
  });

  it('slider: 0 to 100 by default with its bounds shown, or the labels given', async () => {
    const user = setupUser();
    const { values } = renderForm(
      model(
        { fieldName: 'zoom', type: 'slider', label: 'Zoom' },
        {
          fieldName: 'speed',
          type: 'slider',
          label: 'Speed',
          minValue: 1,
          maxValue: 5,
          minLabel: 'Slow',
          maxLabel: 'Fast',
        },
      ),
    );
    const [zoom, speed] = screen.getAllByRole('slider');
    expect(zoom).toHaveAttribute('aria-valuemin', '0');
    expect(zoom).toHaveAttribute('aria-valuemax', '100');
    expect(speed).toHaveAttribute('aria-valuemin', '1');
    expect(screen.getByText('100')).toBeInTheDocument();
    expect(screen.getByText('Slow')).toBeInTheDocument();
    expect(screen.getByText('Fast')).toBeInTheDocument();
    speed!.focus();
    await user.keyboard('{ArrowRight}');
    expect(values()).toEqual({ speed: 2 });
  });

  it("shows the server's error at its field", () => {
    renderForm(model({ fieldName: 'sale', type: 'checkbox', label: 'On sale' }), {
      errors: { 'values.sale': 'Missing required field: On sale' },
    });
    expect(screen.getByText('Missing required field: On sale')).toBeInTheDocument();
  });
});
