import { groupScreensCondition, type ScheduleBroadcast, type ScheduleGroup } from '@marquee/domain';
import type { AccountBroadcast } from './account-broadcasts';

const reachesByCondition = (group: ScheduleGroup) =>
  groupScreensCondition(group.condition) !== null || Boolean(group.clusterCodes?.length);

/**
 * An account's broadcasts as the screens that lie in the same savers' scopes see them, and which
 * of them could reach a given screen at all: those with a group condition or clusters, and those whose fixed
 * lists name it (`groupScreensCondition`). The others generate nothing on it, so matching skips them; of a thousand
 * broadcasts a screen is usually named by a few.
 */
export class BroadcastsForPlayers {
  private readonly seen: ScheduleBroadcast[];
  private readonly withConditions: number[] = [];
  private readonly namingCode = new Map<string, number[]>();

  constructor(
    broadcasts: readonly AccountBroadcast[],
    isSeen: (savedBy: string | null) => boolean,
  ) {
    this.seen = broadcasts.map((b) => (isSeen(b.savedBy) ? b.broadcast : b.fixedOnly));
    this.seen.forEach((broadcast, index) => {
      if (broadcast.groups.some(reachesByCondition)) this.withConditions.push(index);
      for (const group of broadcast.groups) {
        for (const code of group.fixedPlayerCodes) {
          const list = this.namingCode.get(code);
          if (!list) this.namingCode.set(code, [index]);
          else if (list[list.length - 1] !== index) list.push(index);
        }
      }
    });
  }

  /** The broadcasts that could reach the screen of this code, in the account's order. */
  of(playerCode: string): ScheduleBroadcast[] {
    const named = this.namingCode.get(playerCode);
    if (!named) return this.withConditions.map((index) => this.seen[index]!);
    const indexes = [...new Set([...this.withConditions, ...named])].sort((a, b) => a - b);
    return indexes.map((index) => this.seen[index]!);
  }
}
