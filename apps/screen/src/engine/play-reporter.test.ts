import type { PlayRecord } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { playKeepMs, PlayReporter, type PlayBatchOut, unansweredBatchMs } from './play-reporter';
import type { PlayStore } from './play-store';

/** The store as a map: IndexedDB's behaviour that matters here, without a browser. */
class MemoryPlayStore implements PlayStore {
  readonly plays = new Map<string, PlayRecord>();

  add(play: PlayRecord): Promise<void> {
    this.plays.set(play.playId, play);
    return Promise.resolve();
  }

  oldest(limit: number, leaveOut: ReadonlySet<string>): Promise<PlayRecord[]> {
    const sorted = [...this.plays.values()]
      .filter((play) => !leaveOut.has(play.playId))
      .sort((a, b) => a.startedAt.localeCompare(b.startedAt));
    return Promise.resolve(sorted.slice(0, limit));
  }

  remove(playIds: readonly string[]): Promise<void> {
    for (const playId of playIds) this.plays.delete(playId);
    return Promise.resolve();
  }

  clear(): Promise<void> {
    this.plays.clear();
    return Promise.resolve();
  }

  removeStartedBefore(startedAt: string): Promise<number> {
    const old = [...this.plays.values()].filter((play) => play.startedAt < startedAt);
    for (const play of old) this.plays.delete(play.playId);
    return Promise.resolve(old.length);
  }
}

const start = Date.parse('2026-03-20T12:00:00Z');

function playAt(ms: number, n: number): PlayRecord {
  return {
    playId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    mediaCode: 'M1',
    layerCode: 'main',
    startedAt: new Date(ms).toISOString(),
    durationMs: 10_000,
    broadcastCode: null,
    groupCode: null,
    triggerCode: null,
    source: 'schedule',
  };
}

function reporterWith(answer: 'sent' | 'acknowledged' | 'not sent') {
  const store = new MemoryPlayStore();
  const sent: PlayBatchOut[] = [];
  let now = start;
  let ids = 0;
  const reporter = new PlayReporter(
    store,
    (batch) => {
      sent.push(batch);
      return Promise.resolve(answer);
    },
    () => now,
    () => `batch-${++ids}`,
  );
  return { store, sent, reporter, later: (ms: number) => (now += ms) };
}

describe('the screen’s proof of play', () => {
  it('keeps plays until their batch is acknowledged', async () => {
    const { store, sent, reporter } = reporterWith('sent');
    await reporter.record(playAt(start - 20_000, 1));
    await reporter.record(playAt(start - 10_000, 2));
    await reporter.sendDue();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.plays.map((play) => play.playId)).toHaveLength(2);
    expect(store.plays.size).toBe(2);
    // A batch on its way is not sent again meanwhile.
    await reporter.sendDue();
    expect(sent).toHaveLength(1);
    await reporter.acknowledged('batch-1');
    expect(store.plays.size).toBe(0);
  });

  it('sends a batch again when its answer never comes', async () => {
    const { sent, reporter, later } = reporterWith('sent');
    await reporter.record(playAt(start, 1));
    await reporter.sendDue();
    later(unansweredBatchMs + 1);
    await reporter.sendDue();
    expect(sent.map((batch) => batch.plays[0]?.playId)).toEqual([
      playAt(start, 1).playId,
      playAt(start, 1).playId,
    ]);
  });

  it('forgets a batch the polling answer acknowledged, and keeps one not sent', async () => {
    const polled = reporterWith('acknowledged');
    await polled.reporter.record(playAt(start, 1));
    await polled.reporter.sendDue();
    expect(polled.store.plays.size).toBe(0);
    const offline = reporterWith('not sent');
    await offline.reporter.record(playAt(start, 1));
    await offline.reporter.sendDue();
    await offline.reporter.sendDue();
    expect(offline.sent).toHaveLength(2);
    expect(offline.store.plays.size).toBe(1);
  });

  it('drops plays older than 14 days before sending', async () => {
    const { store, sent, reporter } = reporterWith('sent');
    await reporter.record(playAt(start - playKeepMs - 1, 1));
    await reporter.record(playAt(start - playKeepMs + 60_000, 2));
    await reporter.sendDue();
    expect(store.plays.size).toBe(1);
    expect(sent[0]?.plays.map((play) => play.playId)).toEqual([playAt(0, 2).playId]);
  });

  it('sends at most 500 plays a batch, oldest first', async () => {
    const { sent, reporter } = reporterWith('sent');
    for (let n = 0; n < 1_200; n++) await reporter.record(playAt(start - 1_200_000 + n * 1000, n));
    await reporter.sendDue();
    await reporter.sendDue();
    await reporter.sendDue();
    expect(sent.map((batch) => batch.plays.length)).toEqual([500, 500, 200]);
    expect(sent[0]?.plays[0]?.playId).toBe(playAt(0, 0).playId);
  });
});
