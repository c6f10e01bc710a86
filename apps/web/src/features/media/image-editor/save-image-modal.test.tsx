import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SaveImageModal } from './save-image-modal';

function renderModal(lookupName: (fileName: string) => Promise<boolean>, onSave = vi.fn()) {
  renderWithProviders(
    <SaveImageModal
      opened
      onClose={() => {}}
      proposedName="Lobby poster 2026-11-28"
      lookupName={lookupName}
      onSave={onSave}
    />,
  );
  return onSave;
}

describe('SaveImageModal', () => {
  it('saves under the proposed name once no file is found to have it', async () => {
    const user = userEvent.setup();
    const onSave = renderModal(
      async () => false,
      vi.fn(async () => {}),
    );
    const save = await screen.findByRole('button', { name: 'Save' }, { timeout: 2_000 });
    await vi.waitFor(() => expect(save).toBeEnabled(), { timeout: 2_000 });
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith('Lobby poster 2026-11-28.png', 'save');
  });

  it('offers to replace a file of the same name', async () => {
    renderModal(async () => true);
    expect(
      await screen.findByRole('button', { name: 'Replace' }, { timeout: 2_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/is already in the library/)).toBeInTheDocument();
  });

  it('shows a failed save instead of dropping it', async () => {
    const user = userEvent.setup();
    renderModal(
      async () => false,
      vi.fn(async () => {
        throw new Error('network down');
      }),
    );
    const save = await screen.findByRole('button', { name: 'Save' });
    await vi.waitFor(() => expect(save).toBeEnabled(), { timeout: 2_000 });
    await user.click(save);
    expect(await screen.findByText('The image could not be saved.')).toBeInTheDocument();
  });
});
