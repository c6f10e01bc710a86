import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ErrorAlert } from './error-alert';

describe('ErrorAlert', () => {
  it('announces the failure with its title, in red', () => {
    renderWithProviders(<ErrorAlert title="Could not save">The name is taken</ErrorAlert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not save');
    expect(alert).toHaveTextContent('The name is taken');
    expect(alert.style.getPropertyValue('--alert-color')).toMatch(/red/);
  });
});
