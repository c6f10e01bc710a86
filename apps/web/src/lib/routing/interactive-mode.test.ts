import { describe, expect, it } from 'vitest';
import { interactiveCrumbs, isInteractiveMode } from './interactive-mode';

describe('interactive mode', () => {
  it('is on only with interactive=1 in the address', () => {
    expect(isInteractiveMode('?interactive=1')).toBe(true);
    expect(isInteractiveMode('?tab=when&interactive=1')).toBe(true);
    expect(isInteractiveMode('?interactive=0')).toBe(false);
    expect(isInteractiveMode('')).toBe(false);
  });

  it('turns only the crumb leading to the broadcasts into Local selections', () => {
    expect(
      interactiveCrumbs([
        { labelKey: 'nav.broadcast', to: 'Broadcast' },
        { labelKey: 'routes.broadcastDetails' },
      ]),
    ).toEqual([
      { labelKey: 'nav.localSelections', to: 'LocalSelections' },
      { labelKey: 'routes.broadcastDetails' },
    ]);
    const screens = [{ labelKey: 'nav.screens', to: 'Screens' }, { labelKey: 'routes.playlist' }];
    expect(interactiveCrumbs(screens)).toEqual(screens);
  });
});
