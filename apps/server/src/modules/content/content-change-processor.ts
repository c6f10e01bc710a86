import type { Database } from '../../platform/db/database';
import { processContentChanges, processLeftContentChanges } from './content-changes';

/**
 * How often a process looks for records no process holds: a notice wakes the processor at once,
 * and a process that starts takes whatever was left, so this catches what neither does (a record
 * whose process died or whose round failed after it was taken, a notice lost while no process
 * listened) within a few seconds. The look is one query.
 */
const sweepEveryMs = 2_000;

type Round = (db: Database) => Promise<void>;

/**
 * Processes recorded content changes in this process whenever woken: by a notice that one was
 * recorded, when it starts listening (what a stopped process left behind), and by the sweep.
 * Wakes that come while it works make it go round once more, never run it twice at once.
 */
export class ContentChangeProcessor {
  private running: Promise<void> | undefined;
  private isWokenAgain = false;
  private sweep: NodeJS.Timeout | undefined;
  private isStopped = false;

  constructor(
    private readonly db: () => Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts sweeping and takes what is pending; settles once that round is done. */
  async start(): Promise<void> {
    this.sweep ??= setInterval(() => {
      // A round under way, or the one it goes on to, takes what the sweep would find.
      if (!this.running) this.run(processLeftContentChanges);
    }, sweepEveryMs);
    this.sweep.unref();
    this.wake();
    await this.running;
  }

  wake(): void {
    if (this.running) {
      this.isWokenAgain = true;
      return;
    }
    this.run(processContentChanges);
  }

  private run(first: Round): void {
    if (this.isStopped) return;
    this.running = (async () => {
      let round = first;
      do {
        this.isWokenAgain = false;
        await round(this.db()).catch(this.onError);
        round = processContentChanges;
      } while (this.isWokenAgain);
      this.running = undefined;
    })();
  }

  /** Stops sweeping and lets the round under way finish (the database closes after). */
  async stop(): Promise<void> {
    this.isStopped = true;
    clearInterval(this.sweep);
    this.isWokenAgain = false;
    await this.running;
  }
}
