import type { Broadcast, BroadcastPeriod, TriggerUse } from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import type { PickerOption } from '@/kit/code-picker';
import { newGroupKey, type BroadcastDraft, type DraftMedia } from '../broadcast-draft';

/**
 * A campaign row as the editor edits it (002 section 3): its clusters, tags and media, and the
 * trigger and dates every one of its media rows carries. A row is a broadcast group.
 */
export interface CampaignRow {
  key: string;
  clusters: PickerOption[];
  tags: PickerOption[];
  media: DraftMedia[];
  trigger: TriggerUse;
  /** Local `YYYY-MM-DD`, inclusive; '' for none. */
  startDate: string;
  endDate: string;
}

export function emptyRow(): CampaignRow {
  return {
    key: newGroupKey(),
    clusters: [],
    tags: [],
    media: [],
    trigger: null,
    startDate: '',
    endDate: '',
  };
}

/** A copy of the row right after it, with its own key. */
export function duplicateRow(rows: readonly CampaignRow[], index: number): CampaignRow[] {
  const source = rows[index];
  if (!source) return [...rows];
  const copy = { ...structuredClone(source), key: newGroupKey() };
  return [...rows.slice(0, index + 1), copy, ...rows.slice(index + 1)];
}

/** Removes a row while more than one is left: a campaign keeps at least one. */
export function deleteRow(rows: readonly CampaignRow[], index: number): CampaignRow[] {
  return rows.length <= 1 ? [...rows] : rows.filter((_, at) => at !== index);
}

/** The row's tags as the group's screen condition; no tags, no condition (its clusters decide). */
export function rowCondition(tags: readonly PickerOption[]): FilterCondition | null {
  if (tags.length === 0) return null;
  return {
    operator: 'AND',
    subNodes: [
      { nodeType: 'Tags', nodeKey: 'Tags', codes: tags.map((t) => t.code), codeCondition: 'In' },
    ],
  };
}

/** The row's dates as the one period its media rows play in, every day, whole days. */
export function rowPeriods(row: Pick<CampaignRow, 'startDate' | 'endDate'>): BroadcastPeriod[] {
  if (!row.startDate && !row.endDate) return [];
  return [
    {
      startDateTime: row.startDate ? `${row.startDate}T00:00:00` : null,
      endDateTime: row.endDate ? `${row.endDate}T23:59:59` : null,
      dayOfWeeks: 127,
      weekdayStartTime: null,
      weekdayEndTime: null,
    },
  ];
}

/** Whether the end comes before the start (both given). */
export const isBackwards = (row: Pick<CampaignRow, 'startDate' | 'endDate'>) =>
  row.startDate !== '' && row.endDate !== '' && row.endDate < row.startDate;

/** Names every row by its place: group names must differ, and rows carry no name of their own. */
export type RowNamer = (n: number) => string;

/**
 * The draft's groups from the rows: each row's trigger and dates are written onto each of its
 * media rows, and every row plays on the campaign's layers.
 */
export function withRows(
  draft: BroadcastDraft,
  rows: readonly CampaignRow[],
  layers: readonly string[],
  rowName: RowNamer,
): BroadcastDraft {
  return {
    ...draft,
    broadcastType: 'Campaign',
    groups: rows.map((row, index) => ({
      key: row.key,
      name: rowName(index + 1),
      layers: [...layers],
      filter: { condition: rowCondition(row.tags), fixedPlayerList: [] },
      clusters: row.clusters.map((c) => c.code),
      media: row.media.map((media) => ({
        ...media,
        trigger: row.trigger,
        periods: rowPeriods(row),
      })),
      chosenContentTypeTagCode: null,
      trigger: null,
    })),
  };
}

/** What names the codes a saved campaign holds, for its pickers. */
export interface RowNames {
  clusters: ReadonlyMap<string, string>;
}

/** The saved campaign's rows: the trigger and dates read back from each row's first media row. */
export function rowsOf(broadcast: Broadcast, draft: BroadcastDraft, names: RowNames) {
  return draft.groups.map((group, index): CampaignRow => {
    const saved = broadcast.groups[index];
    const lookups = saved?.filter.conditionLookups ?? [];
    const tagCodes = tagCodesOf(group.filter.condition);
    const first = group.media[0];
    const period = first?.periods[0];
    return {
      key: group.key,
      clusters: group.clusters.map((code) => ({ code, name: names.clusters.get(code) ?? code })),
      tags: tagCodes.map((code) => {
        const lookup = lookups.find((l) => l.code === code);
        const color = lookup?.attributes.find((a) => a.type === 'Color')?.value;
        return { code, name: lookup?.name ?? code, ...(color ? { color } : {}) };
      }),
      media: group.media,
      trigger: first?.trigger ?? null,
      startDate: period?.startDateTime?.slice(0, 10) ?? '',
      endDate: period?.endDateTime?.slice(0, 10) ?? '',
    };
  });
}

function tagCodesOf(condition: FilterCondition | null | undefined): string[] {
  return (condition?.subNodes ?? []).flatMap((node) =>
    'nodeType' in node && node.nodeType === 'Tags' ? node.codes : [],
  );
}
