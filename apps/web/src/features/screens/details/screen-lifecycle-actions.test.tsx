import { resolveFeatureFlags } from '@marquee/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionUserContext } from '@/lib/session/session-user';
import { renderWithProviders } from '@/test/render';
import { testSupportUser } from '@/test/support-user';
import type { ScreenRow } from '../screens.api';
import { ScreenLifecycleActions } from './screen-lifecycle-actions';

function renderActions(releasePlayer: boolean) {
  const user = testSupportUser({
    featureFlags: { ...resolveFeatureFlags({}), releasePlayer },
  });
  renderWithProviders(
    <SessionUserContext.Provider value={user}>
      <ScreenLifecycleActions screen={{ id: 's1', name: 'Lobby' } as ScreenRow} onGone={() => {}} />
    </SessionUserContext.Provider>,
  );
}

describe('screen lifecycle actions', () => {
  it('offers Release only while the account lets users release screens', () => {
    renderActions(true);
    expect(screen.getByRole('button', { name: 'Release' })).toBeInTheDocument();
  });

  it('leaves Release out when the account turned it off', () => {
    renderActions(false);
    expect(screen.queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace' })).toBeInTheDocument();
  });
});
