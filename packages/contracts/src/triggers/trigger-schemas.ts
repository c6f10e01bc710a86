import { z } from 'zod';
import { codeOf, codeSchema } from '../core/codes';
import {
  definitionProblems,
  settingProblems,
  triggerActionTypes,
  triggerGroups,
  triggerLimits,
  type TriggerProblem,
  valueProblems,
} from './trigger-rules';

/** Adds the rules' problems to a zod check, each at its own path. */
export function addProblems(context: z.RefinementCtx, problems: TriggerProblem[]): void {
  for (const { path, message } of problems) context.addIssue({ code: 'custom', path, message });
}

export const triggerGroupSchema = z.enum(triggerGroups);
export const triggerActionTypeSchema = z.enum(triggerActionTypes);

/**
 * A trigger's setting at one level (shapes only; `settingProblems` holds the rules): daypart
 * windows in the screen's wall time (weekday mask bit 0 Monday, as broadcast periods), a timer's
 * interval, an external trigger's value.
 */
export const triggerSettingSchema = z.object({
  dayparts: z
    .array(
      z.object({
        dayOfWeeks: z.number().int(),
        weekdayStartTime: z
          .string()
          .max(8)
          .meta({ examples: ['08:00'] }),
        weekdayEndTime: z
          .string()
          .max(8)
          .meta({ examples: ['17:00'] }),
      }),
    )
    .max(triggerLimits.dayparts)
    .optional(),
  interval: z.object({ minutes: z.number().int(), seconds: z.number().int() }).optional(),
  value: z.string().max(10_000).optional(),
});
export type TriggerSettingInput = z.infer<typeof triggerSettingSchema>;

/** A setting's level state: no row (inherits), its own setting, or never active. */
export const triggerSettingStates = ['Default', 'Explicit', 'Disabled'] as const;
export const triggerSettingStateSchema = z.enum(triggerSettingStates);

export const triggerDefinitionSchema = z.object({
  name: z.string().trim().min(1).max(triggerLimits.name),
  triggerGroup: triggerGroupSchema,
  actionType: triggerActionTypeSchema,
  variableName: z.string().trim().max(200).nullable().optional(),
  activeValue: z.string().trim().max(10_000).nullable().optional(),
});

/** What the editor saves: the definition and, optionally, the account's setting. */
export const triggerInputSchema = triggerDefinitionSchema
  .extend({ isEnabled: z.boolean().default(true), setting: triggerSettingSchema.default({}) })
  .superRefine((input, context) => {
    addProblems(context, definitionProblems(input));
    addProblems(context, settingProblems(input.setting));
  });
export type TriggerInput = z.infer<typeof triggerInputSchema>;

export const accountSettingInputSchema = z
  .object({ isEnabled: z.boolean(), setting: triggerSettingSchema.default({}) })
  .superRefine((input, context) => addProblems(context, settingProblems(input.setting)));

const usedBySchema = z.object({ broadcastCode: codeSchema, broadcastName: z.string() });

/** A trigger with its account-level setting (spec 002 section 7 `accountTriggers`). */
export const accountTriggerSchema = z.object({
  triggerCode: codeSchema,
  trigger: z.object({
    name: z.string(),
    triggerGroup: triggerGroupSchema,
    actionType: triggerActionTypeSchema,
    variableName: z.string().nullable(),
    activeValue: z.string().nullable(),
  }),
  setting: triggerSettingSchema,
  isEnabled: z.boolean(),
  /**
   * Whether the account-level setting holds now, in the account's time zone; a timer fires
   * rather than holds, so it is never active.
   */
  isActiveNow: z.boolean(),
  /** The broadcasts whose broadcast, group or media rows use it. */
  usedBy: z.array(usedBySchema),
});
export type AccountTrigger = z.infer<typeof accountTriggerSchema>;

/** Where a level's setting comes from and what it is. */
const effectiveSchema = z.object({
  from: z.enum(['Account', 'Location', 'Player']),
  isEnabled: z.boolean(),
  setting: triggerSettingSchema,
});

export const locationTriggerSettingSchema = z.object({
  locationCode: codeSchema,
  locationName: z.string(),
  state: triggerSettingStateSchema,
  /** The location's own setting; null unless Explicit. */
  setting: triggerSettingSchema.nullable(),
  effective: effectiveSchema,
});
export type LocationTriggerSetting = z.infer<typeof locationTriggerSettingSchema>;

export const playerTriggerSettingSchema = z.object({
  playerCode: codeSchema,
  playerName: z.string(),
  locationCode: codeSchema.nullable(),
  state: triggerSettingStateSchema,
  setting: triggerSettingSchema.nullable(),
  effective: effectiveSchema,
});
export type PlayerTriggerSetting = z.infer<typeof playerTriggerSettingSchema>;

const settingBody = { setting: triggerSettingSchema };
const checkSetting = (input: { setting: TriggerSettingInput }, context: z.RefinementCtx) =>
  addProblems(context, settingProblems(input.setting));

export const locationSettingInputSchema = z
  .object({ locationCode: codeOf('location'), ...settingBody })
  .superRefine(checkSetting);
export const locationChoiceSchema = z.object({ locationCode: codeOf('location') });
export const playerSettingInputSchema = z
  .object({ playerCode: codeOf('player'), ...settingBody })
  .superRefine(checkSetting);
export const playerChoiceSchema = z.object({ playerCode: codeOf('player') });

export const triggerKeySchema = z.object({
  keyCode: codeSchema,
  name: z.string(),
  /** The key's first characters, so a user can tell keys apart; the rest is never kept. */
  keyPrefix: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TriggerKey = z.infer<typeof triggerKeySchema>;

export const externalValueInputSchema = z
  .object({
    value: z.string().max(10_000),
    /** Sets the value at this location only, rather than for the account. */
    locationCode: codeOf('location').optional(),
    /** Sets the value at this screen only. */
    playerCode: codeOf('player').optional(),
  })
  .superRefine((input, context) => addProblems(context, valueProblems(input.value)));

export const playWhenValues = ['Active', 'Inactive'] as const;

/** A broadcast's, group's or media row's use of a trigger: it plays only while this holds. */
export const triggerUseSchema = z
  .object({ triggerCode: codeOf('trigger'), playWhen: z.enum(playWhenValues) })
  .nullable();
export type TriggerUse = z.infer<typeof triggerUseSchema>;
