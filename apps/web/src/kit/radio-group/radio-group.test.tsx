import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { radioValue, type RadioOption } from './radio-default';
import { RadioGroup } from './radio-group';

const options: RadioOption[] = [
  { value: 'landscape', label: 'Landscape', description: '1920 × 1080' },
  { value: 'portrait', label: 'Portrait' },
  { value: 'ultrawide', label: 'Ultrawide', disabled: true },
  { value: 'custom', label: 'Custom' },
];

function Harness({ initial, onChange }: { initial: string | null; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RadioGroup
      label="Layout"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('radioValue', () => {
  it('keeps a known value and otherwise takes the first enabled option', () => {
    expect(radioValue('portrait', options)).toBe('portrait');
    expect(radioValue('', options)).toBe('landscape');
    expect(radioValue('gone', options)).toBe('landscape');
    expect(radioValue(null, [{ value: 'a', label: 'A', disabled: true }, ...options])).toBe(
      'landscape',
    );
    expect(radioValue(null, [])).toBeNull();
  });
});

describe('RadioGroup', () => {
  it('is a labelled group with option descriptions', () => {
    renderWithProviders(<Harness initial="portrait" onChange={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'Layout' })).toBeInTheDocument();
    expect(screen.getByText('1920 × 1080')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Portrait' })).toBeChecked();
  });

  it('defaults to the first option when empty and reports it', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={null} onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Landscape' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith('landscape');
  });

  it('selects by click and moves with the arrow keys past disabled options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial="landscape" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Portrait' }));
    expect(onChange).toHaveBeenLastCalledWith('portrait');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Ultrawide' })).toBeDisabled();
    expect(onChange).toHaveBeenLastCalledWith('custom');
  });

  it('changes nothing while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <RadioGroup label="Layout" options={options} value="portrait" onChange={onChange} disabled />,
    );
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Portrait' })).toBeChecked();
  });
});
