import type { Broadcast } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { testBroadcast, testBroadcastGroup } from '../../test/broadcast-api';
import { draftOf, duplicateDraft, hasChanges, inputOf, newDraft } from './broadcast-draft';

const saved: Broadcast = testBroadcast({
  version: '3',
  schedule: {
    periods: [
      {
        periodCode: 'P1',
        startDateTime: null,
        endDateTime: null,
        dayOfWeeks: 31,
        weekdayStartTime: '09:00',
        weekdayEndTime: '17:00',
      },
    ],
    isScheduled: true,
    isTakeover: false,
    takeoverRecurrence: null,
    status: 'Confirmed',
    scheduleStatus: 'Active',
  },
  groups: [
    testBroadcastGroup({
      filter: { condition: null, conditionLookups: [], fixedPlayerList: ['P9'] },
      clusters: ['C1'],
      media: [
        {
          broadcastMediaCode: 'M2',
          mediaCode: 'media-b',
          displayName: 'b.png',
          mediaType: 'Photo',
          orderN: 1,
          duration: '00:00:10',
          status: 'playing',
          periods: [],
          trigger: null,
        },
        {
          broadcastMediaCode: 'M1',
          mediaCode: 'media-a',
          displayName: 'a.png',
          mediaType: 'Photo',
          orderN: 0,
          duration: '00:00:05',
          status: 'playing',
          periods: [],
          trigger: null,
        },
      ],
    }),
  ],
});

describe('broadcast draft', () => {
  it('reads a saved broadcast in media order and without codes', () => {
    const draft = draftOf(saved);
    expect(draft.schedule.periods[0]).not.toHaveProperty('periodCode');
    expect(draft.groups[0]?.media.map((row) => row.mediaCode)).toEqual(['media-a', 'media-b']);
    expect(inputOf(draft).groups[0]?.media[0]).not.toHaveProperty('displayName');
  });

  it('sees no change in a fresh copy and sees an edited one', () => {
    const snapshot = draftOf(saved);
    expect(hasChanges(draftOf(saved), snapshot)).toBe(false);
    const edited = draftOf(saved);
    edited.schedule.isTakeover = true;
    expect(hasChanges(edited, snapshot)).toBe(true);
  });

  it('duplicates as a Draft with the local date and time appended to the name', () => {
    const copy = duplicateDraft(draftOf(saved), new Date(2026, 2, 2, 14, 5));
    expect(copy.broadcastName).toBe('Morning 2026-03-02 14:05');
    expect(copy.schedule.status).toBe('Draft');
    expect(copy.groups[0]?.key).not.toBe('k1');
  });

  it('starts a new broadcast as a Draft that plays always', () => {
    expect(newDraft().schedule).toEqual({
      periods: [],
      isScheduled: false,
      isTakeover: false,
      takeoverRecurrence: null,
      status: 'Draft',
    });
  });
});
