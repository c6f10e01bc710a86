import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Popup } from './popup';

function renderHelp() {
  renderWithProviders(
    <>
      <Popup target={<button type="button">Help</button>} title="Pairing code">
        Six characters shown on the screen.
      </Popup>
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Help' });
}

async function expectOpen(trigger: HTMLElement, isOpen: boolean) {
  await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', String(isOpen)));
}

function dialogNamed(name: string) {
  return screen.findByRole('dialog', { name });
}

describe('Popup', () => {
  it('opens on click as a dialog named by its title and tied to its trigger', async () => {
    const user = userEvent.setup();
    const trigger = renderHelp();
    await expectOpen(trigger, false);
    await user.click(trigger);
    await expectOpen(trigger, true);
    const dialog = await dialogNamed('Pairing code');
    expect(dialog).toHaveTextContent('Six characters shown on the screen.');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
  });

  it('still runs the own click handler of the trigger', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProviders(
      <Popup
        target={
          <button type="button" onClick={onClick}>
            Help
          </button>
        }
        title="Help"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(onClick).toHaveBeenCalledOnce();
    await expectOpen(screen.getByRole('button', { name: 'Help' }), true);
  });

  it('closes on Escape and keeps focus on the trigger', async () => {
    const user = userEvent.setup();
    const trigger = renderHelp();
    await user.click(trigger);
    await expectOpen(trigger, true);
    await user.keyboard('{Escape}');
    await expectOpen(trigger, false);
    expect(trigger).toHaveFocus();
  });

  it('closes on an outside click and on a second click of the trigger', async () => {
    const user = userEvent.setup();
    const trigger = renderHelp();
    await user.click(trigger);
    await expectOpen(trigger, true);
    await dialogNamed('Pairing code');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await expectOpen(trigger, false);
    await user.click(trigger);
    await expectOpen(trigger, true);
    await user.click(trigger);
    await expectOpen(trigger, false);
  });

  it('confirms inline, or cancels without confirming, and gives focus back', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(
      <Popup
        target={<button type="button">Pause</button>}
        title="Pause this broadcast?"
        onConfirm={onConfirm}
        confirmLabel="Pause now"
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Pause' });
    await user.click(trigger);
    await expectOpen(trigger, true);
    const dialog = await dialogNamed('Pause this broadcast?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectOpen(trigger, false);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    await expectOpen(trigger, true);
    await user.click(
      within(await dialogNamed('Pause this broadcast?')).getByRole('button', {
        name: 'Pause now',
      }),
    );
    expect(onConfirm).toHaveBeenCalledOnce();
    await expectOpen(trigger, false);
  });

  it('closes on Escape from inside an inline confirm', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Popup target={<button type="button">Pause</button>} title="Pause?" onConfirm={vi.fn()} />,
    );
    const trigger = screen.getByRole('button', { name: 'Pause' });
    await user.click(trigger);
    await expectOpen(trigger, true);
    const dialog = await dialogNamed('Pause?');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await expectOpen(trigger, false);
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
