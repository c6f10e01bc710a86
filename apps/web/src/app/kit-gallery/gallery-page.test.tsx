import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signFieldTypes, walkFields } from '@marquee/domain';
import { demoFormModel } from './gallery-demo-form';
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
      'Sign form',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('row')).toHaveLength(51);
  });

  it('shows a sign form with every field type', () => {
    const types = new Set([...walkFields(demoFormModel.fields)].map(({ field }) => field.type));
    expect([...types].sort()).toEqual([...signFieldTypes].sort());
  });
});
