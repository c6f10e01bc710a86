import type { ScreenCommand } from '@marquee/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';

/** The PostgreSQL channel every server process listens on for pushes to its screens. */
export const screenNoticeChannel = 'marquee_screens';

/**
 * What one process tells all (itself included) about screens. Sent with pg_notify inside the
 * caller's transaction, so a push goes out exactly when its change commits and never for a
 * change rolled back.
 */
export type ScreenNotice =
  /** Pairing changed: send these registrations their state again. */
  | { type: 'state'; registrationIds: string[] }
  /** These registrations were released: their credentials no longer count. */
  | { type: 'released'; registrationIds: string[] }
  | {
      type: 'commands';
      command: Omit<ScreenCommand, 'commandId'>;
      /** [playerId, commandId] pairs. */
      targets: [string, string][];
    }
  /**
   * [playerId, manifest hash, heartbeat seconds] of each screen whose manifest changed; the
   * seconds (its HeartbeatIntervalSeconds) may be left out, as by older processes.
   */
  | { type: 'content'; targets: [string, string, number?][] }
  /**
   * An external trigger's value changed for these players (whose setting it is): they play by
   * it at once, ahead of the content change that brings their new manifests.
   */
  | { type: 'triggerValue'; triggerCode: string; value: string; targets: string[] };

/** Payloads stay under PostgreSQL's 8000-byte NOTIFY limit. */
const maxPayloadBytes = 7_000;

function listOf(notice: ScreenNotice): unknown[] {
  return notice.type === 'state' || notice.type === 'released'
    ? notice.registrationIds
    : notice.targets;
}

function withList(notice: ScreenNotice, list: unknown[]): ScreenNotice {
  return notice.type === 'state' || notice.type === 'released'
    ? { ...notice, registrationIds: list as string[] }
    : ({ ...notice, targets: list } as ScreenNotice);
}

/**
 * Splits a notice over as many payloads as its list needs. A trigger value too long for a
 * payload of its own is not sent at all: the content change brings it all the same.
 */
export function noticePayloads(notice: ScreenNotice): string[] {
  const list = listOf(notice);
  const whole = JSON.stringify(notice);
  const fits = Buffer.byteLength(whole) <= maxPayloadBytes;
  if (!fits && list.length < 2 && notice.type === 'triggerValue') return [];
  if (fits || list.length < 2) return [whole];
  const half = Math.ceil(list.length / 2);
  return [
    ...noticePayloads(withList(notice, list.slice(0, half))),
    ...noticePayloads(withList(notice, list.slice(half))),
  ];
}

/**
 * Queues the notice on `db` (a transaction delivers it on commit), all its payloads in one
 * statement: a command to thousands of screens takes a hundred or more.
 */
export async function notifyScreens(db: Database, notice: ScreenNotice): Promise<void> {
  if (!listOf(notice).length) return;
  const notifies = noticePayloads(notice).map(
    (payload) => sql`pg_notify(${screenNoticeChannel}, ${payload})`,
  );
  if (!notifies.length) return;
  await db.execute(sql`select ${sql.join(notifies, sql`, `)}`);
}
