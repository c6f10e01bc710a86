import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, renderWithProviders } from '@/test/render';
import { TimePicker } from './time-picker';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimePicker value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

afterEach(() => changeLanguage('en_US'));

describe('TimePicker', () => {
  it('uses 12 hours with AM/PM in English and maps 12 AM to 00', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="13:30" />);
    expect(screen.getByLabelText('Hours')).toHaveValue('1');
    expect(screen.getByLabelText('AM/PM')).toHaveValue('PM');
    await user.selectOptions(screen.getByLabelText('Hours'), '12');
    expect(screen.getByRole('status')).toHaveTextContent('12:30');
    await user.selectOptions(screen.getByLabelText('AM/PM'), 'AM');
    expect(screen.getByRole('status')).toHaveTextContent('00:30');
  });

  it('offers minutes 00 to 59', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="08:00" />);
    const options = screen.getByLabelText('Minutes').querySelectorAll('option');
    expect(options).toHaveLength(60);
    expect(options[59]).toHaveValue('59');
    await user.selectOptions(screen.getByLabelText('Minutes'), '45');
    expect(screen.getByRole('status')).toHaveTextContent('08:45');
  });

  it('uses 24 hours in Swedish', async () => {
    await changeLanguage('sv_SE');
    renderWithProviders(<Harness initial="23:15" />);
    expect(screen.getByLabelText('Timmar')).toHaveValue('23');
    expect(screen.queryByLabelText('FM/EM')).not.toBeInTheDocument();
  });
});
