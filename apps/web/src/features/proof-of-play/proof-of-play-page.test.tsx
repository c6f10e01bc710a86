import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import ProofOfPlayPage from './proof-of-play-page';

vi.mock('./play-chart', () => ({
  PlayChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

signInApiForEachTest();

const success = { ok: true };
const report = {
  success,
  totals: { plays: 30, durationMs: 7_200_000, screens: 2 },
  series: [{ start: '2026-03-02T00:00:00.000Z', plays: 30, durationMs: 7_200_000 }],
  breakdown: [
    { code: 'm1', name: 'Lunch menu', plays: 10, durationMs: 3_600_000 },
    { code: 'm2', name: 'Breakfast', plays: 20, durationMs: 3_600_000 },
  ],
};

function serve(answer: { status: number; json: unknown }) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_address: string, init?: RequestInit) => {
      bodies.push(init?.body ? JSON.parse(String(init.body)) : undefined);
      return Promise.resolve(new Response(JSON.stringify(answer.json), { status: answer.status }));
    }),
  );
  return bodies;
}

describe('proof of play page', () => {
  it('shows the totals and a breakdown sorted by the heading clicked', async () => {
    const bodies = serve({ status: 200, json: report });
    renderWithProviders(
      <MemoryRouter>
        <ProofOfPlayPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('30 plays, 2 hours on 2 screens')).toBeTruthy();
    expect(bodies[0]).toMatchObject({ interval: 'Day', groupBy: 'Media' });
    const names = () =>
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names()).toEqual(['Breakfast', 'Lunch menu']);
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Breakfast', 'Lunch menu']);
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Lunch menu', 'Breakfast']);
  });

  it('says so rather than drawing an empty chart when nothing played in the period', async () => {
    serve({
      status: 200,
      json: {
        success,
        totals: { plays: 0, durationMs: 0, screens: 0 },
        series: [{ start: '2026-03-02T00:00:00.000Z', plays: 0, durationMs: 0 }],
        breakdown: [],
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <ProofOfPlayPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('No screen played anything in this period.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Plays over time' })).toBeNull();
    // Nor a breakdown table of headings over no rows.
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s words when the report is refused', async () => {
    serve({ status: 400, json: { success: { ok: false, message: 'to: must be after from' } } });
    renderWithProviders(
      <MemoryRouter>
        <ProofOfPlayPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('to: must be after from')).toBeTruthy();
  });
});
