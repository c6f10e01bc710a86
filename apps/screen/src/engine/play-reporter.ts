import { maxPlaysPerBatch, type PlayRecord } from '@marquee/contracts';
import type { PlayStore } from './play-store';

/** Plays reach the gateway within this time of ending. */
export const playSendEveryMs = 10_000;
/** An offline screen keeps its plays this long; older ones are dropped. */
export const playKeepMs = 14 * 24 * 3600_000;
/** A batch without an answer in this time is taken as lost, and its plays go again. */
export const unansweredBatchMs = 60_000;

export interface PlayBatchOut {
  batchId: string;
  plays: PlayRecord[];
}

/** How a batch leaves the screen: over the socket (answered later) or by HTTP (answered now). */
export type SendPlays = (batch: PlayBatchOut) => Promise<'sent' | 'acknowledged' | 'not sent'>;

interface InFlight {
  playIds: string[];
  sentAt: number;
}

/**
 * The screen's proof of play: each play goes into the store at once, and every few seconds the
 * oldest go to the gateway as a batch; they leave the store only when the gateway says the batch
 * is committed. A batch sent twice (its answer lost) counts once there, by the plays' ids.
 */
export class PlayReporter {
  private readonly inFlight = new Map<string, InFlight>();
  private isSending = false;

  constructor(
    private readonly store: PlayStore,
    private readonly send: SendPlays,
    private readonly now: () => number = Date.now,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  record(play: PlayRecord): Promise<void> {
    return this.store.add(play);
  }

  /** The gateway committed the batch: its plays are forgotten. */
  async acknowledged(batchId: string): Promise<void> {
    const batch = this.inFlight.get(batchId);
    if (!batch) return;
    this.inFlight.delete(batchId);
    await this.store.remove(batch.playIds);
  }

  /** Forgets every play: the screen was released, and they were another player's. */
  async forgetAll(): Promise<void> {
    this.inFlight.clear();
    await this.store.clear();
  }

  /** Sends the oldest plays not on their way yet, one batch, after dropping those too old. */
  async sendDue(): Promise<void> {
    if (this.isSending) return;
    this.isSending = true;
    try {
      await this.store.removeStartedBefore(new Date(this.now() - playKeepMs).toISOString());
      this.forgetUnanswered();
      const onTheirWay = new Set([...this.inFlight.values()].flatMap((batch) => batch.playIds));
      const plays = await this.store.oldest(maxPlaysPerBatch, onTheirWay);
      if (!plays.length) return;
      const batchId = this.newId();
      const playIds = plays.map((play) => play.playId);
      this.inFlight.set(batchId, { playIds, sentAt: this.now() });
      const outcome = await this.send({ batchId, plays }).catch(() => 'not sent' as const);
      if (outcome === 'acknowledged') await this.acknowledged(batchId);
      if (outcome === 'not sent') this.inFlight.delete(batchId);
    } finally {
      this.isSending = false;
    }
  }

  private forgetUnanswered(): void {
    const before = this.now() - unansweredBatchMs;
    for (const [batchId, batch] of this.inFlight) {
      if (batch.sentAt < before) this.inFlight.delete(batchId);
    }
  }
}
