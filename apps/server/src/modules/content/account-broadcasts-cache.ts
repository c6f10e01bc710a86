import type { Database } from '../../platform/db/database';
import {
  loadAccountBroadcasts,
  type AccountBroadcasts,
  type AccountBroadcastsSource,
} from './account-broadcasts';

/**
 * Broadcasts kept over all accounts together; past it the accounts used longest ago are dropped.
 * An account of more is still kept, alone.
 */
const maxBroadcasts = 20_000;

/**
 * Each account's broadcast content as last read, kept between manifest loads: reading an
 * account's thousand broadcasts was most of what every screen's manifest cost. A recorded content
 * change is what drops an account (`forget`), heard by every process: every write that changes
 * what is kept here records one for its account. A read that began before the account was
 * dropped may hold what the change replaced, so it is given to its caller but not kept.
 */
export class AccountBroadcastsCache {
  /** In the order used, least recent first. */
  private entries = new Map<string, AccountBroadcasts>();
  private keptBroadcasts = 0;
  /** Counts drops, so a read can tell whether one came after it began. */
  private tick = 0;
  private droppedAt = new Map<string, number>();
  private allDroppedAt = 0;
  private readsUnderWay = 0;
  /** While notices may be missed, nothing read is kept: no notice would drop it. */
  private isHearingChanges = true;

  constructor(private readonly source: AccountBroadcastsSource = loadAccountBroadcasts) {}

  /** The content of these accounts: kept ones from memory, the others read (and kept). */
  readonly load: AccountBroadcastsSource = async (db, accountIds) => {
    const result = new Map<string, AccountBroadcasts>();
    const missing: string[] = [];
    for (const accountId of new Set(accountIds)) {
      const kept = this.entries.get(accountId);
      if (!kept) {
        missing.push(accountId);
        continue;
      }
      this.entries.delete(accountId);
      this.entries.set(accountId, kept);
      result.set(accountId, kept);
    }
    if (!missing.length) return result;
    const began = this.tick;
    this.readsUnderWay += 1;
    try {
      const read = await this.source(db, missing);
      for (const [accountId, content] of read) {
        result.set(accountId, content);
        if (!this.isHearingChanges || this.isDroppedSince(accountId, began)) continue;
        this.keep(accountId, content);
      }
    } finally {
      this.readsUnderWay -= 1;
      // Marks matter only to reads under way; with none, nothing needs them.
      if (!this.readsUnderWay) this.droppedAt.clear();
    }
    return result;
  };

  /** Whether the account's content is kept now. */
  has(accountId: string): boolean {
    return this.entries.has(accountId);
  }

  /** Drops these accounts: their content changed, or may have. */
  forget(accountIds: Iterable<string>): void {
    this.tick += 1;
    for (const accountId of accountIds) {
      this.drop(accountId);
      if (this.readsUnderWay) this.droppedAt.set(accountId, this.tick);
    }
  }

  /** Drops every account: changes may have gone unheard. */
  forgetAll(): void {
    this.tick += 1;
    this.allDroppedAt = this.tick;
    this.entries.clear();
    this.keptBroadcasts = 0;
  }

  /** Whether this process hears recorded changes now; it drops everything either way. */
  setHearingChanges(isHearing: boolean): void {
    this.isHearingChanges = isHearing;
    this.forgetAll();
  }

  private isDroppedSince(accountId: string, tick: number): boolean {
    return this.allDroppedAt > tick || (this.droppedAt.get(accountId) ?? 0) > tick;
  }

  private keep(accountId: string, content: AccountBroadcasts): void {
    this.drop(accountId);
    this.entries.set(accountId, content);
    this.keptBroadcasts += content.broadcasts.length;
    for (const [oldest, kept] of this.entries) {
      if (this.keptBroadcasts <= maxBroadcasts || oldest === accountId) break;
      this.entries.delete(oldest);
      this.keptBroadcasts -= kept.broadcasts.length;
    }
  }

  private drop(accountId: string): void {
    const kept = this.entries.get(accountId);
    if (!kept) return;
    this.entries.delete(accountId);
    this.keptBroadcasts -= kept.broadcasts.length;
  }
}

const caches = new WeakMap<Database, AccountBroadcastsCache>();

/**
 * The cache of a server's database (its pool, not a transaction): the screen gateway's loads and
 * the processing of content changes share it, and so does each request that settles its own.
 */
export function accountBroadcastsCacheOf(db: Database): AccountBroadcastsCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new AccountBroadcastsCache()));
  return cache;
}
