// Seeded, realistic-looking schedules for the scheduling bench: the same on every run.
import type {
  Period,
  PlayerFacts,
  ScheduleBroadcast,
  ScheduleGroup,
  ScheduleRow,
} from '@marquee/domain';

let seed = 20_261_125;
/** A whole number in [0, n). */
export function next(n: number): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return Math.floor((seed / 2_147_483_648) * n);
}
const pick = <T>(values: readonly T[]): T => values[next(values.length)] as T;
const two = (n: number) => String(n).padStart(2, '0');

export const tagCodes = Array.from({ length: 40 }, (_, i) => `tag-${i}`);
export const locationCodes = Array.from({ length: 200 }, (_, i) => `loc-${i}`);
export const formatCodes = ['landscape', 'portrait', 'split'];
export const layerCodes = ['main', 'ticker'];
export const zones = ['Europe/Stockholm', 'Europe/Berlin', 'America/New_York', 'UTC'];

function randomPeriod(): Period {
  const startHour = 6 + next(10);
  return {
    startDateTime: next(3) === 0 ? `2026-${two(1 + next(12))}-01T00:00:00` : null,
    endDateTime: next(3) === 0 ? `2027-${two(1 + next(12))}-28T23:59:59` : null,
    dayOfWeeks: pick([127, 31, 96, 1 + next(127)]),
    weekdayStartTime: next(4) === 0 ? null : `${two(startHour)}:${pick(['00', '30'])}`,
    weekdayEndTime: next(4) === 0 ? null : `${two((startHour + 2 + next(8)) % 24)}:59`,
  };
}

const periods = (most: number) => Array.from({ length: next(most + 1) }, randomPeriod);

function randomGroup(b: number, g: number, playerCodes: readonly string[]): ScheduleGroup {
  const rows: ScheduleRow[] = Array.from({ length: 1 + next(6) }, (_, i) => ({
    broadcastMediaCode: `bm-${b}-${g}-${i}`,
    mediaCode: `media-${next(500)}`,
    orderN: i + 1,
    durationMs: next(2) ? 10_000 : null,
    isPaused: next(10) === 0,
    periods: next(4) === 0 ? periods(1) : [],
  }));
  const leaf = (nodeType: 'Tags' | 'Locations' | 'Aspects', codes: string[]) => ({
    nodeType,
    nodeKey: nodeType,
    codes,
    codeCondition: next(8) === 0 ? ('NotIn' as const) : ('In' as const),
  });
  const condition =
    next(5) === 0
      ? null
      : {
          operator: 'AND' as const,
          subNodes: [
            leaf('Tags', [pick(tagCodes), pick(tagCodes)]),
            ...(next(2) ? [leaf('Aspects', [pick(formatCodes)])] : []),
            ...(next(3) === 0
              ? [leaf('Locations', [pick(locationCodes), pick(locationCodes)])]
              : []),
          ],
        };
  return {
    groupCode: `g-${b}-${g}`,
    condition,
    fixedPlayerCodes: Array.from({ length: next(4) }, () => pick(playerCodes)),
    layerCodes: next(4) === 0 ? ['main', 'ticker'] : ['main'],
    rows,
  };
}

export function randomBroadcasts(
  count: number,
  playerCodes: readonly string[],
): ScheduleBroadcast[] {
  return Array.from({ length: count }, (_, b) => ({
    broadcastCode: `b-${b}`,
    status: next(10) === 0 ? ('Draft' as const) : ('Confirmed' as const),
    isTakeover: next(20) === 0,
    periods: periods(2),
    groups: Array.from({ length: 1 + next(3) }, (_, g) => randomGroup(b, g, playerCodes)),
  }));
}

export function randomScreen(i: number): PlayerFacts & { timeZone: string } {
  return {
    playerCode: `p-${i}`,
    name: `Screen ${i}`,
    locationCode: pick(locationCodes),
    playerFormatCode: pick(formatCodes),
    layerCodes,
    tagCodes: Array.from({ length: 1 + next(4) }, () => pick(tagCodes)),
    statusValues: ['OK'],
    timeZone: pick(zones),
  };
}
