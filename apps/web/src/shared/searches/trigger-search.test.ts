import { describe, expect, it, vi } from 'vitest';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { searchTriggers } from './trigger-search';

signInApiForEachTest();

describe('the trigger picker search', () => {
  it('reads the account list by name, page by page', async () => {
    const fetch = vi.fn((_address: string) =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            success: { ok: true },
            accountTriggers: [
              {
                triggerCode: 't1',
                trigger: {
                  name: 'Morning',
                  triggerGroup: 'Dayparts',
                  actionType: 'Play',
                  variableName: null,
                  activeValue: null,
                },
                setting: {},
                isEnabled: true,
                isActiveNow: false,
                usedBy: [],
              },
            ],
            hasMore: true,
          }),
          { status: 200 },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const answer = await searchTriggers({
      searchText: 'mor',
      maxItemsInResult: 20,
      skipItemsInResult: 40,
    });
    expect(answer.hasMore).toBe(true);
    expect(answer.items.map((item) => item.trigger.name)).toEqual(['Morning']);
    const address = new URL(fetch.mock.calls[0]![0], 'http://x');
    expect(address.pathname).toBe('/api/triggers/account');
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      SearchText: 'mor',
      OrderBy: 'Name',
      MaxItemsInResult: '20',
      SkipItemsInResult: '40',
    });
  });
});
