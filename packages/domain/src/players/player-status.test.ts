import { describe, expect, it } from 'vitest';
import { matchesPlayerStatusFilter, playerStatus, type PlayerStatusFacts } from './player-status';

const now = new Date('2026-03-02T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const healthy: PlayerStatusFacts = {
  pairedAt: minutesAgo(600),
  lastHeartbeatAt: minutesAgo(0.5),
  report: {
    playlistHashCode: 'h1',
    lastInUseHashCode: 'h1',
    errors: [],
    nowPlaying: [{ mediaCode: 'm' }],
  },
  playlistHash: 'h1',
  playlistModifiedAt: minutesAgo(300),
  customStatus: null,
};
const kindOf = (facts: Partial<PlayerStatusFacts>) =>
  playerStatus({ ...healthy, ...facts }, now).kind;

describe('playerStatus', () => {
  it('reads each state from the facts', () => {
    expect(kindOf({})).toBe('online');
    expect(kindOf({ lastHeartbeatAt: null })).toBe('notStarted');
    expect(playerStatus({ ...healthy, lastHeartbeatAt: minutesAgo(90) }, now)).toMatchObject({
      kind: 'noContact',
      noContactForMs: 90 * 60_000,
    });
    const report = healthy.report!;
    expect(kindOf({ report: { ...report, lastInUseHashCode: 'h0' } })).toBe('minorIssue');
    expect(kindOf({ report: { ...report, errors: ['video failed'] } })).toBe('issue');
    expect(kindOf({ playlistHash: 'h2', playlistModifiedAt: minutesAgo(5) })).toBe('minorIssue');
    expect(kindOf({ playlistHash: 'h2', playlistModifiedAt: minutesAgo(61) })).toBe('majorIssue');
    expect(
      kindOf({ report: { ...report, errors: ['no media'], nowPlaying: [{ mediaCode: null }] } }),
    ).toBe('criticalIssue');
  });

  it('shows the custom status, not an issue, while the screen has not yet had time to fetch a changed playlist', () => {
    const closed = { text: 'Closed for works', overwritesOnline: true };
    // An import changed the playlist a second ago; the last report is older than that.
    const justChanged = { playlistHash: 'h2', playlistModifiedAt: new Date(now.getTime() - 1_000) };
    expect(kindOf({ ...justChanged, customStatus: closed })).toBe('custom');
    expect(kindOf(justChanged)).toBe('online');
    // A report sent well after the change that still names the old playlist is an issue.
    expect(
      kindOf({ playlistHash: 'h2', playlistModifiedAt: minutesAgo(2), customStatus: closed }),
    ).toBe('minorIssue');
  });

  it('lets a custom status overwrite online only, and only when it says so', () => {
    expect(kindOf({ customStatus: { text: 'Closed for works', overwritesOnline: true } })).toBe(
      'custom',
    );
    const beside = playerStatus(
      { ...healthy, customStatus: { text: 'Note', overwritesOnline: false } },
      now,
    );
    expect(beside).toMatchObject({ kind: 'online', customText: 'Note' });
    expect(
      kindOf({ lastHeartbeatAt: null, customStatus: { text: 'x', overwritesOnline: true } }),
    ).toBe('notStarted');
  });
});

describe('matchesPlayerStatusFilter', () => {
  const matches = (facts: Partial<PlayerStatusFacts>) => {
    const all = { ...healthy, ...facts };
    const status = playerStatus(all, now);
    return (
      [
        'FakePlayer',
        'NotStarted',
        'NoContactOrErrorFor12Hours',
        'NoContactOrErrorFor24Hours',
        'NoContactOrErrorFor48Hours',
        'OK',
      ] as const
    ).filter((value) => matchesPlayerStatusFilter(value, status, all, now));
  };

  it('selects by the filter values of the builder', () => {
    expect(matches({})).toEqual(['OK']);
    expect(matches({ pairedAt: null, lastHeartbeatAt: null })).toEqual(['FakePlayer']);
    expect(matches({ lastHeartbeatAt: null })).toEqual(['NotStarted']);
    expect(matches({ lastHeartbeatAt: minutesAgo(25 * 60) })).toEqual([
      'NoContactOrErrorFor12Hours',
      'NoContactOrErrorFor24Hours',
    ]);
    const report = { ...healthy.report!, errors: ['broken'] };
    expect(matches({ report, issueSince: minutesAgo(13 * 60) })).toEqual([
      'NoContactOrErrorFor12Hours',
    ]);
    expect(matches({ report, issueSince: null })).toEqual([]);
  });
});
