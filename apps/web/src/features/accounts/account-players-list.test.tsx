import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { vi } from 'vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest, stubFetch } from '@/test/signed-in-api';
import { AccountPlayersList } from './account-players-list';

signInApiForEachTest();
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = stubFetch();
  // The account has no players; the current user is not asked for here.
  fetchMock.mockImplementation(async (url: string) =>
    String(url).includes('players')
      ? new Response(
          JSON.stringify({ success: { ok: true }, accountsAndPlayers: [], hasMore: false }),
          { status: 200 },
        )
      : new Response(JSON.stringify({ success: { ok: false, message: 'Not here' } }), {
          status: 404,
        }),
  );
});

describe('AccountPlayersList', () => {
  it('says a new account has no players, and only a search finds none to match', async () => {
    renderWithProviders(<AccountPlayersList account="new-shop" canReboot canEdit />);
    expect(await screen.findByText('This account has no players yet.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing matches')).not.toBeInTheDocument();
    // Nothing more to load: no Load more button at all.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search players' }), 'lobby');
    expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(screen.getByRole('textbox', { name: 'Search players' })).toHaveValue('');
    expect(await screen.findByText('This account has no players yet.')).toBeInTheDocument();
  });
});
