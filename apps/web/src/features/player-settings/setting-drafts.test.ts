import { describe, expect, it } from 'vitest';
import { settingRow } from './setting-fixtures';
import {
  changesOf,
  matchingRows,
  problemsBySetting,
  sourceOf,
  withDraft,
  type SettingDrafts,
} from './setting-drafts';

const none: SettingDrafts = new Map();

describe('sourceOf', () => {
  it('tells an own value, a level above, the default and an unset apart', () => {
    expect(sourceOf(settingRow('Volume', { inherit: false, inheritedFrom: null }))).toBe('own');
    expect(sourceOf(settingRow('Volume', { inheritedFrom: 'Location' }))).toBe('Location');
    expect(sourceOf(settingRow('Volume', { inheritedFrom: 'Account' }))).toBe('Account');
    expect(sourceOf(settingRow('Volume'))).toBe('default');
    expect(sourceOf(settingRow('Volume', { inheritedFrom: null }))).toBe('default');
    expect(sourceOf(settingRow('Volume', { inherit: false, unset: true }))).toBe('unset');
  });
});

describe('withDraft', () => {
  const own = settingRow('Volume', { inherit: false, inheritedFrom: null, value: 70 });

  it('keeps a change and drops one back to what is stored', () => {
    const changed = withDraft(none, own, { kind: 'value', value: 80 });
    expect(changed.get('Volume')).toEqual({ kind: 'value', value: 80 });
    expect(withDraft(changed, own, { kind: 'value', value: 70 }).size).toBe(0);
    expect(withDraft(none, settingRow('Volume'), { kind: 'inherit' }).size).toBe(0);
    const unset = settingRow('Volume', { inherit: false, unset: true });
    expect(withDraft(none, unset, { kind: 'unset' }).size).toBe(0);
    expect(withDraft(none, unset, { kind: 'inherit' }).get('Volume')).toEqual({ kind: 'inherit' });
  });

  it('keeps any typed write-only value, which is never read back, but not an emptied box', () => {
    const secret = settingRow('AlarmWebhookSecret', { inherit: false, isSet: true });
    const typed = withDraft(none, secret, { kind: 'value', value: 's3cret' });
    expect(typed.size).toBe(1);
    expect(withDraft(typed, secret, { kind: 'value', value: '' }).size).toBe(0);
  });
});

describe('changesOf', () => {
  it('sends a value, an inherit or an unset for each changed setting only', () => {
    let drafts = withDraft(none, settingRow('Volume'), { kind: 'value', value: 20 });
    drafts = withDraft(drafts, settingRow('LogLevel', { inherit: false }), { kind: 'inherit' });
    drafts = withDraft(drafts, settingRow('ShowName'), { kind: 'unset' });
    expect(changesOf(drafts)).toEqual([
      { playerSettingCode: 'Volume', value: 20, inherit: false, unset: false },
      { playerSettingCode: 'LogLevel', inherit: true, unset: false },
      { playerSettingCode: 'ShowName', inherit: false, unset: true },
    ]);
  });
});

describe('problemsBySetting', () => {
  const sent = changesOf(
    new Map([
      ['Volume', { kind: 'value', value: 120 }],
      ['AlarmEmails', { kind: 'value', value: ['nobody'] }],
    ] as const),
  );

  it('puts each problem on the setting the server names by its place in the body', () => {
    const problems = problemsBySetting(
      'settings[0].value: must be at most 100; settings[1].value[0] must be an e-mail address',
      sent,
    );
    expect([...problems]).toEqual([
      ['Volume', 'settings[0].value: must be at most 100'],
      ['AlarmEmails', 'settings[1].value[0] must be an e-mail address'],
    ]);
  });

  it('names no setting for a problem of the whole save or a place not sent', () => {
    expect(problemsBySetting('accountCode: not found', sent).size).toBe(0);
    expect(problemsBySetting('settings[5].value: no', sent).size).toBe(0);
  });
});

describe('matchingRows', () => {
  it('keeps the rows one of whose texts holds the search, in any case', () => {
    const rows = [settingRow('Volume'), settingRow('LogLevel')];
    const textsOf = (row: (typeof rows)[number]) => [row.playerSettingCode, row.definition.name];
    expect(matchingRows(rows, ' log ', textsOf).map((row) => row.playerSettingCode)).toEqual([
      'LogLevel',
    ]);
    expect(matchingRows(rows, '', textsOf)).toHaveLength(2);
  });
});
