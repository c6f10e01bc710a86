import type { BroadcastDraft } from './broadcast-draft';

/** The codes of the triggers a broadcast uses: its own, its groups' and its media rows'. */
export function triggerCodesOf(draft: BroadcastDraft): string[] {
  const uses = [
    draft.trigger,
    ...draft.groups.flatMap((group) => [group.trigger, ...group.media.map((row) => row.trigger)]),
  ];
  return [...new Set(uses.flatMap((use) => (use ? [use.triggerCode] : [])))];
}
