import { describe, expect, it } from 'vitest';
import { newDraft } from './broadcast-draft';
import { addMedia } from './broadcast-groups';
import { canSave, isDuration } from './broadcast-validity';

describe('broadcast validity', () => {
  const named = { ...newDraft(['L1']), broadcastName: 'Morning' };

  it('takes a named draft whose groups have layers', () => {
    expect(canSave(named)).toBe(true);
    expect(canSave({ ...named, broadcastName: ' ' })).toBe(false);
    expect(canSave(newDraft([]))).toBe(false);
  });

  it('refuses a bad duration or period, of the broadcast or of a media row', () => {
    const [group] = named.groups;
    if (!group) throw new Error('no group');
    const media = addMedia([], [{ mediaCode: 'm', displayName: 'm' }]).map((row) => ({
      ...row,
      duration: '0:10',
    }));
    expect(canSave({ ...named, groups: [{ ...group, media }] })).toBe(false);
    const periods = [
      {
        startDateTime: null,
        endDateTime: null,
        dayOfWeeks: 0,
        weekdayStartTime: null,
        weekdayEndTime: null,
      },
    ];
    expect(canSave({ ...named, schedule: { ...named.schedule, periods } })).toBe(false);
    // A media row's own periods count too.
    const scheduled = addMedia([], [{ mediaCode: 'm', displayName: 'm' }]);
    expect(canSave({ ...named, groups: [{ ...group, media: scheduled }] })).toBe(true);
    const badRow = scheduled.map((row) => ({ ...row, periods }));
    expect(canSave({ ...named, groups: [{ ...group, media: badRow }] })).toBe(false);
  });

  it('reads durations as HH:MM:SS, longer than nothing', () => {
    expect(isDuration('00:00:10')).toBe(true);
    expect(isDuration('00:00:00')).toBe(false);
    expect(isDuration('00:61:00')).toBe(false);
  });
});
