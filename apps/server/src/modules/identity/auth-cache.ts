import type { AuthContext } from '../../platform/http/auth-context';
import type { AccessTokenClaims } from './access-token';
import type { LoadedAuth } from './load-auth-context';

/** Enough for every signed-in user of a large installation; beyond it the oldest go first. */
const defaultMaxEntries = 20_000;

interface VerifiedToken {
  token: string;
  claims: AccessTokenClaims;
  expiresAtMs: number;
}

/**
 * Claims are found by the token's last characters, its signature's: a map keyed by the whole
 * token would hash its kilobyte on every call. The entry's own token is then compared whole.
 */
const tokenKeyLength = 32;
const tokenKey = (token: string) => token.slice(-tokenKeyLength);

interface CachedContext {
  context: AuthContext;
  dependsOn: string[];
}

/** A map that forgets its oldest entry when full. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, maxEntries: number): void {
  if (map.size >= maxEntries) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}

/**
 * What tokens resolve to, kept in memory so a signed-in call costs no database trip: verified
 * claims per token until it expires, and who the claims name until a change to one of the
 * rows that answer rests on is announced (`forget`). Nothing is kept while announcements may
 * be missed, and a load that overlapped an announcement is used once but not kept.
 */
export class AuthCache {
  private readonly claims = new Map<string, VerifiedToken>();
  /** `contextKey` of each cached claims object, made once rather than on every call. */
  private readonly contextKeys = new WeakMap<AccessTokenClaims, string>();
  private readonly contexts = new Map<string, CachedContext>();
  /** Row key (`user:<id>`, ...) to the contexts that rest on it. */
  private readonly dependents = new Map<string, Set<string>>();
  /** Counts announcements, so a load can tell whether one arrived while it ran. */
  private changes = 0;
  private isHearingChanges = false;
  /** Settles once every change committed so far has been heard (see `Listening.catchUp`). */
  private catchUp: () => Promise<void> = () => Promise.reject(new Error('Not listening'));

  constructor(private readonly maxEntries = defaultMaxEntries) {}

  /** Claims of a token verified before, unless it has expired since. */
  verifiedClaims(token: string, nowMs = Date.now()): AccessTokenClaims | undefined {
    const key = tokenKey(token);
    const entry = this.claims.get(key);
    if (entry?.token !== token) return undefined;
    if (entry.expiresAtMs > nowMs) return entry.claims;
    this.claims.delete(key);
    return undefined;
  }

  /** Keeps a verified token's claims until its `exp` (seconds since the epoch). */
  rememberClaims(token: string, claims: AccessTokenClaims, exp: number): void {
    remember(
      this.claims,
      tokenKey(token),
      { token, claims, expiresAtMs: exp * 1000 },
      this.maxEntries,
    );
  }

  /** Who the claims name, from memory or else from `load` (kept when nothing changed meanwhile). */
  async resolve(
    claims: AccessTokenClaims,
    load: () => Promise<LoadedAuth | null>,
  ): Promise<AuthContext | null> {
    let key = this.contextKeys.get(claims);
    if (key === undefined) {
      key = contextKey(claims);
      this.contextKeys.set(claims, key);
    }
    if (this.contexts.has(key)) {
      // A change another process committed before this request may still be on its way.
      let isCaughtUp = true;
      try {
        await this.catchUp();
      } catch {
        isCaughtUp = false;
      }
      const cached = this.contexts.get(key);
      if (isCaughtUp && cached) return cached.context;
    }
    const changesBefore = this.changes;
    const loaded = await load();
    if (loaded && this.isHearingChanges && changesBefore === this.changes) this.keep(key, loaded);
    return loaded?.context ?? null;
  }

  /** A row changed (`user:<id>`, `account:<id>`, `role:<id>`, or `all`): forget what rests on it. */
  forget(row: string): void {
    this.changes += 1;
    if (row === 'all') return this.clear();
    for (const key of this.dependents.get(row) ?? []) this.drop(key);
  }

  /** Hears changes through `catchUp` from now on. */
  listenWith(catchUp: () => Promise<void>): void {
    this.catchUp = catchUp;
  }

  /** While changes may go unheard nothing is kept, and what was kept is forgotten. */
  setHearingChanges(isHearing: boolean): void {
    this.changes += 1;
    this.isHearingChanges = isHearing;
    this.clear();
  }

  private keep(key: string, { context, dependsOn }: LoadedAuth): void {
    if (this.contexts.size >= this.maxEntries) {
      const oldest = this.contexts.keys().next();
      if (!oldest.done) this.drop(oldest.value);
    }
    this.contexts.set(key, { context, dependsOn });
    for (const row of dependsOn) {
      const keys = this.dependents.get(row) ?? new Set<string>();
      keys.add(key);
      this.dependents.set(row, keys);
    }
  }

  private drop(key: string): void {
    const entry = this.contexts.get(key);
    if (!entry) return;
    this.contexts.delete(key);
    for (const row of entry.dependsOn) {
      const keys = this.dependents.get(row);
      keys?.delete(key);
      if (keys?.size === 0) this.dependents.delete(row);
    }
  }

  private clear(): void {
    this.contexts.clear();
    this.dependents.clear();
  }
}

/** The claims that decide who a token names; tokens that agree on them share one entry. */
function contextKey(claims: AccessTokenClaims): string {
  const email = claims.email_verified === true ? (claims.email?.trim().toLowerCase() ?? '') : '';
  const supportAccount = claims.supportAccess ? (claims.accountCode ?? '') : '';
  return JSON.stringify([claims.sub, email, claims.supportAccess === true, supportAccount]);
}
