import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { newDraft, type BroadcastDraft } from './broadcast-draft';
import { canSave } from './broadcast-validity';
import { WhenSection } from './when-section';

let latest: BroadcastDraft['schedule'] = newDraft().schedule;

function Harness({ isShowingProblems = false }: { isShowingProblems?: boolean }) {
  const [schedule, setSchedule] = useState(newDraft().schedule);
  return (
    <WhenSection
      schedule={schedule}
      onChange={(next) => {
        latest = next;
        setSchedule(next);
      }}
      isShowingProblems={isShowingProblems}
    />
  );
}

const savable = (schedule: BroadcastDraft['schedule']) =>
  canSave({ ...newDraft(['L1']), broadcastName: 'Sale', schedule });

describe('the When section takeover', () => {
  it('offers a pattern only for a takeover: continuous, or every so many minutes for seconds', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.queryByText('Continuous')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Takeover' }));
    expect(await screen.findByText('Continuous')).toBeInTheDocument();
    expect(latest).toMatchObject({ isTakeover: true, takeoverRecurrence: null });

    await user.click(screen.getByText('Repeating'));
    expect(latest.takeoverRecurrence).toEqual({ everyMinutes: 60, forSeconds: 60 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Every (minutes)' }), {
      target: { value: '15' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'For (seconds)' }), {
      target: { value: '30' },
    });
    expect(latest.takeoverRecurrence).toEqual({ everyMinutes: 15, forSeconds: 30 });
    expect(savable(latest)).toBe(true);

    // Switched off, a takeover keeps no pattern the server would refuse.
    await user.click(screen.getByRole('switch', { name: 'Takeover' }));
    expect(latest).toMatchObject({ isTakeover: false, takeoverRecurrence: null });
    expect(screen.queryByText('Repeating')).not.toBeInTheDocument();
  });

  it('refuses a window as long as the time between two, and says so', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness isShowingProblems />);
    await user.click(screen.getByRole('switch', { name: 'Takeover' }));
    await user.click(await screen.findByText('Repeating'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Every (minutes)' }), {
      target: { value: '1' },
    });
    expect(latest.takeoverRecurrence).toEqual({ everyMinutes: 1, forSeconds: 60 });
    expect(savable(latest)).toBe(false);
    expect(
      screen.getByText('Every 1–1440 minutes, for 5–3600 seconds, shorter than the time between.'),
    ).toBeInTheDocument();
  });
});
