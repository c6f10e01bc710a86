import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest, stubFetch } from '@/test/signed-in-api';
import { emptyGroup } from './broadcast-draft';
import ConditionEditor from './condition-editor';

signInApiForEachTest();
let screensMatching = 0;
beforeEach(() => {
  stubFetch().mockImplementation((url: string) => {
    const answer = url.includes('/api/broadcasts/players')
      ? { Players: [], TotalCount: screensMatching, hasMore: false }
      : { PlayerFilters: [], hasMore: false };
    return Promise.resolve(
      new Response(JSON.stringify({ success: { ok: true }, ...answer }), { status: 200 }),
    );
  });
});

const group = emptyGroup('Group 1', ['L1']);

describe('ConditionEditor', () => {
  it('says no players match the filter when the group reaches no screen', async () => {
    screensMatching = 0;
    renderWithProviders(
      <ConditionEditor group={group} conditionLookups={[]} onConditionChange={vi.fn()} />,
    );
    expect(await screen.findByText('No players match the filter.')).toBeInTheDocument();
    expect(screen.getByTestId('group-player-count')).toHaveTextContent('0');
  });

  it('says nothing of the kind while the filter reaches screens', async () => {
    screensMatching = 3;
    renderWithProviders(
      <ConditionEditor group={group} conditionLookups={[]} onConditionChange={vi.fn()} />,
    );
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(screen.queryByText('No players match the filter.')).toBeNull();
  });
});
