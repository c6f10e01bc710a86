import type { ForecastPlayer } from '@marquee/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ForecastChart, type ForecastSelection } from './forecast-chart';
import { forecastFormats } from './forecast-format';
import { axisTicks, parseDay, sourcesOf, stepHorizon } from './forecast-layout';

const lobby: ForecastPlayer = {
  playerCode: 'p-1',
  name: 'Lobby',
  timeZone: 'Europe/Stockholm',
  items: [
    {
      mediaCode: 'm-1',
      displayName: 'Spring sale',
      mediaType: 'Photo',
      channelCode: 'c-1',
      channelName: 'Weekday offers',
      source: 'broadcast',
      broadcastCode: 'b-1',
    },
  ],
  layers: [
    {
      layerCode: 'main',
      name: 'Main',
      isTruncated: false,
      shownUntil: '2026-03-09T00:00:00Z',
      segments: [{ from: '2026-03-02T08:00:00Z', until: '2026-03-02T16:00:00Z', items: [0] }],
    },
    { layerCode: 'ticker', name: 'Ticker', isTruncated: false, shownUntil: '', segments: [] },
  ],
};

function Chart() {
  const from = parseDay('2026-03-02') as Date;
  const until = stepHorizon(from, 'week', 1);
  const [selected, setSelected] = useState<ForecastSelection | null>(null);
  return (
    <ForecastChart
      screens={[lobby]}
      from={from}
      until={until}
      ticks={axisTicks(from, until, 'week')}
      sources={sourcesOf([lobby])}
      formats={forecastFormats('en_US', 'week')}
      selected={selected}
      onSelect={setSelected}
    />
  );
}

describe('ForecastChart', () => {
  it('draws a row per layer and tells what plays, when and from where on a click', async () => {
    renderWithProviders(<Chart />);
    expect(screen.getByRole('group', { name: 'Lobby · Main' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Lobby · Ticker' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Spring sale/ }));
    expect(await screen.findByText('From the broadcast Weekday offers')).toBeInTheDocument();
    expect(screen.getByText('Image')).toBeInTheDocument();
  });
});
