import { describe, expect, it } from 'vitest';
import { effectiveTriggerSetting, type TriggerSettingLevel } from './trigger-types';

const explicit = (value: string): TriggerSettingLevel => ({
  state: 'Explicit',
  setting: { value },
});
const inherit: TriggerSettingLevel = { state: 'Default', setting: null };
const disabled: TriggerSettingLevel = { state: 'Disabled', setting: { value: 'ignored' } };

describe('effectiveTriggerSetting', () => {
  it("takes the screen's own setting first", () => {
    expect(
      effectiveTriggerSetting({
        account: explicit('a'),
        location: explicit('l'),
        player: explicit('p'),
      }),
    ).toEqual({ state: 'Explicit', setting: { value: 'p' }, from: 'player' });
  });

  it("falls back to the location's, then the account's", () => {
    const account = explicit('a');
    expect(effectiveTriggerSetting({ account, location: explicit('l'), player: inherit })).toEqual({
      state: 'Explicit',
      setting: { value: 'l' },
      from: 'location',
    });
    expect(effectiveTriggerSetting({ account, location: inherit, player: inherit })).toEqual({
      state: 'Explicit',
      setting: { value: 'a' },
      from: 'account',
    });
    expect(effectiveTriggerSetting({ account })).toMatchObject({ from: 'account' });
  });

  it('a Disabled level wins over the levels above it and carries no setting', () => {
    expect(effectiveTriggerSetting({ account: explicit('a'), location: disabled })).toEqual({
      state: 'Disabled',
      setting: null,
      from: 'location',
    });
    expect(effectiveTriggerSetting({ account: disabled, player: explicit('p') })).toMatchObject({
      state: 'Explicit',
      from: 'player',
    });
    expect(effectiveTriggerSetting({ account: disabled })).toMatchObject({
      state: 'Disabled',
      from: 'account',
    });
  });
});
