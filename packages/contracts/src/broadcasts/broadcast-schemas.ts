import {
  broadcastPlayStatuses,
  isLocalDateTimeText,
  isTimeText,
  periodProblems,
  takeoverRecurrenceBounds,
  toLocalDateTimeText,
} from '@marquee/domain';
import { z } from 'zod';
import { codeOf, codeSchema } from '../core/codes';
import {
  conditionLookupSchema,
  filterConditionSchema,
} from '../saved-filters/filter-condition.schema';
import { triggerUseSchema } from '../triggers/trigger-schemas';

/** A trigger use in a saved broadcast: null when the level uses none. */
const triggerUseDefault = triggerUseSchema.default(null);

const timeText = z
  .string()
  .refine(isTimeText, 'must be a time as HH:MM or HH:MM:SS')
  .meta({ examples: ['09:00', '17:30:00'] });
const localDateTime = z
  .string()
  .overwrite(toLocalDateTimeText)
  .refine(
    isLocalDateTimeText,
    'must be a local date and time as YYYY-MM-DDTHH:mm:ss or YYYY-MM-DD HH:mm',
  )
  .meta({
    description:
      'YYYY-MM-DDTHH:mm:ss, as answers give it; requests may also send YYYY-MM-DD HH:mm.',
    examples: ['2026-03-02T00:00:00'],
  });

/**
 * A period (spec 001 section 3 Period), in the screen location's local time: date range,
 * weekday mask (bit 0 Monday .. bit 6 Sunday; 127 every day, 31 weekdays, 96 weekends) and
 * daily window; a missing start is 00:00 and a missing end 23:59.
 */
const periodFields = z.object({
  startDateTime: localDateTime.nullable().default(null),
  endDateTime: localDateTime.nullable().default(null),
  dayOfWeeks: z.number().int().min(0).max(127).default(127),
  weekdayStartTime: timeText.nullable().default(null),
  weekdayEndTime: timeText.nullable().default(null),
});

/** The field checks above, then the domain's rules for a period as a whole (its range). */
export const broadcastPeriodSchema = periodFields.superRefine((period, context) => {
  for (const { field, message } of periodProblems(period)) {
    context.addIssue({ code: 'custom', path: [field], message });
  }
});
const savedPeriodSchema = periodFields.extend({ periodCode: codeSchema });
export type BroadcastPeriod = z.infer<typeof broadcastPeriodSchema>;

export const broadcastStatuses = ['Draft', 'Confirmed'] as const;
export const scheduleStatuses = ['Always', 'Upcoming', 'Active', 'Expired'] as const;
export const broadcastMediaStatuses = ['playing', 'paused'] as const;

const durationText = z
  .string()
  .regex(/^\d{2}:[0-5]\d:[0-5]\d$/, 'must be a duration as HH:MM:SS')
  .refine((text) => text !== '00:00:00', 'must be longer than nothing')
  .meta({ examples: ['00:00:10'] });

/**
 * A media row of a group. Rows and groups are named by the editor's group `key` rather than by
 * code: a saved row keeps its code while its group keeps its key and it keeps its media.
 */
const mediaInputSchema = z.object({
  mediaCode: codeOf('media'),
  orderN: z.number().int().min(0).max(10_000),
  /** How long the media plays; the spec's default is 00:00:10. */
  duration: durationText.default('00:00:10'),
  status: z.enum(broadcastMediaStatuses).default('playing'),
  periods: z.array(broadcastPeriodSchema).max(20).default([]),
  trigger: triggerUseDefault,
});

const groupInputSchema = z.object({
  key: z.string().trim().min(1).max(64),
  name: z.string().trim().min(1).max(100),
  layers: z.array(codeOf('layer')).min(1, 'You have to select at least one layer.').max(20),
  filter: z
    .object({
      condition: filterConditionSchema.nullable().default(null),
      fixedPlayerList: z.array(codeOf('player')).max(1_000).default([]),
    })
    .default({ condition: null, fixedPlayerList: [] }),
  /**
   * With clusters the group reaches its fixed list plus those of its clusters' screens that its
   * condition selects (all of them when the condition says nothing of screens).
   */
  clusters: z.array(codeOf('cluster')).max(50).default([]),
  media: z.array(mediaInputSchema).max(200).default([]),
  /**
   * The group's content type (spec 001 section 3), by code, or by name with
   * `chosenContentTypeName`: a name the account has (any case) picks that type, a new one makes
   * it. Both are ignored while the account's ContentType application is off, and the group keeps
   * the type it had.
   */
  chosenContentTypeTagCode: codeOf('contentType').nullable().default(null),
  chosenContentTypeName: z.string().trim().min(1).max(100).nullable().optional(),
  trigger: triggerUseDefault,
});

/**
 * A recurring takeover's windows (spec 002: takeover continuous or by recurrence pattern): from
 * each local midnight one every `everyMinutes`, `forSeconds` long; null: continuous.
 */
export const takeoverRecurrenceSchema = z
  .object({
    everyMinutes: z
      .number()
      .int()
      .min(takeoverRecurrenceBounds.everyMinutes.min)
      .max(takeoverRecurrenceBounds.everyMinutes.max),
    forSeconds: z
      .number()
      .int()
      .min(takeoverRecurrenceBounds.forSeconds.min)
      .max(takeoverRecurrenceBounds.forSeconds.max),
  })
  .refine(({ everyMinutes, forSeconds }) => forSeconds < everyMinutes * 60, {
    path: ['forSeconds'],
    message: 'A window must be shorter than the time between two.',
  });
export type TakeoverRecurrence = z.infer<typeof takeoverRecurrenceSchema>;

/** What the editor saves: the whole broadcast, its schedule and its groups. */
export const broadcastInputSchema = z
  .object({
    broadcastName: z.string().trim().min(1).max(200),
    broadcastType: z.enum(['Standard', 'Campaign']).default('Standard'),
    isInteractive: z.boolean().default(false),
    /**
     * A local selection (`isInteractive`): a group chosen on a screen plays until this many
     * seconds pass without a touch, then the schedule resumes. Kept, unused, on other broadcasts.
     */
    idleTimeoutSeconds: z.number().int().min(5).max(600).default(30),
    /** A free label (spec 002 Broadcast category); empty is none. */
    category: z
      .string()
      .trim()
      .max(100)
      .nullable()
      .default(null)
      .transform((text) => text || null),
    schedule: z.object({
      periods: z.array(broadcastPeriodSchema).max(50).default([]),
      isScheduled: z.boolean().default(false),
      isTakeover: z.boolean().default(false),
      /** Only with `isTakeover`. */
      takeoverRecurrence: takeoverRecurrenceSchema.nullable().default(null),
      status: z.enum(broadcastStatuses).default('Draft'),
    }),
    /**
     * A Standard broadcast's groups, or a Campaign's rows (each row a group whose media rows carry
     * the row's trigger and dates); at least one, which the check below words for each type.
     */
    groups: z.array(groupInputSchema).max(50).meta({ minItems: 1 }),
    /** The broadcast's own trigger use: every group and row of it plays only while it holds. */
    trigger: triggerUseDefault,
  })
  .superRefine((input, context) => {
    if (input.schedule.takeoverRecurrence && !input.schedule.isTakeover) {
      context.addIssue({
        code: 'custom',
        path: ['schedule', 'takeoverRecurrence'],
        message: 'Only a takeover repeats.',
      });
    }
    if (input.groups.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['groups'],
        message:
          input.broadcastType === 'Campaign'
            ? 'A campaign keeps at least one row.'
            : 'A broadcast keeps at least one group.',
      });
    }
    const names = new Set<string>();
    input.groups.forEach((group, index) => {
      const name = group.name.toLowerCase();
      if (names.has(name)) {
        context.addIssue({
          code: 'custom',
          path: ['groups', index, 'name'],
          message: 'Name is already taken.',
        });
      }
      names.add(name);
    });
  });
export type BroadcastInput = z.infer<typeof broadcastInputSchema>;

/** A saved broadcast as the editor loads it. */
export const broadcastSchema = z.object({
  broadcastCode: codeOf('broadcast'),
  broadcastName: z.string(),
  broadcastType: z.enum(['Standard', 'Campaign']),
  isInteractive: z.boolean(),
  idleTimeoutSeconds: z.number().int(),
  category: z.string().nullable(),
  /** The name of the user who made it; null once that user is gone. */
  createdBy: z.string().nullable(),
  modifiedDateTime: z.iso.datetime({ offset: true }),
  /** Send it back with a change; a save based on an older version answers 412. */
  version: z.string(),
  schedule: z.object({
    periods: z.array(savedPeriodSchema),
    isScheduled: z.boolean(),
    isTakeover: z.boolean(),
    takeoverRecurrence: takeoverRecurrenceSchema.nullable(),
    status: z.enum(broadcastStatuses),
    scheduleStatus: z.enum(scheduleStatuses),
  }),
  groups: z.array(
    z.object({
      code: codeSchema,
      key: z.string(),
      name: z.string(),
      layers: z.array(codeSchema),
      filter: z.object({
        condition: z.unknown().nullable(),
        /** The names (and tag colours) of the condition's codes, so the builder shows names. */
        conditionLookups: z.array(conditionLookupSchema),
        fixedPlayerList: z.array(codeSchema),
      }),
      chosenContentTypeTagCode: codeSchema.nullable(),
      /** The type's name, for the picker. */
      chosenContentTypeName: z.string().nullable(),
      clusters: z.array(codeSchema),
      media: z.array(
        z.object({
          broadcastMediaCode: codeSchema,
          mediaCode: codeSchema,
          displayName: z.string(),
          mediaType: z.string(),
          orderN: z.number().int(),
          duration: z.string(),
          status: z.enum(broadcastMediaStatuses),
          periods: z.array(savedPeriodSchema),
          trigger: triggerUseSchema,
        }),
      ),
      trigger: triggerUseSchema,
    }),
  ),
  trigger: triggerUseSchema,
  /**
   * What the broadcast reaches or names beyond the caller's scope, as counts only: those screens
   * and media are left out of the groups above. Anything here and the caller can neither change
   * nor delete the broadcast (403).
   */
  outsideReach: z.object({
    screens: z.number().int().min(0),
    media: z.number().int().min(0),
  }),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

/** The list's tabs (001 section 2 /broadcast): all, mine, and by where the schedule stands. */
export const broadcastListTabs = ['all', 'mine', 'expired', 'active', 'upcoming'] as const;

/** A row of the broadcasts list (001 section 2 list columns). */
export const broadcastListItemSchema = z.object({
  broadcastCode: codeSchema,
  broadcastName: z.string(),
  broadcastType: z.enum(['Standard', 'Campaign']),
  status: z.enum(broadcastStatuses),
  scheduleStatus: z.enum(scheduleStatuses),
  /**
   * Whether it plays now on the screens it reaches within the caller's scope: its periods read
   * in each of their zones by the resolver's rule (Playing when on in at least one of them).
   */
  playStatus: z.enum(broadcastPlayStatuses),
  periods: z.array(savedPeriodSchema),
  numScreens: z.number().int(),
  category: z.string().nullable(),
  /** The name of the user who made it; null once that user is gone. */
  createdBy: z.string().nullable(),
  modifiedDateTime: z.iso.datetime({ offset: true }),
});
export type BroadcastListItem = z.infer<typeof broadcastListItemSchema>;
