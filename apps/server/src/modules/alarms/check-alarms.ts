import { randomUUID } from 'node:crypto';
import {
  alarmConditionOf,
  isPoweredOff,
  stepAlarm,
  type AlarmEpisode,
  type PlayerStatusAlarmLevel,
} from '@marquee/domain';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import {
  accounts,
  externalMessages,
  locations,
  playerAlarmEpisodes,
  players,
  users,
} from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { playerStatusOf } from '../players';
import { settingsIn, type AlarmSettings, type AlarmSettingsOf } from './alarm-settings';
import { alarmTexts } from './alarm-texts';
import { queueDeliveries, type MessageSending } from './queue-deliveries';

/** How long messages are kept. */
export const messageRetentionDays = 90;
/** Rows a statement writes at most: 10,000 screens going dark at once stay within parameters. */
const rowsPerStatement = 1000;
/** Old messages removed per run; a backlog clears over a few runs rather than in one long one. */
const cleanupPerRun = 5000;

export interface AlarmCheck {
  namespace: string;
  settingsOf: AlarmSettingsOf;
  now: Date;
}

export interface AlarmCheckResult {
  raised: number;
  resolved: number;
}

type ScreenRow = Awaited<ReturnType<typeof screensToCheck>>[number];

/** Every started screen of an active account, with what its status and its messages need. */
function screensToCheck(db: Database) {
  return db
    .select({
      playerId: players.id,
      accountId: players.accountId,
      locationId: players.locationId,
      name: players.name,
      pairedAt: players.pairedAt,
      lastHeartbeatAt: players.lastHeartbeatAt,
      statusReport: players.statusReport,
      playlistHash: players.playlistHash,
      playlistModifiedAt: players.playlistModifiedAt,
      customStatusText: players.customStatusText,
      customStatusOverwritesOnline: players.customStatusOverwritesOnline,
      timeZone: locations.timeZoneId,
      accountName: accounts.name,
      language: accounts.languageCode,
      ownerEmail: users.email,
    })
    .from(players)
    .innerJoin(accounts, eq(accounts.id, players.accountId))
    .leftJoin(locations, eq(locations.id, players.locationId))
    .leftJoin(users, eq(users.id, accounts.ownerUserId))
    .where(
      and(
        isNotNull(players.pairedAt),
        isNotNull(players.lastHeartbeatAt),
        eq(accounts.isActive, true),
      ),
    );
}

function poweredOff(settings: AlarmSettings, timeZone: string | null, now: Date): boolean {
  try {
    return isPoweredOff(settings.powerSchedule, timeZone ?? 'UTC', now);
  } catch {
    // A zone the runtime does not know: the schedule is read in UTC rather than not at all.
    return isPoweredOff(settings.powerSchedule, 'UTC', now);
  }
}

type StoredEpisode = AlarmEpisode & { alarmMessageId: string | null };

const sameEpisode = (a: StoredEpisode | undefined, b: StoredEpisode) =>
  a !== undefined &&
  a.reason === b.reason &&
  a.level === b.level &&
  a.since.getTime() === b.since.getTime() &&
  a.isRaised === b.isRaised &&
  a.alarmMessageId === b.alarmMessageId;

function chunks<T>(rows: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    parts.push(rows.slice(start, start + rowsPerStatement));
  }
  return parts;
}

/**
 * One run of the alarm check over every screen, in a fixed number of queries: the screens, their
 * open episodes and their settings are read at once, each screen's step is decided in memory
 * (`stepAlarm`), and the messages, their deliveries and the episodes' changes are written in one
 * transaction, so a run that fails leaves the episodes as they were and raises nothing twice.
 */
export async function checkAlarms(db: Database, check: AlarmCheck): Promise<AlarmCheckResult> {
  const { now } = check;
  const [screens, stored] = await Promise.all([
    screensToCheck(db),
    db.select().from(playerAlarmEpisodes),
  ]);
  const episodes = new Map<string, StoredEpisode>(
    stored.map((row) => [
      row.playerId,
      {
        reason: row.reason,
        level: row.statusLevel as PlayerStatusAlarmLevel | null,
        since: row.since,
        isRaised: row.isRaised,
        alarmMessageId: row.alarmMessageId,
      },
    ]),
  );
  const settings = await check.settingsOf(db, screens);
  const kept = new Map<string, StoredEpisode>();
  const messages: (typeof externalMessages.$inferInsert)[] = [];
  const sendings: MessageSending[] = [];
  const send = (
    screen: ScreenRow,
    own: AlarmSettings,
    message: typeof externalMessages.$inferInsert,
  ) => {
    messages.push(message);
    const owner = screen.ownerEmail ? [screen.ownerEmail] : [];
    sendings.push({
      messageId: message.id!,
      accountId: screen.accountId,
      subject: message.subject,
      text: message.text,
      mailTo: own.emails.length > 0 ? own.emails : owner,
      webhookUrl: own.webhookUrl,
    });
  };
  let raised = 0;
  let resolved = 0;
  for (const screen of screens) {
    const own = settingsIn(settings, screen.playerId);
    const status = playerStatusOf(screen, now);
    const previous = episodes.get(screen.playerId);
    const step = stepAlarm({
      condition: alarmConditionOf(status, screen.lastHeartbeatAt, own.issueLevel, now),
      isSuppressed:
        (screen.customStatusText !== null && screen.customStatusOverwritesOnline) ||
        poweredOff(own, screen.timeZone, now),
      afterMinutes: own.afterMinutes,
      episode: previous ?? null,
      now,
    });
    const textFacts = {
      accountName: screen.accountName,
      screenName: screen.name,
      language: screen.language,
      reasons: status.reasons,
    };
    let alarmMessageId = previous?.alarmMessageId ?? null;
    if (step.raise && step.episode) {
      alarmMessageId = randomUUID();
      const { reason, level, since } = step.episode;
      send(screen, own, {
        id: alarmMessageId,
        accountId: screen.accountId,
        playerId: screen.playerId,
        playerName: screen.name,
        kind: 'alarm',
        reason,
        statusLevel: level,
        episodeId: alarmMessageId,
        ...alarmTexts({ ...textFacts, kind: 'alarm', reason, level, since }),
      });
      raised += 1;
    }
    if (step.resolve && previous) {
      const id = randomUUID();
      send(screen, own, {
        id,
        accountId: screen.accountId,
        playerId: screen.playerId,
        playerName: screen.name,
        kind: 'resolved',
        reason: previous.reason,
        statusLevel: previous.level,
        episodeId: previous.alarmMessageId ?? id,
        ...alarmTexts({ ...textFacts, kind: 'resolved', ...previous }),
      });
      resolved += 1;
    }
    if (step.episode) kept.set(screen.playerId, { ...step.episode, alarmMessageId });
  }
  const changed = [...kept].filter(
    ([playerId, episode]) => !sameEpisode(episodes.get(playerId), episode),
  );
  const ended = [...episodes.keys()].filter((playerId) => !kept.has(playerId));
  await db.transaction(async (tx) => {
    for (const part of chunks(messages)) await tx.insert(externalMessages).values(part);
    for (const part of chunks(changed)) {
      await tx
        .insert(playerAlarmEpisodes)
        .values(
          part.map(([playerId, episode]) => ({
            playerId,
            reason: episode.reason,
            statusLevel: episode.level,
            since: episode.since,
            isRaised: episode.isRaised,
            alarmMessageId: episode.alarmMessageId,
          })),
        )
        .onConflictDoUpdate({
          target: playerAlarmEpisodes.playerId,
          set: {
            reason: sql`excluded.reason`,
            statusLevel: sql`excluded.status_level`,
            since: sql`excluded.since`,
            isRaised: sql`excluded.is_raised`,
            alarmMessageId: sql`excluded.alarm_message_id`,
            updatedAt: sql`now()`,
          },
        });
    }
    for (const part of chunks(ended)) {
      await tx.delete(playerAlarmEpisodes).where(inArray(playerAlarmEpisodes.playerId, part));
    }
    for (const part of chunks(sendings)) await queueDeliveries(tx, check.namespace, part);
  });
  return { raised, resolved };
}

/** Removes messages older than the retention, a bounded number per run; answers how many. */
export async function removeOldMessages(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - messageRetentionDays * 86_400_000);
  const old = db
    .select({ id: externalMessages.id })
    .from(externalMessages)
    .where(lt(externalMessages.createdAt, before))
    .limit(cleanupPerRun);
  const removed = await db
    .delete(externalMessages)
    .where(inArray(externalMessages.id, old))
    .returning({ id: externalMessages.id });
  return removed.length;
}
