import { maxSettingListItems, maxSettingTextLength, weekdays } from '@marquee/domain';
import { z } from 'zod';

const timeText = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');

export const powerScheduleDaySchema = z.object({
  day: z.enum(weekdays),
  on: timeText,
  off: timeText,
});

/**
 * A setting's value as it travels; whether it fits its definition (type, bounds, choices) is
 * checked by the server against the definition (`checkSettingValue`), naming the field (`settings[0].value`).
 */
export const settingValueSchema = z.union([
  z.boolean(),
  z.number().int(),
  z.string().max(maxSettingTextLength),
  z.array(z.string().max(maxSettingTextLength)).max(maxSettingListItems).readonly(),
  z.array(powerScheduleDaySchema).max(weekdays.length).readonly(),
]);

/** What screens get of their settings (`window.marquee.settings`), by code. */
export const sentSettingsSchema = z.record(z.string(), settingValueSchema);
