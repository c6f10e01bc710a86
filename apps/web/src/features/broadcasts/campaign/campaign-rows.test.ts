import { describe, expect, it } from 'vitest';
import { newDraft, type DraftMedia } from '../broadcast-draft';
import { deleteRow, duplicateRow, emptyRow, isBackwards, withRows } from './campaign-rows';

const media = (mediaCode: string): DraftMedia => ({
  mediaCode,
  displayName: mediaCode,
  orderN: 0,
  duration: '00:00:10',
  status: 'playing',
  periods: [],
  trigger: null,
});
const rowName = (n: number) => `Row ${n}`;

describe('campaign rows', () => {
  it('duplicates a row right after it with its own key', () => {
    const first = { ...emptyRow(), tags: [{ code: 't1', name: 'Window' }] };
    const rows = duplicateRow([first, emptyRow()], 0);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.tags).toEqual(first.tags);
    expect(rows[1]?.key).not.toBe(first.key);
  });

  it('deletes a row, but never the last one', () => {
    const only = [emptyRow()];
    expect(deleteRow(only, 0)).toEqual(only);
    const two = [emptyRow(), emptyRow()];
    expect(deleteRow(two, 0)).toEqual([two[1]]);
  });

  it("writes each row's trigger and inclusive local dates onto every media row it has", () => {
    const row = {
      ...emptyRow(),
      clusters: [{ code: 'c1', name: 'North' }],
      tags: [{ code: 't1', name: 'Window' }],
      media: [media('m1'), media('m2')],
      trigger: { triggerCode: 'tr1', playWhen: 'Inactive' as const },
      startDate: '2026-03-02',
      endDate: '2026-03-08',
    };
    const draft = withRows(newDraft(), [row], ['L1'], rowName);
    expect(draft.broadcastType).toBe('Campaign');
    const [group] = draft.groups;
    expect(group).toMatchObject({
      name: 'Row 1',
      layers: ['L1'],
      clusters: ['c1'],
      trigger: null,
      filter: {
        condition: {
          operator: 'AND',
          subNodes: [{ nodeType: 'Tags', codes: ['t1'], codeCondition: 'In' }],
        },
      },
    });
    for (const written of group?.media ?? []) {
      expect(written.trigger).toEqual({ triggerCode: 'tr1', playWhen: 'Inactive' });
      expect(written.periods).toEqual([
        {
          startDateTime: '2026-03-02T00:00:00',
          endDateTime: '2026-03-08T23:59:59',
          dayOfWeeks: 127,
          weekdayStartTime: null,
          weekdayEndTime: null,
        },
      ]);
    }
  });

  it('leaves a row without tags to its clusters, and one without dates to always', () => {
    const row = { ...emptyRow(), media: [media('m1')] };
    const [group] = withRows(newDraft(), [row], ['L1'], rowName).groups;
    expect(group?.filter.condition).toBeNull();
    expect(group?.media[0]?.periods).toEqual([]);
  });

  it('finds an end date before the start', () => {
    expect(isBackwards({ startDate: '2026-03-08', endDate: '2026-03-02' })).toBe(true);
    expect(isBackwards({ startDate: '2026-03-02', endDate: '2026-03-02' })).toBe(false);
    expect(isBackwards({ startDate: '', endDate: '2026-03-02' })).toBe(false);
  });
});
