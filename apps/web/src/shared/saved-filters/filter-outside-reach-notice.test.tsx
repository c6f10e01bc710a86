import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, renderWithProviders } from '@/test/render';
import { FilterOutsideReachNotice } from './filter-outside-reach-notice';

afterEach(() => changeLanguage('en_US'));

describe('the notice of a saved filter naming what lies outside reach', () => {
  it('counts the screens and media it leaves out, and says a save keeps them', () => {
    renderWithProviders(<FilterOutsideReachNotice outsideReach={{ screens: 2, media: 1 }} />);
    expect(screen.getByText('Partly outside your reach')).toBeInTheDocument();
    const text = screen.getByText(/when you save it\./).textContent;
    expect(text).toContain('It also names 2 screens outside your reach.');
    expect(text).toContain('It also names 1 medium you cannot see.');
  });

  it('shows nothing for a filter wholly within reach, and speaks the user’s language', async () => {
    const { unmount } = renderWithProviders(
      <FilterOutsideReachNotice outsideReach={{ screens: 0, media: 0 }} />,
    );
    expect(screen.queryByText('Partly outside your reach')).not.toBeInTheDocument();
    unmount();
    await changeLanguage('sv_SE');
    renderWithProviders(<FilterOutsideReachNotice outsideReach={{ screens: 1, media: 0 }} />);
    expect(screen.getByText(/sparar det\./).textContent).toContain(
      'Det nämner också 1 skärm utanför din räckvidd.',
    );
  });
});
