import { screen, within } from '@testing-library/react';
import type { SignField } from '@marquee/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { model, renderForm, setupUser } from './form-test-harness';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const rows: SignField = {
  fieldName: 'rows',
  type: 'fieldset',
  label: 'Rows',
  title: { en_US: 'Price rows' },
  collapsible: true,
  maxCopies: 3,
  style: { allowCopies: true },
  fields: [
    { fieldName: 'line', type: 'checkbox', label: 'Bold line' },
    { fieldName: 'size', type: 'radio', label: 'Size', options: [{ value: 's', label: 'Small' }] },
  ],
};

describe('fieldset', () => {
  it('adds a copy after its group up to maxCopies, and removes one only while more than one is left', async () => {
    const user = setupUser();
    const { values } = renderForm(model(rows), {
      initial: {
        rows: [
          { line: true, size: 's' },
          { line: false, size: 's' },
        ],
      },
    });
    expect(screen.getAllByRole('button', { name: 'Add copy' })).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Add copy' })[0]!);
    // The new copy sits after the first and takes its radio's first option at once.
    expect(values()).toEqual({
      rows: [{ line: true, size: 's' }, { size: 's' }, { line: false, size: 's' }],
    });
    expect(screen.queryByRole('button', { name: 'Add copy' })).not.toBeInTheDocument();
    const removes = () => screen.queryAllByRole('button', { name: 'Remove copy' });
    await user.click(removes()[0]!);
    await user.click(removes()[0]!);
    expect(values()).toEqual({ rows: [{ line: false, size: 's' }] });
    expect(removes()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add copy' })).toBeInTheDocument();
  });

  it('writes a copy field under its path and shows the server error there', async () => {
    const user = setupUser();
    const { values } = renderForm(model(rows), {
      errors: { 'values.rows[1].line': 'Too long', 'values.rows': 'At most 3 copies' },
      initial: { rows: [{ size: 's' }, { size: 's' }] },
    });
    const copies = screen.getAllByRole('checkbox', { name: 'Bold line' });
    expect(screen.getByText('Too long')).toBeInTheDocument();
    expect(screen.getByText('At most 3 copies')).toBeInTheDocument();
    expect(copies[1]!.closest('[class*="Checkbox-root"]')).toHaveTextContent('Too long');
    await user.click(copies[1]!);
    expect(values()).toEqual({ rows: [{ size: 's' }, { size: 's', line: true }] });
  });

  it('collapses and expands, starting as isCollapsed says, titled by its title', async () => {
    const user = setupUser();
    renderForm(model({ ...rows, isCollapsed: true }));
    const legend = screen.getByText('Price rows').closest('legend')!;
    const toggle = within(legend).getByRole('button', { name: 'Expand Price rows' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(legend).getByRole('button', { name: 'Collapse Price rows' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('checkbox', { name: 'Bold line' })).toBeVisible();
  });

  it('offers no copies unless its style allows them', () => {
    renderForm(model({ ...rows, style: {} }));
    expect(screen.queryByRole('button', { name: 'Add copy' })).not.toBeInTheDocument();
  });
});
