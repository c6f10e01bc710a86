import { foldPlayerCondition, matchesPlayer, type PlayerFacts } from '../filters/player-condition';
import type { FilterCondition } from '../filters/filter-types';
import type { TriggerUse } from '../triggers/trigger-types';
import type { Period } from './period';
import type { ScheduleChannel, ScheduleLayer, ScheduleRow } from './resolve-schedule';
import type { TakeoverRecurrence } from './takeover-windows';

/** A group of a broadcast: which screens (filter or fixed list) get which rows on which layers. */
export interface ScheduleGroup {
  groupCode: string;
  /** Null, or one that says nothing of screens: the group reaches only its fixed list. */
  condition: FilterCondition | null;
  fixedPlayerCodes: readonly string[];
  /** With clusters, the condition only narrows their screens (see `groupReach`). */
  clusterCodes?: readonly string[];
  layerCodes: readonly string[];
  rows: readonly ScheduleRow[];
  /** The group's (a campaign row's) trigger use; absent or null: none. */
  triggerUse?: TriggerUse | null;
  /** The content type tag the group is of; absent or null: any screen takes it. */
  contentTypeTagCode?: string | null;
}

/** Standard: each screen plays a broadcast's first group that reaches it; Campaign: all of them. */
export type BroadcastType = 'Standard' | 'Campaign';

export interface ScheduleBroadcast {
  broadcastCode: string;
  status: 'Draft' | 'Confirmed';
  isTakeover: boolean;
  /** A takeover's windows; absent or null: continuous. */
  takeoverRecurrence?: TakeoverRecurrence | null;
  /** Empty: always. */
  periods: readonly Period[];
  /**
   * In the editor's order; on each layer a screen plays the first group that reaches it (a
   * campaign: every one).
   */
  groups: readonly ScheduleGroup[];
  /** Absent: Standard. */
  broadcastType?: BroadcastType;
  /** A local selection, played only when chosen on the screen; absent: false. */
  isInteractive?: boolean;
  /** The broadcast's trigger use; absent or null: none. */
  triggerUse?: TriggerUse | null;
}

/** The content types a screen accepts: absent or empty, every one. */
const acceptsContentType = (
  accepted: readonly string[] | null | undefined,
  contentTypeTagCode: string | null | undefined,
): boolean => !contentTypeTagCode || !accepted?.length || accepted.includes(contentTypeTagCode);

/** The code of the channel a broadcast group generates on a layer of a screen. */
export const broadcastChannelCode = (broadcastCode: string, groupCode: string) =>
  `${broadcastCode}_${groupCode}`;

/**
 * The condition by which a broadcast group reaches screens beyond its fixed list, or null when
 * it says nothing about screens (none, an empty group, leaves without codes or of another
 * dimension). A group with neither such a condition nor a fixed screen reaches no screen: an
 * empty filter never sends a broadcast to every screen by accident. The editor's count, the
 * broadcast list, the forecast and the resolver all read a group through this one rule, unlike
 * a saved player filter, where no condition lists every screen.
 */
export function groupScreensCondition(
  condition: FilterCondition | null | undefined,
): FilterCondition | null {
  const restricts = foldPlayerCondition<boolean>(condition, {
    leaf: () => true,
    group: () => true,
  });
  return restricts && condition ? condition : null;
}

/**
 * How a group reaches a screen, or null when it does not: by its fixed list; else, for a group
 * with clusters, a screen of one of them that its condition selects (any of them when the
 * condition says nothing of screens); else, for one without, by its condition alone.
 */
export function groupReach(
  group: ScheduleGroup,
  player: PlayerFacts,
): 'fixedList' | 'filter' | 'cluster' | null {
  if (group.fixedPlayerCodes.includes(player.playerCode)) return 'fixedList';
  const condition = groupScreensCondition(group.condition);
  if (group.clusterCodes?.length) {
    const isInCluster = group.clusterCodes.some((code) => player.clusterCodes?.includes(code));
    return isInCluster && (!condition || matchesPlayer(condition, player)) ? 'cluster' : null;
  }
  if (condition && matchesPlayer(condition, player)) return 'filter';
  return null;
}

const usesOf = (...uses: (TriggerUse | null | undefined)[]) =>
  uses.filter((use): use is TriggerUse => Boolean(use));

/**
 * The channels broadcasts generate on one screen: per layer, one for each broadcast, from its
 * first group that reaches the screen and plays on that layer; a campaign or a local selection
 * (interactive: each group is a choice on the screen's menu), one for each group that does. A
 * Draft or interactive broadcast's channel, and the channel of a group whose content type the
 * screen does not accept (its `acceptedContentTypes`, absent or empty: all), are inactive:
 * they show in explanations but never play by schedule, and a left-out group leaves the layer to
 * the next one.
 */
export function broadcastChannels(
  player: PlayerFacts,
  broadcasts: readonly ScheduleBroadcast[],
): Map<string, ScheduleChannel[]> {
  const byLayer = new Map<string, ScheduleChannel[]>();
  for (const broadcast of broadcasts) {
    const filled = new Set<string>();
    const isCampaign = broadcast.broadcastType === 'Campaign';
    const isInteractive = broadcast.isInteractive === true;
    for (const group of broadcast.groups) {
      const triggerUses = usesOf(broadcast.triggerUse, group.triggerUse);
      const matchedBy = groupReach(group, player);
      if (!matchedBy) continue;
      const isAccepted = acceptsContentType(player.acceptedContentTypes, group.contentTypeTagCode);
      for (const layerCode of group.layerCodes) {
        if (filled.has(layerCode) || !player.layerCodes.includes(layerCode)) continue;
        // A campaign plays, and a local selection offers, every group that reaches the screen.
        if (isAccepted && !isCampaign && !isInteractive) filled.add(layerCode);
        const channel: ScheduleChannel = {
          channelCode: broadcastChannelCode(broadcast.broadcastCode, group.groupCode),
          isActive: broadcast.status === 'Confirmed' && !isInteractive && isAccepted,
          isTakeover: broadcast.isTakeover,
          ...(broadcast.isTakeover && broadcast.takeoverRecurrence
            ? { takeoverRecurrence: broadcast.takeoverRecurrence }
            : {}),
          periods: broadcast.periods,
          rows: group.rows,
          ...(triggerUses.length ? { triggerUses } : {}),
          origin: {
            kind: 'broadcast',
            broadcastCode: broadcast.broadcastCode,
            groupCode: group.groupCode,
            matchedBy,
            isDraft: broadcast.status === 'Draft',
            ...(isInteractive ? { isInteractive } : {}),
            ...(isAccepted ? {} : { refusedContentType: group.contentTypeTagCode as string }),
          },
        };
        const list = byLayer.get(layerCode);
        if (list) list.push(channel);
        else byLayer.set(layerCode, [channel]);
      }
    }
  }
  return byLayer;
}

/** A screen's layers with its own channels first, then those its broadcasts generate. */
export function screenLayers(
  player: PlayerFacts,
  ownLayers: readonly ScheduleLayer[],
  broadcasts: readonly ScheduleBroadcast[],
): ScheduleLayer[] {
  const generated = broadcastChannels(player, broadcasts);
  return ownLayers.map((layer) => ({
    layerCode: layer.layerCode,
    channels: [...layer.channels, ...(generated.get(layer.layerCode) ?? [])],
  }));
}
