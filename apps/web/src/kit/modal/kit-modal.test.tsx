import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { KitModal } from './kit-modal';
import { modalWidths } from './modal-widths';

/** Mantine writes the width as rem (px / 16) into the root's --modal-size. */
function modalSize() {
  return document.querySelector('[style*="--modal-size"]')?.getAttribute('style') ?? '';
}

describe('KitModal', () => {
  it('is 800 px wide by default and uses the named widths', () => {
    const { rerender } = renderWithProviders(<KitModal opened onClose={() => {}} title="Info" />);
    expect(modalSize()).toContain(`--modal-size: calc(${800 / 16}rem`);
    rerender(<KitModal opened onClose={() => {}} title="Delete filter" width="deleteFilter" />);
    expect(modalSize()).toContain(`--modal-size: calc(${425 / 16}rem`);
    expect(modalWidths).toMatchObject({
      mediaPicker: 1100,
      saveFilter: 500,
      metadataEdit: 720,
      layerOptions: 620,
    });
  });

  it('confirms and cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <KitModal
        opened
        onClose={onClose}
        title="Pause screens"
        onConfirm={onConfirm}
        confirmLabel="Pause"
      >
        Pause 3 screens?
      </KitModal>,
    );
    expect(screen.getByText('Pause 3 screens?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('marks a warning and colours its confirm button red', () => {
    renderWithProviders(
      <KitModal
        opened
        onClose={() => {}}
        title="Delete"
        type="warning"
        onConfirm={() => {}}
        confirmLabel="Delete"
      />,
    );
    expect(document.querySelector('[data-modal-type="warning"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('style')).toContain('red');
  });

  it('offers only a close button without a confirm action', () => {
    renderWithProviders(<KitModal opened onClose={() => {}} title="Details" />);
    // The header's cross and the footer's button, both named Close.
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });
});
