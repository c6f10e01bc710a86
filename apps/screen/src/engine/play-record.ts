import type { PlayRecord, ScreenManifest } from '@marquee/contracts';
import type { ShownItem } from './layer-player';

/**
 * The proof-of-play record of an item a layer showed: its channel names the broadcast and group,
 * the item the trigger it played by, and whether it was scheduled, chosen on the touch menu, put
 * on the screen's own playlist or took over the layer (a takeover, or an interrupt playing it
 * once). The start is moved to the server's clock (`toServer`).
 */
export function playRecordOf(
  manifest: ScreenManifest,
  layerCode: string,
  shown: ShownItem,
  toServer: (localMs: number) => number,
  playId: string = crypto.randomUUID(),
): PlayRecord {
  const channel = manifest.layers
    .find((layer) => layer.layerCode === layerCode)
    ?.channels.find((candidate) => candidate.channelCode === shown.item.channelCode);
  const source = channel?.isInteractive
    ? 'selection'
    : shown.isInterrupt || channel?.isTakeover
      ? 'interrupt'
      : channel?.source === 'manual'
        ? 'manual'
        : 'schedule';
  return {
    playId,
    mediaCode: shown.item.mediaCode,
    layerCode,
    startedAt: new Date(toServer(shown.startedAtMs)).toISOString(),
    durationMs: Math.min(Math.round(shown.durationMs), 24 * 3600_000),
    broadcastCode: channel?.broadcastCode ?? null,
    // Manifests of older servers name no group.
    groupCode: channel?.groupCode ?? null,
    triggerCode: shown.item.triggerCode ?? null,
    source,
  };
}
