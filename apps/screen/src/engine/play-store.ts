import type { PlayRecord } from '@marquee/contracts';

/** Where a screen keeps its plays until the gateway has them: IndexedDB, a map in tests. */
export interface PlayStore {
  add(play: PlayRecord): Promise<void>;
  /** The oldest plays, by start, leaving out those named. */
  oldest(limit: number, leaveOut: ReadonlySet<string>): Promise<PlayRecord[]>;
  remove(playIds: readonly string[]): Promise<void>;
  /** Forgets plays that started before the time (ISO); answers how many. */
  removeStartedBefore(startedAt: string): Promise<number>;
  clear(): Promise<void>;
}

const storeName = 'plays';

const done = (request: IDBRequest | IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    if (request instanceof IDBTransaction) {
      request.oncomplete = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
      request.onabort = () => reject(request.error ?? new Error('IndexedDB aborted'));
    } else {
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
    }
  });

/** Opens the screen's play store in IndexedDB, which survives reloads and power cuts. */
export async function openPlayStore(name = 'marquee-plays'): Promise<PlayStore> {
  const request = indexedDB.open(name, 1);
  request.onupgradeneeded = () => {
    const store = request.result.createObjectStore(storeName, { keyPath: 'playId' });
    store.createIndex('startedAt', 'startedAt');
  };
  await done(request);
  return new IndexedPlayStore(request.result);
}

class IndexedPlayStore implements PlayStore {
  constructor(private readonly db: IDBDatabase) {}

  async add(play: PlayRecord): Promise<void> {
    const transaction = this.db.transaction(storeName, 'readwrite');
    transaction.objectStore(storeName).put(play);
    await done(transaction);
  }

  async oldest(limit: number, leaveOut: ReadonlySet<string>): Promise<PlayRecord[]> {
    const found: PlayRecord[] = [];
    const transaction = this.db.transaction(storeName, 'readonly');
    const cursor = transaction.objectStore(storeName).index('startedAt').openCursor();
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at || found.length >= limit) return;
      const play = at.value as PlayRecord;
      if (!leaveOut.has(play.playId)) found.push(play);
      at.continue();
    };
    await done(transaction);
    return found;
  }

  async remove(playIds: readonly string[]): Promise<void> {
    const transaction = this.db.transaction(storeName, 'readwrite');
    const store = transaction.objectStore(storeName);
    for (const playId of playIds) store.delete(playId);
    await done(transaction);
  }

  async clear(): Promise<void> {
    const transaction = this.db.transaction(storeName, 'readwrite');
    transaction.objectStore(storeName).clear();
    await done(transaction);
  }

  async removeStartedBefore(startedAt: string): Promise<number> {
    const transaction = this.db.transaction(storeName, 'readwrite');
    const index = transaction.objectStore(storeName).index('startedAt');
    let removed = 0;
    const cursor = index.openCursor(IDBKeyRange.upperBound(startedAt, true));
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return;
      at.delete();
      removed += 1;
      at.continue();
    };
    await done(transaction);
    return removed;
  }
}
