import { isTakeoverRecurrence } from '@marquee/domain';
import type { BroadcastDraft } from './broadcast-draft';
import { groupNameProblem } from './broadcast-groups';
import { periodProblem } from './broadcast-periods';

const durationPattern = /^\d{2}:[0-5]\d:[0-5]\d$/;

/** A duration the server takes: HH:MM:SS and longer than nothing. */
export const isDuration = (text: string): boolean =>
  durationPattern.test(text) && text !== '00:00:00';

/** A local selection's idle timeout the server takes: whole seconds from 5 to 600. */
export const isIdleTimeout = (seconds: number): boolean =>
  Number.isInteger(seconds) && seconds >= 5 && seconds <= 600;

/** Whether the draft can be saved: the server would refuse anything this finds. */
export function canSave(draft: BroadcastDraft): boolean {
  return (
    draft.broadcastName.trim() !== '' &&
    isIdleTimeout(draft.idleTimeoutSeconds) &&
    (draft.schedule.takeoverRecurrence === null ||
      isTakeoverRecurrence(draft.schedule.takeoverRecurrence)) &&
    draft.schedule.periods.every((period) => periodProblem(period) === null) &&
    draft.groups.every(
      (group, index) =>
        groupNameProblem(draft.groups, index, group.name) === null &&
        group.layers.length > 0 &&
        group.media.every(
          (row) =>
            isDuration(row.duration) &&
            row.periods.every((period) => periodProblem(period) === null),
        ),
    )
  );
}
