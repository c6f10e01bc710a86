import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  overviewPreferencesKey,
  readOverviewPreferences,
  useOverviewPreferences,
} from './overview-preferences';

afterEach(() => localStorage.clear());

describe('overview preferences', () => {
  it('start as PlayerFormatView, nested', () => {
    const { result } = renderHook(() => useOverviewPreferences('ann@example.com'));
    expect(result.current).toMatchObject({ view: 'PlayerFormatView', layout: 'nested' });
  });

  it("are kept per user and read again for another user's key", () => {
    const { result, rerender } = renderHook(({ user }) => useOverviewPreferences(user), {
      initialProps: { user: 'ann@example.com' },
    });
    act(() => result.current.change({ view: 'LocationView' }));
    act(() => result.current.change({ layout: 'flat' }));
    expect(result.current).toMatchObject({ view: 'LocationView', layout: 'flat' });
    rerender({ user: 'bob@example.com' });
    expect(result.current).toMatchObject({ view: 'PlayerFormatView', layout: 'nested' });
    rerender({ user: 'ann@example.com' });
    expect(result.current).toMatchObject({ view: 'LocationView', layout: 'flat' });
  });

  it('fall back to the defaults for values this version does not know', () => {
    const key = overviewPreferencesKey('ann@example.com');
    localStorage.setItem(key, JSON.stringify({ view: 'MapView', layout: 'flat' }));
    expect(readOverviewPreferences(key)).toEqual({ view: 'PlayerFormatView', layout: 'flat' });
    localStorage.setItem(key, 'not json');
    expect(readOverviewPreferences(key)).toEqual({ view: 'PlayerFormatView', layout: 'nested' });
  });
});
