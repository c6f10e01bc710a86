import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { GalleryPage } from './gallery-page';
import { registerGalleryTexts } from './gallery-texts';

describe('GalleryPage', () => {
  it('shows every widget section with its own texts', () => {
    registerGalleryTexts();
    renderWithProviders(<GalleryPage />);
    for (const name of [
      'Data table',
      'Filter builder',
      'Code pickers',
      'Inputs',
      'Radio, popup and media picker',
      'Menus, modals and drawer',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('row')).toHaveLength(51);
  });
});
