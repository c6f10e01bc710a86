import type { GatewayMessage, ScreenCommand, ScreenManifest } from '@marquee/contracts';
import { BatchLoader } from '../../platform/batching/batch-loader';
import type { Database } from '../../platform/db/database';
import {
  accountBroadcastsCacheOf,
  heartbeatSecondsOf,
  loadManifests,
  type ScreenNotice,
} from '../content';
import { takePendingCommands } from './screen-commands-outbox';
import { findScreenSessions, stateMessage, type ScreenSession } from './screen-session';

/** One screen's open WebSocket, as the hub sees it. */
export interface ScreenConnection {
  session: ScreenSession;
  send(message: GatewayMessage): void;
  /** Sends the pending commands from the outbox (after connecting or pairing). */
  catchUp(): Promise<void>;
  close(code: number, reason: string): void;
}

interface CachedManifest {
  hash: string;
  /** The screen's HeartbeatIntervalSeconds in this manifest, when known. */
  heartbeatSeconds?: number;
  /**
   * The content hash of each media the manifest names (null for a web page), by code: kept once
   * the screen asks for a file, as it then asks for each of them.
   */
  media?: ReadonlyMap<string, string | null>;
}

/** The media a manifest names, each with the content hash it names it by. */
export const mediaOf = (manifest: ScreenManifest) =>
  new Map(manifest.media.map((item) => [item.mediaCode, item.contentHash]));

/**
 * A registration almost always has one socket and a player one registration, so the value
 * itself is kept until a second comes: a Set for each of a fleet's ten thousand screens cost
 * more than the rest of its entry.
 */
type OneOrMore<T> = T | Set<T>;

function addTo<K, T>(map: Map<K, OneOrMore<T>>, key: K, value: T): void {
  const held = map.get(key);
  if (held === undefined || held === value) map.set(key, value);
  else if (held instanceof Set) held.add(value);
  else map.set(key, new Set([held, value]));
}

function removeFrom<K, T>(map: Map<K, OneOrMore<T>>, key: K, value: T): void {
  const held = map.get(key);
  if (held === value) map.delete(key);
  else if (held instanceof Set && held.delete(value) && !held.size) map.delete(key);
}

function valuesOf<T>(held: OneOrMore<T> | undefined): T[] {
  if (held === undefined) return [];
  return held instanceof Set ? [...held] : [held];
}

/**
 * This process's screens: their connections, the paired sessions and manifest hashes it keeps in
 * memory (so a poll with an unchanged ETag needs no database), and the notices from every process
 * that keep both right.
 */
export class ScreenHub {
  private connections = new Map<string, OneOrMore<ScreenConnection>>();
  private registrationsOfPlayer = new Map<string, OneOrMore<string>>();
  private sessions = new Map<string, ScreenSession>();
  private credentialOfRegistration = new Map<string, string>();
  private manifests = new Map<string, CachedManifest>();
  /** Times the manifest hashes were forgotten: a hash read before one is not kept after it. */
  private manifestsForgotten = 0;
  /** Pairing notices (state or released) handled so far: see `stateChangedSince`. */
  private stateNotices = 0;
  // What a connecting screen needs is read in batches: a fleet reconnecting at once (after a
  // restart) costs a few queries, and little memory while they wait.
  private sessionLoads = new BatchLoader((hashes) => findScreenSessions(this.db(), hashes));
  private manifestLoads = new BatchLoader((playerIds) => {
    const db = this.db();
    return loadManifests(db, playerIds, accountBroadcastsCacheOf(db).load);
  });
  private commandLoads = new BatchLoader((playerIds) => takePendingCommands(this.db(), playerIds));

  constructor(
    private readonly db: () => Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The session of a credential hash: paired ones from memory, the rest from the database. */
  async session(credentialHash: string): Promise<ScreenSession | null> {
    const known = this.sessions.get(credentialHash);
    if (known) return known;
    const forgotten = this.manifestsForgotten;
    const found = await this.sessionLoads.load(credentialHash);
    if (!found) return null;
    const { session, storedManifest } = found;
    if (session.playerId) {
      this.sessions.set(credentialHash, session);
      this.credentialOfRegistration.set(session.registrationId, credentialHash);
      // A fleet connecting after a restart is given the hashes the last rebuilds stored rather
      // than having every manifest built. A notice heard meanwhile is newer than what was read,
      // and after hashes were forgotten what was read may be older than a notice missed.
      if (
        storedManifest &&
        forgotten === this.manifestsForgotten &&
        !this.manifests.has(session.playerId)
      ) {
        this.manifests.set(session.playerId, storedManifest);
      }
    }
    return session;
  }

  /** The player's unacknowledged commands, counted as delivered once more. */
  async pendingCommands(playerId: string): Promise<ScreenCommand[]> {
    return (await this.commandLoads.load(playerId)) ?? [];
  }

  /** The session of a credential hash when this process holds it paired; no database. */
  pairedSession(credentialHash: string): ScreenSession | undefined {
    return this.sessions.get(credentialHash);
  }

  /** The manifest hash this process knows for a player, without asking the database. */
  knownManifestHash(playerId: string): string | undefined {
    return this.manifests.get(playerId)?.hash;
  }

  /** The player's heartbeat interval, as its manifest has it (a default when never built). */
  async heartbeatSeconds(playerId: string): Promise<number> {
    const known = this.manifests.get(playerId)?.heartbeatSeconds;
    if (known !== undefined) return known;
    const fresh = await this.freshManifest(playerId, false);
    return heartbeatSecondsOf(fresh?.manifest);
  }

  /** The player's manifest hash: from memory, or built (and then remembered). */
  async manifestHash(playerId: string): Promise<string | null> {
    return (
      this.knownManifestHash(playerId) ??
      (await this.freshManifest(playerId, false))?.manifest.hashCode ??
      null
    );
  }

  /**
   * The player's manifest as JSON, built anew: a screen fetches it once after each change, so
   * holding every screen's manifest would cost the memory of a fleet's playlists for nothing.
   */
  async manifest(playerId: string): Promise<{ hash: string; json: string } | null> {
    const fresh = await this.freshManifest(playerId, false);
    return fresh ? { hash: fresh.manifest.hashCode, json: JSON.stringify(fresh.manifest) } : null;
  }

  /** The media the player's manifest names, by code. */
  async manifestMedia(playerId: string): Promise<ReadonlyMap<string, string | null> | null> {
    const known = this.manifests.get(playerId)?.media;
    if (known) return known;
    return (await this.freshManifest(playerId, true))?.media ?? null;
  }

  /**
   * Builds the manifest and remembers its hash (and its media when asked to, or when the hash is
   * the one whose media are known). A content notice that arrives meanwhile may mean it was read
   * before the change: then it is built again. Gives the manifest and the media it remembered.
   */
  private async freshManifest(playerId: string, keepMedia: boolean) {
    for (let attempt = 0; ; attempt += 1) {
      const cached = this.manifests.get(playerId);
      const manifest: ScreenManifest | undefined = await this.manifestLoads.load(playerId);
      if (!manifest) return null;
      if (this.manifests.get(playerId) !== cached && attempt < 2) continue;
      const hash = manifest.hashCode;
      const media = keepMedia
        ? mediaOf(manifest)
        : cached?.hash === hash
          ? cached.media
          : undefined;
      const heartbeatSeconds = heartbeatSecondsOf(manifest);
      this.manifests.set(
        playerId,
        media ? { hash, heartbeatSeconds, media } : { hash, heartbeatSeconds },
      );
      return { manifest, media };
    }
  }

  /**
   * Forgets every manifest hash kept: after notices may have been missed (the listening
   * connection dropped), a kept hash may be an old one that would answer an old ETag with 304.
   */
  forgetManifests(): void {
    this.manifestsForgotten += 1;
    this.manifests.clear();
  }

  add(connection: ScreenConnection): void {
    const { registrationId, playerId } = connection.session;
    addTo(this.connections, registrationId, connection);
    if (playerId) addTo(this.registrationsOfPlayer, playerId, registrationId);
  }

  remove(connection: ScreenConnection): void {
    const { registrationId, playerId } = connection.session;
    removeFrom(this.connections, registrationId, connection);
    if (this.connections.has(registrationId) || !playerId) return;
    removeFrom(this.registrationsOfPlayer, playerId, registrationId);
  }

  get connectedCount(): number {
    return this.connections.size;
  }

  /** Acts on a notice from any process (this one included). */
  handle(payload: string): void {
    const notice = JSON.parse(payload) as ScreenNotice;
    if (notice.type === 'commands') {
      for (const [playerId, commandId] of notice.targets) {
        this.sendToPlayer(playerId, { type: 'command', command: { ...notice.command, commandId } });
      }
    } else if (notice.type === 'content') {
      for (const [playerId, hash, heartbeatSeconds] of notice.targets) {
        const known = this.manifests.get(playerId)?.heartbeatSeconds;
        this.manifests.set(playerId, { hash, heartbeatSeconds });
        this.sendToPlayer(playerId, { type: 'contentChanged', manifestEtag: hash });
        if (heartbeatSeconds !== undefined && heartbeatSeconds !== known) {
          this.sendToPlayer(playerId, { type: 'settings', heartbeatSeconds });
        }
      }
    } else if (notice.type === 'triggerValue') {
      const { triggerCode, value } = notice;
      for (const playerId of notice.targets) {
        this.sendToPlayer(playerId, { type: 'triggerValue', triggerCode, value });
      }
    } else if (notice.type === 'released') {
      this.stateNotices += 1;
      for (const registrationId of notice.registrationIds) this.release(registrationId);
    } else {
      this.stateNotices += 1;
      for (const registrationId of notice.registrationIds) {
        this.refresh(registrationId).catch(this.onError);
      }
    }
  }

  private sendToPlayer(playerId: string, message: GatewayMessage): void {
    for (const registrationId of valuesOf(this.registrationsOfPlayer.get(playerId))) {
      for (const connection of valuesOf(this.connections.get(registrationId))) {
        connection.send(message);
      }
    }
  }

  private forget(registrationId: string): void {
    const credentialHash = this.credentialOfRegistration.get(registrationId);
    if (credentialHash) this.sessions.delete(credentialHash);
    this.credentialOfRegistration.delete(registrationId);
  }

  /** The credential no longer counts: the screen hears so and registers again. */
  private release(registrationId: string): void {
    this.forget(registrationId);
    for (const connection of valuesOf(this.connections.get(registrationId))) {
      connection.send(stateMessage(null, null));
      connection.close(4001, 'released');
    }
  }

  /** A mark to give `stateChangedSince`. */
  get stateMark(): number {
    return this.stateNotices;
  }

  /**
   * Whether any pairing notice came after `mark`. A socket whose session was read before such a
   * notice and added to the hub after it missed it, and reads its session again.
   */
  stateChangedSince(mark: number): boolean {
    return this.stateNotices !== mark;
  }

  /** Pairing changed: read the session again, tell its screens, and send what waits for them. */
  async refresh(registrationId: string): Promise<void> {
    const connections = valuesOf(this.connections.get(registrationId));
    this.forget(registrationId);
    const first = connections[0];
    if (!first) return;
    const session = await this.session(first.session.credentialHash);
    if (!session) return this.release(registrationId);
    const manifestHash = session.playerId ? await this.manifestHash(session.playerId) : null;
    for (const connection of connections) {
      this.remove(connection);
      connection.session = session;
      this.add(connection);
      connection.send(stateMessage(session, manifestHash));
      if (session.playerId) await connection.catchUp();
    }
  }
}
