import type { ScreenManifest } from '@marquee/contracts';

type LoadManifests = (playerIds: readonly string[]) => Promise<Map<string, ScreenManifest>>;

interface Waiter {
  resolve(manifest: ScreenManifest | undefined): void;
  reject(error: unknown): void;
}

/** Players in one load: a batch resolves in one go, so this bounds a pause of the event loop. */
const maxBatch = 200;

/**
 * Gathers the manifests asked for one at a time into loads of many: asks made while a load runs
 * wait for the next, which takes them all. Every load reads the account's broadcasts once, so a
 * fleet that connects at once (after a restart) costs a few loads instead of one per screen.
 */
export class ManifestBatcher {
  private waiting = new Map<string, Waiter[]>();
  private isLoading = false;

  constructor(private readonly loadManifests: LoadManifests) {}

  load(playerId: string): Promise<ScreenManifest | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(playerId);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(playerId, [{ resolve, reject }]);
      if (!this.isLoading) {
        this.isLoading = true;
        // The asks of the same turn (a burst of connections) go together.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.size) {
      const batch = [...this.waiting].slice(0, maxBatch);
      for (const [playerId] of batch) this.waiting.delete(playerId);
      try {
        const manifests = await this.loadManifests(batch.map(([playerId]) => playerId));
        for (const [playerId, waiters] of batch) {
          for (const waiter of waiters) waiter.resolve(manifests.get(playerId));
        }
      } catch (error) {
        for (const [, waiters] of batch) for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.isLoading = false;
  }
}
