import type { TimeZone } from '@marquee/contracts';

const zoneIds = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((id) => id !== 'UTC')];

/** `+05:30` for a zone at this moment (offsets move with daylight saving). */
function currentOffset(timeZoneId: string, now: Date): string {
  const part = new Intl.DateTimeFormat('en-US', {
    timeZone: timeZoneId,
    timeZoneName: 'longOffset',
  })
    .formatToParts(now)
    .find((item) => item.type === 'timeZoneName');
  const offset = part?.value.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/** Time zones whose id contains the text, ignoring case and `_` versus space. */
export function searchTimeZones(searchText: string | undefined, now = new Date()): TimeZone[] {
  const needle = (searchText ?? '').toLowerCase().replace(/ /g, '_');
  return zoneIds
    .filter((id) => id.toLowerCase().includes(needle))
    .map((timeZoneId) => ({ timeZoneId, utcOffset: currentOffset(timeZoneId, now) }));
}
