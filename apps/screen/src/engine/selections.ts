import type { ScreenManifest } from '@marquee/contracts';
import { resolveSchedule, type ResolvedLayer } from '@marquee/domain';

type Media = ScreenManifest['media'][number];

/** A local selection as the touch menu offers it: one button, played on every layer it has. */
export interface SelectionChoice {
  channelCode: string;
  /** The group's name. */
  name: string;
  /** The first row's media, the button's picture; undefined when the screen does not have it. */
  picture: Media | undefined;
  /** How long the choice plays on without a touch. */
  idleTimeoutMs: number;
}

/** The spec's default, for a channel that came without its own. */
const defaultIdleTimeoutSeconds = 30;

/**
 * The local selections of a manifest, in layer order, each once (a group on two layers is one
 * choice). They come from the cached manifest, so the menu works offline as well.
 */
export function selectionChoices(manifest: ScreenManifest): SelectionChoice[] {
  const mediaByCode = new Map(manifest.media.map((media) => [media.mediaCode, media]));
  const choices = new Map<string, SelectionChoice>();
  for (const layer of [...manifest.layers].sort((a, b) => a.zOrder - b.zOrder)) {
    for (const channel of layer.channels) {
      if (channel.isInteractive !== true || choices.has(channel.channelCode)) continue;
      const first = [...channel.rows].sort((a, b) => a.orderN - b.orderN)[0];
      choices.set(channel.channelCode, {
        channelCode: channel.channelCode,
        name: channel.name,
        picture: first && mediaByCode.get(first.mediaCode),
        idleTimeoutMs: (channel.idleTimeoutSeconds ?? defaultIdleTimeoutSeconds) * 1000,
      });
    }
  }
  return [...choices.values()];
}

/**
 * What a chosen selection plays now, on each layer that has it: its rows that are on (not paused,
 * within their periods), in order, looping as a layer loops its items. The schedule never plays
 * it (its channel comes inactive), so it is resolved here as if it were the layer's only channel.
 */
export function chosenSelection(
  manifest: ScreenManifest,
  channelCode: string,
  at: Date,
): { layers: ResolvedLayer[]; validUntil: Date | null } {
  const layers = manifest.layers.flatMap((layer) => {
    const chosen = layer.channels.find((channel) => channel.channelCode === channelCode);
    return chosen
      ? [
          {
            layerCode: layer.layerCode,
            channels: [{ ...chosen, isActive: true, isTakeover: false }],
          },
        ]
      : [];
  });
  return resolveSchedule(layers, manifest.timeZone, at);
}
