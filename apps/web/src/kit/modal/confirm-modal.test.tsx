import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ConfirmModal, type ConfirmModalProps } from './confirm-modal';

function renderConfirm(props: Partial<ConfirmModalProps>) {
  return renderWithProviders(
    <ConfirmModal
      onClose={() => {}}
      title="Delete location"
      confirmLabel="Delete"
      onConfirm={() => {}}
      action={{ isPending: false, error: null }}
      {...props}
    />,
  );
}

const modalType = () =>
  document.querySelector('[data-modal-type]')?.getAttribute('data-modal-type');

describe('ConfirmModal', () => {
  it('asks its question and runs the step only when confirmed', async () => {
    const onConfirm = vi.fn();
    renderConfirm({ message: 'Delete Lobby?', onConfirm });
    expect(screen.getByRole('dialog', { name: 'Delete location' })).toHaveTextContent(
      'Delete Lobby?',
    );
    expect(modalType()).toBe('confirm');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('marks a dangerous step and keeps its button busy while the call runs', () => {
    renderConfirm({
      isDanger: true,
      action: { isPending: true, error: null },
      children: <input aria-label="Name" />,
    });
    expect(modalType()).toBe('warning');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm.getAttribute('style')).toContain('red');
    expect(confirm).toHaveAttribute('data-loading');
  });

  it("shows the server's reason inside the dialog", () => {
    renderConfirm({
      action: {
        isPending: false,
        error: Object.assign(new Error('409'), { failureText: 'In use' }),
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('In use');
  });
});
