import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ShowMoreButton } from './show-more-button';

describe('ShowMoreButton', () => {
  it('reveals and hides its content', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShowMoreButton>Timeout reading orientation</ShowMoreButton>);
    const button = screen.getByRole('button', { name: 'Show more' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await screen.findByText('Timeout reading orientation')).toBeVisible();
  });
});
