import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { belongsTo, createdAt, id, publicCode, updatedAt } from './columns';
import { mountedDirectionEnum } from './enums';
import { playerFormats } from './formats';
import { locations } from './locations';

/** What a screen last told us about itself (heartbeat status report). */
export type StatusReport = Record<string, unknown>;

/** A screen paired with an account. */
/**
 * A screen's last status report as stored: what the screen said, and the address the server saw
 * it come from (the client IP, through a trusted proxy when TRUST_PROXY is set), which a screen
 * cannot be trusted to say of itself.
 */
export type StoredStatusReport = StatusReport & { remoteAddress?: string };

/**
 * @owner modules/player-records: the players module edits it, the screen gateway pairs devices
 *   and stores heartbeats on it, content stores manifest hashes on it and the console sets custom
 *   statuses; the record lies beneath them all, so each writes through it
 */
export const players = pgTable(
  'players',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    playerCode: publicCode('player_code'),
    name: text('name').notNull(),
    playerFormatId: uuid('player_format_id')
      .notNull()
      .references(() => playerFormats.id),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    mountedDirection: mountedDirectionEnum('mounted_direction').notNull().default('Landscape'),
    showNameInfo: boolean('show_name_info').notNull().default(false),
    /** The screen's permission tags (spec 002 Screen), as the user typed them. */
    permissionTags: text('permission_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Hash of the long-lived credential the screen holds after pairing. */
    deviceCredentialHash: text('device_credential_hash'),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }),
    statusReport: jsonb('status_report').$type<StoredStatusReport>(),
    statusReportedAt: timestamp('status_reported_at', { withTimezone: true }),
    /** Spec 000 custom player status: a text that may overwrite the online status. */
    customStatusText: text('custom_status_text'),
    customStatusOverwritesOnline: boolean('custom_status_overwrites_online')
      .notNull()
      .default(false),
    customStatusSetAt: timestamp('custom_status_set_at', { withTimezone: true }),
    /** LastWriteTime and PlaylistHashCode: when the screen's content last changed. */
    playlistModifiedAt: timestamp('playlist_modified_at', { withTimezone: true }),
    playlistHash: varchar('playlist_hash', { length: 128 }),
    /** HeartbeatIntervalSeconds in the manifest of `playlistHash`, stored with it. */
    manifestHeartbeatSeconds: integer('manifest_heartbeat_seconds'),
    /**
     * The server code that built the manifest of `playlistHash` (`manifestBuild`): a screen that
     * connects is given that hash without building its manifest only when the same code built it.
     */
    manifestBuiltBy: varchar('manifest_built_by', { length: 64 }),
    /** LastInUseTime and LastInUseHashCode: what the screen last downloaded. */
    playlistDownloadedAt: timestamp('playlist_downloaded_at', { withTimezone: true }),
    playlistDownloadedHash: varchar('playlist_downloaded_hash', { length: 128 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('players_account_id_player_code_key').on(t.accountId, t.playerCode),
    index('players_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    // The console's player list across accounts orders by name, then id, and continues from a key.
    index('players_name_id_idx').on(t.name, t.id),
    index('players_location_id_idx').on(t.locationId),
    index('players_player_format_id_idx').on(t.playerFormatId),
  ],
);

/**
 * A screen that registered itself and shows its pairing code until a customer enters it;
 * pairing creates or replaces the player and links it here.
 * @owner modules/screen-gateway
 */
export const screenRegistrations = pgTable(
  'screen_registrations',
  {
    id: id(),
    pairingCode: varchar('pairing_code', { length: 16 }).notNull(),
    /** Hash of the credential the screen presents while it waits and after pairing. */
    deviceCredentialHash: text('device_credential_hash').notNull(),
    deviceInfo: jsonb('device_info').$type<Record<string, unknown>>().notNull().default({}),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('screen_registrations_pairing_code_key')
      .on(t.pairingCode)
      .where(sql`${t.playerId} is null`),
    index('screen_registrations_player_id_idx').on(t.playerId),
    uniqueIndex('screen_registrations_device_credential_hash_key').on(t.deviceCredentialHash),
  ],
);
