import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { cycleValue } from './cycle-value';
import { CycleSelect } from './cycle-select';

const options = [
  { value: 'landscape', label: 'Landscape' },
  { value: 'portrait', label: 'Portrait' },
  { value: 'ultrawide', label: 'Ultrawide' },
];

function Harness() {
  const [value, setValue] = useState<string | null>('landscape');
  return <CycleSelect label="Layout" options={options} value={value} onChange={setValue} />;
}

describe('cycleValue', () => {
  it('wraps around both ends', () => {
    const values = ['a', 'b', 'c'];
    expect(cycleValue(values, 'c', 1)).toBe('a');
    expect(cycleValue(values, 'a', -1)).toBe('c');
    expect(cycleValue(values, null, 1)).toBe('a');
    expect(cycleValue([], 'a', 1)).toBeNull();
  });
});

describe('CycleSelect', () => {
  it('steps through the options with the chevrons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Previous option' }));
    expect(screen.getByRole('combobox', { name: 'Layout' })).toHaveValue('Ultrawide');
    await user.click(screen.getByRole('button', { name: 'Next option' }));
    await user.click(screen.getByRole('button', { name: 'Next option' }));
    expect(screen.getByRole('combobox', { name: 'Layout' })).toHaveValue('Portrait');
  });
});
