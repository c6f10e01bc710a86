import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { KitIcon } from './kit-icon';
import { kitIcons } from './kit-icons';

describe('kit icons', () => {
  it('covers the spec icon set', () => {
    expect(Object.keys(kitIcons).sort()).toEqual(
      [
        'play',
        'pause',
        'check',
        'noContact',
        'broadcast',
        'mediaLibrary',
        'settings',
        'users',
        'triggers',
        'dayparts',
        'timer',
        'logout',
        'grid',
        'list',
        'sort',
        'filter',
        'search',
        'close',
        'warning',
      ].sort(),
    );
  });

  it('is decoration without a label and an image with one', () => {
    const { container } = renderWithProviders(<KitIcon name="play" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    renderWithProviders(<KitIcon name="warning" label="Warning" />);
    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  });
});
