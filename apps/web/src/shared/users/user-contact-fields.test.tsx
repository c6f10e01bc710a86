import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { UserContactFields } from './user-contact-fields';

const form = { email: 'ann@', firstName: '', lastName: '', roleCode: 'editor' };

describe('UserContactFields', () => {
  it('names an invalid address once the field is left, when asked to check it', async () => {
    renderWithProviders(<UserContactFields value={form} onChange={() => {}} isEmailChecked />);
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Email/));
    await userEvent.tab();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('keeps the rest of the form when a name changes', async () => {
    const onChange = vi.fn();
    renderWithProviders(<UserContactFields value={form} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText(/Last name/), 'X');
    expect(onChange).toHaveBeenLastCalledWith({ ...form, lastName: 'X' });
  });
});
