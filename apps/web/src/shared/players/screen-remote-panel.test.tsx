import { queryOptions } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ScreenRemotePanel } from './screen-remote-panel';
import type { ScreenFile } from './screen-files';

/** A command call that answers only when the test says so. */
function heldCalls() {
  const answers: (() => void)[] = [];
  const send = () => new Promise<unknown>((resolve) => answers.push(() => resolve({})));
  return { send, answerAll: () => answers.splice(0).forEach((answer) => answer()) };
}

const noFileYet = <T,>(name: string) =>
  queryOptions<ScreenFile<T> | null>({
    queryKey: ['remote-panel-test', name],
    queryFn: () => null,
  });

describe('screen remote panel', () => {
  it('waits for each file ordered, also when the second is ordered before the first is taken', async () => {
    const user = userEvent.setup();
    const calls = heldCalls();
    renderWithProviders(
      <ScreenRemotePanel
        commands={['screenshot', 'logs']}
        canEdit
        send={calls.send}
        screenshotQuery={noFileYet<Blob>('screenshot')}
        logsQuery={noFileYet<string>('logs')}
      />,
    );
    expect(await screen.findByText('No screenshot yet.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Order screenshot' }));
    await user.click(screen.getByRole('button', { name: 'Order logs' }));
    calls.answerAll();

    expect(await screen.findAllByText('Waiting for the screen to send it…')).toHaveLength(2);
  });
});

describe('screen logs', () => {
  it('can be reached by keyboard, to scroll them, under the name of their heading', async () => {
    const logs = queryOptions<ScreenFile<string> | null>({
      queryKey: ['remote-panel-test', 'logs-with-content'],
      queryFn: () => ({ content: 'booted\nplaying', modifiedAt: new Date('2026-01-05T10:00:00Z') }),
    });
    renderWithProviders(
      <ScreenRemotePanel
        commands={['logs']}
        canEdit
        send={() => Promise.resolve({})}
        screenshotQuery={noFileYet<Blob>('screenshot-none')}
        logsQuery={logs}
      />,
    );
    const box = await screen.findByRole('region', { name: 'Latest logs' });
    expect(box).toHaveTextContent('booted');
    // Tabbing through the panel's few controls lands on the box.
    for (let step = 0; step < 5 && document.activeElement !== box; step += 1) await userEvent.tab();
    expect(box).toHaveFocus();
  });
});
