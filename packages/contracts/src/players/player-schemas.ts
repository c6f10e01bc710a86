import { z } from 'zod';
import { codeOf } from '../core/codes';
import { permission } from '../core/define-call';
import { tagNameSchema } from '../media/media-schemas';

/** Who may see and who may change screens, their channels, locations and formats. */
export const screensView = permission('Screens', 'view');
export const screensEdit = permission('Screens', 'edit');

export const mountedDirections = [
  'Landscape',
  'Portrait',
  'LandscapeFlipped',
  'PortraitFlipped',
] as const;
export const mountedDirection = z.enum(mountedDirections);

/** The statuses of `packages/domain` player status, as the list shows them. */
export const playerStatusKinds = [
  'online',
  'noContact',
  'notStarted',
  'minorIssue',
  'issue',
  'majorIssue',
  'criticalIssue',
  'custom',
] as const;

export const playerNameSchema = z.string().trim().min(1, 'a screen needs a name').max(100);

/** Tags are named on input; a name that the account does not have yet becomes a new tag. */
export const tagNamesSchema = z.array(tagNameSchema).max(50);

export const playerTagSchema = z.object({
  tagCode: codeOf('tag'),
  name: z.string(),
  color: z.string().nullable(),
});

export const playerStatusSchema = z.object({
  kind: z.enum(playerStatusKinds),
  noContactForMs: z.number().nullable(),
  reasons: z.array(z.string()),
  customText: z.string().nullable(),
  isFake: z.boolean(),
});

/** A player's status and when its screen last beat. */
export const playerHealthShape = {
  status: playerStatusSchema,
  lastHeartbeatAt: z.string().nullable(),
};

/** A player named with its account and location, as the console shows one. */
export const accountPlayerShape = {
  accountCode: codeOf('account'),
  accountName: z.string(),
  playerCode: codeOf('player'),
  name: z.string(),
  locationCode: codeOf('location').nullable(),
  locationName: z.string().nullable(),
};

export const playerLayerSchema = z.object({ layerCode: codeOf('layer'), name: z.string() });

/** One row of the screens list (spec 001 section 2 columns). */
export const playerListItemSchema = z.object({
  id: codeOf('player'),
  playerCode: codeOf('player'),
  name: z.string(),
  mountedDirection,
  playerFormatCode: codeOf('playerFormat'),
  playerFormatName: z.string(),
  locationCode: codeOf('location').nullable(),
  locationName: z.string().nullable(),
  tags: z.array(playerTagSchema),
  layers: z.array(playerLayerSchema),
  showNameInfo: z.boolean(),
  ...playerHealthShape,
  /** Items the screen reported playing since midnight where it stands (its location's zone). */
  playsToday: z.number().int(),
});
export type PlayerListItem = z.infer<typeof playerListItemSchema>;

/** The screen's own settings form (spec 001 section 3 Player). */
export const playerSettingsSchema = z.object({
  playerCode: codeOf('player'),
  name: z.string(),
  playerFormatCode: codeOf('playerFormat'),
  mountedDirection,
  locationCode: codeOf('location').nullable(),
  showNameInfo: z.boolean(),
  /** The screen's own player settings by code (ShowName is `showNameInfo`); null is an unset. */
  settings: z.record(z.string(), z.unknown()),
  /** The screen's format with its aspect (`16:9`), for the orientation the tab shows. */
  format: z.object({ playerFormatCode: codeOf('playerFormat'), aspect: z.string() }),
});

export const playerSettingsInput = z.object({
  name: playerNameSchema.optional(),
  playerFormatCode: codeOf('playerFormat').optional(),
  mountedDirection: mountedDirection.optional(),
  locationCode: codeOf('location').nullable().optional(),
  settings: z.record(z.string(), z.unknown()).optional().meta({
    description:
      "The screen's own player settings by code (null unsets one); those left out inherit from its location and account.",
  }),
});

/** What the screen last told about itself, for the information tab. */
export const playerInformationSchema = z.object({
  playerCode: codeOf('player'),
  pairedAt: z.string().nullable(),
  lastHeartbeatAt: z.string().nullable(),
  statusReportedAt: z.string().nullable(),
  statusReport: z.record(z.string(), z.unknown()).nullable(),
  playlistModifiedAt: z.string().nullable(),
  playlistHash: z.string().nullable(),
  playlistDownloadedAt: z.string().nullable(),
  playlistDownloadedHash: z.string().nullable(),
  /** When the screen last sent a screenshot and a log: null before the first, so none is asked for. */
  screenshotTakenAt: z.string().nullable(),
  logsWrittenAt: z.string().nullable(),
  /** What each layer showed at the last report, named: a code alone tells a reader nothing. */
  nowPlaying: z.array(
    z.object({
      layerCode: z.string(),
      layerName: z.string().nullable(),
      mediaCode: z.string().nullable(),
      mediaName: z.string().nullable(),
    }),
  ),
  status: playerStatusSchema,
});

export const playerIdParams = z.object({ id: codeOf('player') });
export const playerCodesSchema = z.array(codeOf('player')).min(1).max(500);
