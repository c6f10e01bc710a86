import { z } from 'zod';
import { takeoverRecurrenceSchema } from '../broadcasts/broadcast-schemas';
import { codeSchema } from '../core/codes';
import { sentSettingsSchema } from '../player-settings/setting-value.schema';
import { playBatchSchema, playsAckSchema } from '../proof-of-play/play-record.schema';
import {
  triggerActionTypeSchema,
  triggerGroupSchema,
  triggerSettingSchema,
  triggerUseSchema,
} from '../triggers/trigger-schemas';

/*
 * The protocol between a screen (the web player at /screen/) and the screen gateway at
 * /screen-api (ARCHITECTURE.md "Screens"). A screen holds a device credential: a random secret
 * the gateway hands out at registration and stores only hashed. The gateway also sets it as an
 * HttpOnly, SameSite=Strict cookie scoped to /screen-api, so the WebSocket upgrade, media
 * requests and the fallback polls carry it without it ever appearing in a URL.
 */

/** Six characters a person reads off the screen and types into the add-screen wizard. */
export const pairingCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const pairingCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-HJ-NP-Z2-9]{6}$/, 'must be the six characters the screen shows')
  .meta({ examples: ['ABC234'] });

const shortText = z.string().max(500);

/** What a screen reports about itself with every heartbeat (spec 000 "Player status"). */
export const statusReportSchema = z.object({
  resolution: z.object({
    width: z.number().int().min(0).max(100_000),
    height: z.number().int().min(0).max(100_000),
  }),
  orientation: z.enum(['Landscape', 'Portrait']),
  userAgent: shortText,
  appVersion: z.string().max(64),
  /** Hash of the manifest the screen plays now (PlaylistHashCode). */
  playlistHashCode: z.string().max(128).nullable(),
  /** Hash of the manifest whose media are all cached (LastInUseHashCode). */
  lastInUseHashCode: z.string().max(128).nullable(),
  /** Recent problems, newest first; empty when all is well. */
  errors: z.array(shortText).max(20),
  /** What each layer shows now, for support ("why is this playing"). */
  nowPlaying: z
    .array(z.object({ layerCode: codeSchema, mediaCode: codeSchema.nullable() }))
    .max(32),
  /**
   * When the screen's schedule leaves it nothing to play within the coming week (ISO 8601; the
   * support overview's "playlist empty from"); null when something plays throughout. Older
   * screens leave it out.
   */
  playlistEmptyFrom: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type StatusReport = z.infer<typeof statusReportSchema>;

/** Commands a screen carries out; each is acknowledged and deduplicated by its id. */
export const screenCommandKinds = [
  'reboot',
  'orderLogs',
  'orderScreenshot',
  'forcePlaylistDownload',
  'release',
] as const;
export const screenCommandSchema = z.object({
  commandId: z.uuid(),
  kind: z.enum(screenCommandKinds),
  /** orderLogs: send log lines written at or after this time (ISO 8601); others: nothing. */
  lastLogDateTime: z.iso.datetime({ offset: true }).optional(),
  issuedAt: z.iso.datetime({ offset: true }),
});
export type ScreenCommand = z.infer<typeof screenCommandSchema>;

/** Messages a screen sends over the WebSocket. */
export const screenMessageSchema = z.discriminatedUnion('type', [
  /**
   * The first message of a screen that cannot keep the cookie: the credential it was given at
   * registration (never in the URL, where proxies and logs would keep it).
   */
  z.object({ type: z.literal('hello'), credential: z.string().min(1).max(256) }),
  z.object({ type: z.literal('heartbeat'), status: statusReportSchema }),
  z.object({
    type: z.literal('ack'),
    commandId: z.uuid(),
    ok: z.boolean(),
    message: shortText.optional(),
  }),
  /** Plays the screen recorded; answered by `playsAck` once they are committed. */
  playBatchSchema.extend({ type: z.literal('plays') }),
]);
export type ScreenMessage = z.infer<typeof screenMessageSchema>;

/** Messages the gateway sends over the WebSocket. */
export const gatewayMessageSchema = z.discriminatedUnion('type', [
  /** First message after connecting, and again whenever pairing changes. */
  z.object({
    type: z.literal('state'),
    isPaired: z.boolean(),
    pairingCode: pairingCodeSchema.nullable(),
    pairingExpiresAt: z.iso.datetime({ offset: true }).nullable(),
    playerCode: codeSchema.nullable(),
    manifestEtag: z.string().nullable(),
    /** The gateway's clock as it spoke, so the screen can place its plays in server time. */
    serverTime: z.iso.datetime({ offset: true }).optional(),
  }),
  /** What the screen plays changed: fetch the manifest again. */
  z.object({ type: z.literal('contentChanged'), manifestEtag: z.string() }),
  z.object({ type: z.literal('command'), command: screenCommandSchema }),
  /**
   * The heartbeat interval the gateway wants, in seconds. On connecting it comes after the
   * commands that waited for the screen: once it is heard, every one of them has been sent.
   */
  z.object({ type: z.literal('settings'), heartbeatSeconds: z.number().int().min(5).max(600) }),
  /** A batch of plays is committed: the screen may forget it. */
  playsAckSchema.extend({ type: z.literal('playsAck') }),
  /**
   * An external trigger's value changed where this screen stands: it plays by the new value at
   * once, before its new manifest arrives.
   */
  z.object({ type: z.literal('triggerValue'), triggerCode: codeSchema, value: z.string() }),
  /** A message of the screen was refused (and ignored); the connection stays open. */
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type GatewayMessage = z.infer<typeof gatewayMessageSchema>;

/* The manifest: everything a screen needs to play the coming days on its own. */

/** A trigger as one screen sees it: its definition and its effective setting (null: Disabled). */
export const screenTriggerSchema = z.object({
  definition: z.object({
    name: z.string(),
    triggerGroup: triggerGroupSchema,
    actionType: triggerActionTypeSchema,
    variableName: z.string().nullable(),
    activeValue: z.string().nullable(),
  }),
  setting: triggerSettingSchema.nullable(),
});
export type ScreenTriggerState = z.infer<typeof screenTriggerSchema>;

/** A period as the resolver reads it: local times in the screen's time zone. */
export const manifestPeriodSchema = z.object({
  /** `YYYY-MM-DDTHH:mm:ss` local, or null for open-ended. */
  startDateTime: z.string().nullable(),
  endDateTime: z.string().nullable(),
  /** Bit 0 Monday .. bit 6 Sunday; 127 every day. */
  dayOfWeeks: z.number().int().min(0).max(127),
  /** `HH:MM` or `HH:MM:SS`; null means 00:00 (start) or 23:59 (end). */
  weekdayStartTime: z.string().nullable(),
  weekdayEndTime: z.string().nullable(),
});

/** One orientation of a sign: a static document of fixed pixels, scaled to the layer. */
export const manifestSignDocumentSchema = z.object({
  /** The aspect a layer is matched to (`16:9`): the screen plays the document nearest its own. */
  orientation: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Under `/screen/`, so that the service worker answers the frame offline. */
  url: z.string(),
  contentHash: z.string(),
});

export const manifestMediaSchema = z.object({
  mediaCode: codeSchema,
  mediaType: z.enum(['Photo', 'Video', 'HtmlAd', 'WebPage']),
  /** Same-origin address of the file (or the https page of a WebPage). */
  url: z.string(),
  /** sha256 of the file, the cache key; null for a web page. */
  contentHash: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /**
   * A sign's documents, one per orientation (the first is `url`). Absent for other media. The
   * photos and videos a sign shows are listed as media of their own, so they are cached too.
   */
  documents: z.array(manifestSignDocumentSchema).optional(),
});

export const manifestRowSchema = z.object({
  broadcastMediaCode: codeSchema,
  mediaCode: codeSchema,
  orderN: z.number().int(),
  /** Null: a video plays to its end, a still for the default 10 s. */
  durationMs: z.number().int().positive().nullable(),
  isPaused: z.boolean(),
  /** Empty: always. */
  periods: z.array(manifestPeriodSchema),
  /** The row's own trigger use (a broadcast's media row); null: none. */
  triggerUse: triggerUseSchema,
});

export const manifestChannelSchema = z.object({
  channelCode: codeSchema,
  /** The broadcast's name; a local selection's (`isInteractive`) is its group's. */
  name: z.string(),
  isActive: z.boolean(),
  isTakeover: z.boolean(),
  /** A takeover broadcast's windows; absent or null: continuous (and on a channel by hand). */
  takeoverRecurrence: takeoverRecurrenceSchema.nullable().optional(),
  /** Made on the screen's playlist by hand, or generated from a broadcast group. */
  source: z.enum(['manual', 'broadcast']),
  broadcastCode: codeSchema.nullable(),
  /** The broadcast group the channel is generated from; null for a channel made by hand. */
  groupCode: codeSchema.nullable(),
  /** The broadcast's own periods (empty: always); rows have theirs too. */
  periods: z.array(manifestPeriodSchema),
  /** Uses every row keeps to: the broadcast's, then the group's; empty: none. */
  triggerUses: z.array(triggerUseSchema.unwrap()),
  rows: z.array(manifestRowSchema),
  /**
   * A local selection's group: never played by schedule, but offered on the screen's touch menu
   * (its `name`, the group's, on the button, and its first row's media as the picture); once
   * chosen its rows loop on the layer until `idleTimeoutSeconds` pass without a touch.
   */
  isInteractive: z.boolean(),
  /** Seconds (5–600) a chosen selection plays on without a touch; null for other channels. */
  idleTimeoutSeconds: z.number().int().min(5).max(600).nullable(),
});

export const manifestLayerSchema = z.object({
  layerCode: codeSchema,
  name: z.string(),
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  zOrder: z.number().int(),
  channels: z.array(manifestChannelSchema),
});

export const screenManifestSchema = z.object({
  playerCode: codeSchema,
  name: z.string(),
  showNameInfo: z.boolean(),
  /** IANA zone of the screen's location; periods are read in it. */
  timeZone: z.string(),
  mountedDirection: z.enum(['Landscape', 'Portrait', 'LandscapeFlipped', 'PortraitFlipped']),
  format: z.object({
    playerFormatCode: codeSchema,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  layers: z.array(manifestLayerSchema),
  media: z.array(manifestMediaSchema),
  /**
   * The screen's value of each setting sent to screens (Volume, HeartbeatIntervalSeconds, an
   * account's own), resolved from its player, location and account levels.
   */
  settings: sentSettingsSchema,
  /**
   * The screen's effective setting (its own, else its location's, else the account's) of every
   * trigger its channels and rows use, by trigger code; a disabled one has setting null.
   */
  triggers: z.record(codeSchema, screenTriggerSchema),
  /** Hash of everything above; the ETag of the manifest and the screen's PlaylistHashCode. */
  hashCode: z.string(),
  generatedAt: z.iso.datetime({ offset: true }),
});
export type ScreenManifest = z.infer<typeof screenManifestSchema>;
