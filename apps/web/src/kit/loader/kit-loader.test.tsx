import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { KitLoader } from './kit-loader';

describe('KitLoader', () => {
  it('announces loading', () => {
    renderWithProviders(<KitLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
