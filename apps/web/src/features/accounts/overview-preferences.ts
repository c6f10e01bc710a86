import { useState } from 'react';
import {
  overviewViews,
  playersLayouts,
  type OverviewView,
  type PlayersLayout,
} from './overview-rows';

export interface OverviewPreferences {
  view: OverviewView;
  layout: PlayersLayout;
}

export const defaultOverviewPreferences: OverviewPreferences = {
  view: 'PlayerFormatView',
  layout: 'nested',
};

/**
 * Kept in the browser per user, like the table's column choice (spec 000 section 9): support
 * users have no settings store on the server.
 */
export function overviewPreferencesKey(userId: string): string {
  return `marquee.account-overview.${userId}`;
}

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

export function readOverviewPreferences(key: string): OverviewPreferences {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    return {
      view: oneOf(overviewViews, stored.view, defaultOverviewPreferences.view),
      layout: oneOf(playersLayouts, stored.layout, defaultOverviewPreferences.layout),
    };
  } catch {
    return defaultOverviewPreferences;
  }
}

/** The user's view and players layout, read again when the user changes. */
export function useOverviewPreferences(userId: string) {
  const key = overviewPreferencesKey(userId);
  const [stored, setStored] = useState(() => ({ key, value: readOverviewPreferences(key) }));
  const preferences = stored.key === key ? stored.value : readOverviewPreferences(key);
  const change = (patch: Partial<OverviewPreferences>) => {
    const value = { ...preferences, ...patch };
    localStorage.setItem(key, JSON.stringify(value));
    setStored({ key, value });
  };
  return { ...preferences, change };
}
