import type { Broadcast, BroadcastInput, BroadcastPeriod } from '@marquee/contracts';

/** A group as the editor keeps it: the saved input plus nothing else. */
export type DraftGroup = BroadcastInput['groups'][number];
export type DraftMedia = DraftGroup['media'][number] & { displayName: string };

/** What the editor edits: the save input, with each media row's name kept for showing it. */
export interface BroadcastDraft extends Omit<BroadcastInput, 'groups'> {
  groups: (Omit<DraftGroup, 'media'> & { media: DraftMedia[] })[];
}

/** The spec's default media duration (001 section 4). */
export const defaultMediaDuration = '00:00:10';

/** How long a choice on a screen plays on without a touch, unless the editor says otherwise. */
export const defaultIdleTimeoutSeconds = 30;

/** Names the n-th group; the editor names them in the language shown ('Grupp 2'). */
export type GroupNamer = (n: number) => string;
/** The spec's names ('Group 1', 001 section 4), for callers that show no language. */
export const specGroupName: GroupNamer = (n) => `Group ${n}`;

let keySequence = 0;
/** A group key unique within the editor's life; saved groups keep theirs. */
export function newGroupKey(): string {
  keySequence += 1;
  return `g${Date.now().toString(36)}${keySequence}`;
}

export function emptyGroup(name: string, layers: string[] = []): BroadcastDraft['groups'][number] {
  return {
    key: newGroupKey(),
    name,
    layers,
    filter: { condition: null, fixedPlayerList: [] },
    clusters: [],
    media: [],
    chosenContentTypeTagCode: null,
    trigger: null,
  };
}

/** A new broadcast: Draft, always, one group named 'Group 1' (in the namer's language). */
export function newDraft(layers: string[] = [], groupName = specGroupName): BroadcastDraft {
  return {
    broadcastName: '',
    broadcastType: 'Standard',
    isInteractive: false,
    idleTimeoutSeconds: defaultIdleTimeoutSeconds,
    category: null,
    schedule: {
      periods: [],
      isScheduled: false,
      isTakeover: false,
      takeoverRecurrence: null,
      status: 'Draft',
    },
    groups: [emptyGroup(groupName(1), layers)],
    trigger: null,
  };
}

function periodInput(period: BroadcastPeriod): BroadcastPeriod {
  return {
    startDateTime: period.startDateTime,
    endDateTime: period.endDateTime,
    dayOfWeeks: period.dayOfWeeks,
    weekdayStartTime: period.weekdayStartTime,
    weekdayEndTime: period.weekdayEndTime,
  };
}

/** A loaded broadcast as the editor edits it (codes dropped: groups are named by key). */
export function draftOf(broadcast: Broadcast): BroadcastDraft {
  return {
    broadcastName: broadcast.broadcastName,
    broadcastType: broadcast.broadcastType,
    isInteractive: broadcast.isInteractive,
    idleTimeoutSeconds: broadcast.idleTimeoutSeconds,
    category: broadcast.category,
    schedule: {
      periods: broadcast.schedule.periods.map(periodInput),
      isScheduled: broadcast.schedule.isScheduled,
      isTakeover: broadcast.schedule.isTakeover,
      takeoverRecurrence: broadcast.schedule.takeoverRecurrence,
      status: broadcast.schedule.status,
    },
    groups: broadcast.groups.map((group) => ({
      key: group.key,
      name: group.name,
      layers: [...group.layers],
      filter: {
        condition: (group.filter.condition ?? null) as DraftGroup['filter']['condition'],
        fixedPlayerList: [...group.filter.fixedPlayerList],
      },
      chosenContentTypeTagCode: group.chosenContentTypeTagCode,
      ...(group.chosenContentTypeName
        ? { chosenContentTypeName: group.chosenContentTypeName }
        : {}),
      clusters: [...group.clusters],
      media: [...group.media]
        .sort((a, b) => a.orderN - b.orderN)
        .map((row) => ({
          mediaCode: row.mediaCode,
          displayName: row.displayName,
          orderN: row.orderN,
          duration: row.duration,
          status: row.status,
          periods: row.periods.map(periodInput),
          trigger: row.trigger,
        })),
      trigger: group.trigger,
    })),
    trigger: broadcast.trigger,
  };
}

/** The body the save calls take: the draft without the names kept for showing. */
export function inputOf(draft: BroadcastDraft): BroadcastInput {
  return {
    ...draft,
    groups: draft.groups.map((group) => ({
      ...group,
      media: group.media.map(({ displayName: _shown, ...row }) => row),
    })),
  };
}

/** Whether the draft differs from the snapshot it was loaded as (the unsaved-changes check). */
export function hasChanges(draft: BroadcastDraft, snapshot: BroadcastDraft): boolean {
  return JSON.stringify(inputOf(draft)) !== JSON.stringify(inputOf(snapshot));
}

/** Local date and time as appended to a duplicate's name, e.g. `2026-03-02 14:05`. */
function localStamp(now: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const date = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  return `${date} ${two(now.getHours())}:${two(now.getMinutes())}`;
}

/** A duplicate (001 section 4): the local date-time appended to the name, Draft, no code. */
export function duplicateDraft(draft: BroadcastDraft, now = new Date()): BroadcastDraft {
  return {
    ...draft,
    broadcastName: `${draft.broadcastName} ${localStamp(now)}`,
    schedule: { ...draft.schedule, status: 'Draft' },
    groups: draft.groups.map((group) => ({ ...group, key: newGroupKey() })),
  };
}
