import type { BroadcastPeriod } from '@marquee/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { newPeriod } from './broadcast-periods';
import { MediaRowCard } from './media-row-card';
import { PeriodList } from './period-list';

let latest: BroadcastPeriod[] = [];

function Harness({ initial }: { initial: BroadcastPeriod[] }) {
  const [periods, setPeriods] = useState(initial);
  return (
    <PeriodList
      periods={periods}
      onChange={(next) => {
        latest = next;
        setPeriods(next);
      }}
      emptyText="Plays always"
    />
  );
}

describe('period list', () => {
  it('adds a period, edits its days and removes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[]} />);
    expect(screen.getByText('Plays always')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add period' }));
    expect(latest).toEqual([newPeriod]);
    // A period's fields load when the first one shows.
    await user.click(await screen.findByText('Sat'));
    await user.click(screen.getByText('Sun'));
    expect(latest).toEqual([{ ...newPeriod, dayOfWeeks: 31 }]);

    await user.click(screen.getByRole('switch', { name: 'All day' }));
    expect(latest[0]).toMatchObject({ weekdayStartTime: null, weekdayEndTime: null });

    await user.click(screen.getByRole('button', { name: 'Remove period' }));
    expect(latest).toEqual([]);
    expect(screen.getByText('Plays always')).toBeInTheDocument();
  });

  it("shows a media row's own periods when opened, in the same rows", async () => {
    const user = userEvent.setup();
    let changed: unknown = null;
    const row = {
      mediaCode: 'm1',
      displayName: 'Poster',
      orderN: 0,
      duration: '00:00:10',
      status: 'playing' as const,
      periods: [],
      trigger: null,
    };
    renderWithProviders(
      <MediaRowCard
        row={row}
        place={1}
        isFirst
        isLast
        onChange={(next) => (changed = next)}
        onMove={() => undefined}
        onRemove={() => undefined}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'When Poster plays' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByText('No periods of its own: plays whenever the broadcast plays.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add period' }));
    expect(changed).toEqual({ ...row, periods: [newPeriod] });
  });
});
