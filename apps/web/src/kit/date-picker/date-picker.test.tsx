import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, renderWithProviders } from '@/test/render';
import { DatePicker, type DatePickerProps } from './date-picker';

function Harness(props: Partial<DatePickerProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <DatePicker label="Start" {...props} value={value} onChange={setValue} />
      <button type="button">Elsewhere</button>
      <output>{value}</output>
    </>
  );
}

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function leave(user: ReturnType<typeof setup>, ms = 250) {
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en_US');
});

describe('DatePicker', () => {
  it('opens on focus and closes 200 ms after blur, emitting the day at the default time', async () => {
    const user = setup();
    renderWithProviders(<Harness initial="2024-03-15 10:00" defaultTime="08:00" />);
    await user.click(screen.getByLabelText('Start'));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '20, 2024-03-20' }));
    expect(screen.getByRole('status')).toHaveTextContent('2024-03-20 08:00');
  });

  it('keeps showing a value that arrived after it was drawn while its popup is open', async () => {
    const user = setup();
    const view = renderWithProviders(<DatePicker label="Start" value="" onChange={() => {}} />);
    // The owner learns the value later, as the "why is this playing" box learns the screen's time.
    view.rerender(
      <DatePicker label="Start" value="2024-03-15 10:00" onChange={() => {}} withTime />,
    );
    expect(screen.getByLabelText('Start')).toHaveValue('2024-03-15 10:00');
    await user.click(screen.getByLabelText('Start'));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(screen.getByLabelText('Start')).toHaveValue('2024-03-15');
  });

  it('is a combobox that says whether its calendar is open (a textbox may not be expanded)', async () => {
    const user = setup();
    renderWithProviders(<Harness initial="2024-03-15 10:00" />);
    const field = screen.getByRole('combobox', { name: 'Start' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.click(field);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('keeps the popup while focus is inside it and closes after the delay', async () => {
    const user = setup();
    renderWithProviders(<Harness initial="2024-03-15 10:30" withTime />);
    await user.click(screen.getByLabelText('Start'));
    await user.selectOptions(await screen.findByLabelText('Hours'), '4');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByRole('grid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.getByRole('status')).toHaveTextContent('2024-03-15 10:30');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status')).toHaveTextContent('2024-03-15 04:30');
  });

  it('falls back to 00:00 without a default time', async () => {
    const user = setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByLabelText('Start'));
    await user.type(screen.getByLabelText('Start'), '20240229');
    await leave(user);
    expect(screen.getByRole('status')).toHaveTextContent('2024-02-29 00:00');
  });

  it('takes a typed time along with the day', async () => {
    const user = setup();
    renderWithProviders(<Harness withTime defaultTime="08:00" />);
    await user.click(screen.getByLabelText('Start'));
    await user.type(screen.getByLabelText('Start'), '2024-05-06 14:20');
    await leave(user);
    expect(screen.getByRole('status')).toHaveTextContent('2024-05-06 14:20');
  });

  it('reads 6 typed digits as 20YY and marks impossible dates', async () => {
    const user = setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByLabelText('Start'));
    await user.type(screen.getByLabelText('Start'), '250704{Enter}');
    expect(screen.getByTestId('month-label')).toHaveTextContent('July 2025');
    await leave(user);
    expect(screen.getByRole('status')).toHaveTextContent('2025-07-04 00:00');
    await user.clear(screen.getByLabelText('Start'));
    await user.type(screen.getByLabelText('Start'), '20250231{Enter}');
    expect(screen.getByText(/Enter a date as/)).toBeInTheDocument();
  });

  it('shows ???? for years up to 1800 and ISO week numbers', async () => {
    const user = setup();
    renderWithProviders(<Harness initial="1800-01-01 00:00" />);
    await user.click(screen.getByLabelText('Start'));
    expect(screen.getByTestId('month-label')).toHaveTextContent('January ????');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('month-label')).toHaveTextContent('February ????');
  });

  it('numbers weeks by ISO and moves the view to a neighbouring month day', async () => {
    const user = setup();
    renderWithProviders(<Harness initial="2021-01-10 00:00" withTime />);
    await user.click(screen.getByLabelText('Start'));
    const firstRow = screen.getAllByRole('row')[1];
    expect(firstRow?.firstChild).toHaveTextContent('53');
    expect(screen.getAllByRole('columnheader')[1]).toHaveTextContent('Mon');
    await user.click(screen.getByRole('button', { name: '28, 2020-12-28' }));
    expect(screen.getByTestId('month-label')).toHaveTextContent('December 2020');
  });

  it('clears the date', async () => {
    const user = setup();
    renderWithProviders(<Harness initial="2024-03-15 10:00" />);
    await user.click(screen.getByLabelText('Start'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await leave(user);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('names months and weekdays in the current language', async () => {
    await changeLanguage('de_DE');
    const user = setup();
    renderWithProviders(<Harness initial="2024-03-15 10:00" />);
    await user.click(screen.getByLabelText('Start'));
    expect(screen.getByTestId('month-label')).toHaveTextContent('März 2024');
  });
});
