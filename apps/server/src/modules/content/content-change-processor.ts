import type { Database } from '../../platform/db/database';
import { processContentChanges } from './content-changes';

/**
 * A safety net, not the way changes travel: a notice wakes the processor at once, and a process
 * that starts takes whatever was left. The sweep catches a notice lost while no process listened.
 */
const sweepEveryMs = 60_000;

/**
 * Processes recorded content changes in this process whenever woken: by a notice that one was
 * recorded, when it starts listening (what a stopped process left behind), and by a slow sweep.
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

  start(): void {
    this.sweep ??= setInterval(() => this.wake(), sweepEveryMs);
    this.sweep.unref();
    this.wake();
  }

  wake(): void {
    if (this.isStopped) return;
    if (this.running) {
      this.isWokenAgain = true;
      return;
    }
    this.running = (async () => {
      do {
        this.isWokenAgain = false;
        await processContentChanges(this.db()).catch(this.onError);
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
