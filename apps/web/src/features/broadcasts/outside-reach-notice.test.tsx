import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, renderWithProviders } from '@/test/render';
import { OutsideReachNotice } from './outside-reach-notice';

afterEach(() => changeLanguage('en_US'));

describe('the notice of a broadcast partly outside reach', () => {
  it('counts the screens and media it cannot name, each in the plural it needs', () => {
    renderWithProviders(<OutsideReachNotice outsideReach={{ screens: 2, media: 1 }} />);
    expect(screen.getByText('Partly outside your reach')).toBeInTheDocument();
    const text = screen.getByText(/outside your reach\./).textContent;
    expect(text).toContain('It also plays on 2 screens outside your reach.');
    expect(text).toContain('It also plays 1 medium you cannot see.');
  });

  it('leaves out a count of nothing, and speaks the user’s language', async () => {
    await changeLanguage('de_DE');
    renderWithProviders(<OutsideReachNotice outsideReach={{ screens: 1, media: 0 }} />);
    const text = screen.getByText(/Reichweite\./).textContent ?? '';
    expect(text).toContain('Sie läuft außerdem auf 1 Bildschirm außerhalb Ihrer Reichweite.');
    expect(text).not.toMatch(/Medi/);
  });
});
