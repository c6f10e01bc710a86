type LoadMany<Value> = (keys: readonly string[]) => Promise<ReadonlyMap<string, Value>>;

interface Waiter<Value> {
  resolve(value: Value | undefined): void;
  reject(error: unknown): void;
}

/** Keys in one load: a batch resolves in one go, so this bounds a pause of the event loop. */
const maxBatch = 200;

/**
 * Gathers values asked for one at a time into loads of many: asks made while a load runs wait
 * for the next, which takes them all, so every answer was read after it was asked for. A fleet of
 * screens that connects at once (after a restart) costs a few queries instead of one per screen,
 * and each waiting screen holds a small entry here rather than a query of its own in flight.
 */
export class BatchLoader<Value> {
  private waiting = new Map<string, Waiter<Value>[]>();
  private isLoading = false;

  constructor(private readonly loadMany: LoadMany<Value>) {}

  /** The value of `key`, or undefined when the load has none. */
  load(key: string): Promise<Value | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
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
      for (const [key] of batch) this.waiting.delete(key);
      try {
        const values = await this.loadMany(batch.map(([key]) => key));
        for (const [key, waiters] of batch) {
          for (const waiter of waiters) waiter.resolve(values.get(key));
        }
      } catch (error) {
        for (const [, waiters] of batch) for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.isLoading = false;
  }
}
