import type { StatusReport } from '@marquee/contracts';
import type { Database } from '../../platform/db/database';
import { recordHeartbeats, type HeartbeatRow } from '../player-records';

/** How often the beats gathered in memory are written. */
export const heartbeatFlushMs = 5_000;
/**
 * A beat that tells something new (a screen's first on its line, another playlist in play or
 * fully downloaded) is written after this short pause instead, so the lists see a paired or
 * updated screen at once; the pause still gathers a fleet that reconnects together.
 */
export const newsFlushMs = 200;
const rowsPerStatement = 500;

interface Beat {
  at: Date;
  report: StatusReport;
  remoteAddress: string | undefined;
}

interface BeatOptions {
  /** The beat tells something new: written after a short pause instead of the interval. */
  isNews?: boolean;
  at?: Date;
  remoteAddress?: string;
}

/**
 * Heartbeats gathered in memory and written in one UPDATE per few hundred screens, so a large
 * fleet costs the database a statement every few seconds instead of one per beat. Only the
 * newest beat of a screen is kept; a crash loses at most one interval of beats.
 */
export class HeartbeatBatcher {
  private beats = new Map<string, Beat>();
  private timer: NodeJS.Timeout | undefined;
  private newsTimer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: () => Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  record(
    playerId: string,
    report: StatusReport,
    { isNews = false, at = new Date(), remoteAddress }: BeatOptions = {},
  ): void {
    this.beats.set(playerId, { at, report, remoteAddress });
    if (isNews && !this.newsTimer && this.timer) {
      this.newsTimer = setTimeout(() => {
        this.newsTimer = undefined;
        void this.flush();
      }, newsFlushMs);
      this.newsTimer.unref();
    }
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), heartbeatFlushMs);
    this.timer.unref();
  }

  /** Writes what is gathered; callers (shutdown, tests) may await it. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write()).catch(this.onError);
    return this.flushing;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.newsTimer);
    this.timer = this.newsTimer = undefined;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (!this.beats.size) return;
    const rows = [...this.beats].map(([playerId, beat]) => rowOf(playerId, beat));
    this.beats = new Map();
    for (let i = 0; i < rows.length; i += rowsPerStatement) {
      await this.writeRows(rows.slice(i, i + rowsPerStatement));
    }
  }

  /**
   * Screens' text is checked before it is gathered, but should a batch still fail, its beats are
   * written one by one: a beat the database refuses costs its own screen, never the others.
   */
  private async writeRows(rows: HeartbeatRow[]): Promise<void> {
    try {
      await recordHeartbeats(this.db(), rows);
    } catch (error) {
      if (rows.length === 1) throw error;
      for (const row of rows) await recordHeartbeats(this.db(), [row]).catch(this.onError);
    }
  }
}

function rowOf(playerId: string, beat: Beat): HeartbeatRow {
  return {
    id: playerId,
    at: beat.at.toISOString(),
    report: { ...beat.report, remoteAddress: beat.remoteAddress },
    in_use: beat.report.lastInUseHashCode,
  };
}
