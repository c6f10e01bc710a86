import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DetailsDrawer } from '@/kit/details-drawer';
import { KitModal } from '@/kit/modal';
import { changeLanguage, renderWithProviders } from '@/test/render';

afterEach(async () => {
  await changeLanguage('en_US');
});

describe('AppMantineProvider', () => {
  it('names the close button of every modal in the language shown', async () => {
    renderWithProviders(
      <KitModal opened onClose={() => {}} title="Pause" onConfirm={() => {}}>
        Pause 3 screens?
      </KitModal>,
    );
    // The footer says Cancel and Confirm: the one button named Close is the header's cross.
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    await changeLanguage('sv_SE');
    expect(await screen.findByRole('button', { name: 'Stäng' })).toBeInTheDocument();
  });

  it('names the close button of every drawer', async () => {
    renderWithProviders(
      <DetailsDrawer title="Lobby" onClose={() => {}}>
        Details
      </DetailsDrawer>,
    );
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
