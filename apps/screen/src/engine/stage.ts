import type { ScreenManifest } from '@marquee/contracts';
import {
  emptyFrom,
  firedExternalTriggers,
  interruptAt,
  resolveSchedule,
  type ResolvedLayer,
  type ScheduleInterrupt,
  type TriggerStates,
} from '@marquee/domain';
import { LayerPlayer, type ShownItem } from './layer-player';
import { SelectionMenu } from './selection-menu';
import { chosenSelection, selectionChoices } from './selections';

/** The schedule is read again at least this often, even when no period is about to change. */
const maxResolveGapMs = 60_000;

/** A layer's box as shares of the format, so it scales with the window. */
export function layerBox(
  layer: { x: number; y: number; width: number; height: number },
  format: { width: number; height: number },
): { left: string; top: string; width: string; height: string } {
  const share = (value: number, of: number) => `${((value / of) * 100).toFixed(4)}%`;
  return {
    left: share(layer.x, format.width),
    top: share(layer.y, format.height),
    width: share(layer.width, format.width),
    height: share(layer.height, format.height),
  };
}

/** How far ahead the screen looks for the time its schedule runs empty. */
const weekMs = 7 * 24 * 3600_000;

/** Delay until the schedule must be resolved again. */
export function resolveDelayMs(validUntil: Date | null, now: Date): number {
  const until = validUntil ? validUntil.getTime() - now.getTime() : maxResolveGapMs;
  return Math.max(250, Math.min(maxResolveGapMs, until));
}

/**
 * Whether a stage may play `next` in place of `current`: they differ at most in their files (a
 * sign drawn again, a photo replaced), settings and trigger states (read again as it resolves),
 * so every layer keeps its place and time.
 */
export function differsOnlyInFiles(current: ScreenManifest, next: ScreenManifest): boolean {
  const stageOf = (manifest: ScreenManifest) =>
    JSON.stringify({
      ...manifest,
      media: [],
      settings: {},
      triggers: {},
      hashCode: '',
      generatedAt: '',
    });
  return stageOf(current) === stageOf(next);
}

/** The earlier of two instants; null is never. */
const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));

const mediaByCode = (manifest: ScreenManifest) =>
  new Map(manifest.media.map((media) => [media.mediaCode, media]));

/**
 * What the screen shows for one manifest: its layers, each playing what the schedule says now,
 * its name when asked to, and the fallback face when nothing at all is scheduled.
 */
export class Stage {
  readonly root = document.createElement('div');
  private readonly players: LayerPlayer[] = [];
  private played: ScreenManifest;
  private media: Map<string, ScreenManifest['media'][number]>;
  private readonly fallback = document.createElement('div');
  /** Text the page draws over or instead of the layers: the fallback face and the name. */
  private readonly texts: HTMLElement[] = [];
  private resolveTimer: ReturnType<typeof setTimeout> | undefined;
  /** The touch menu of the manifest's local selections (nothing shows without any). */
  private readonly selections: SelectionMenu;
  /** The timer firing the last answer named, played when the resolve timer reaches it. */
  private pendingInterrupt: ScheduleInterrupt | null = null;
  private clockTimer: ReturnType<typeof setInterval> | undefined;
  private readonly rescale = () => {
    for (const player of this.players) player.rescale();
  };

  constructor(
    manifest: ScreenManifest,
    log: (level: 'info' | 'error', text: string) => void,
    /** Told of each item a layer showed once it leaves, with the manifest it played from. */
    onShown: (manifest: ScreenManifest, layerCode: string, shown: ShownItem) => void = () =>
      undefined,
    /** The moment the schedule is read at: a preview plays as at another time. */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.played = manifest;
    this.media = mediaByCode(manifest);
    this.root.className = 'player';
    this.fallback.className = 'fallback';
    const clock = document.createElement('p');
    clock.className = 'fallback-clock';
    const mark = document.createElement('p');
    mark.className = 'mark';
    mark.textContent = manifest.name || 'Marquee';
    this.fallback.append(clock, mark);
    this.texts.push(clock, mark);
    const time = new Intl.DateTimeFormat(undefined, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: manifest.timeZone,
    });
    const tick = () => {
      clock.textContent = time.format(this.now());
    };
    tick();
    this.clockTimer = setInterval(tick, 10_000);
    this.root.append(this.fallback);
    for (const layer of [...manifest.layers].sort((a, b) => a.zOrder - b.zOrder)) {
      const box = document.createElement('div');
      box.className = 'layer';
      box.dataset.layer = layer.layerCode;
      Object.assign(box.style, layerBox(layer, manifest.format));
      this.root.append(box);
      this.players.push(
        new LayerPlayer(
          layer.layerCode,
          box,
          { width: layer.width, height: layer.height },
          (code) => this.media.get(code),
          log,
          () => this.showFallbackIfEmpty(),
          (shown) => onShown(this.played, layer.layerCode, shown),
        ),
      );
    }
    this.selections = new SelectionMenu(this.root, selectionChoices(manifest), () => {
      clearTimeout(this.resolveTimer);
      this.resolve();
    });
    if (manifest.showNameInfo) {
      const name = document.createElement('p');
      name.className = 'name-info';
      name.textContent = manifest.name;
      this.root.append(name);
      this.texts.push(name);
    }
  }

  get manifest(): ScreenManifest {
    return this.played;
  }

  get layers(): readonly LayerPlayer[] {
    return this.players;
  }

  start(): void {
    window.addEventListener('resize', this.rescale);
    this.resolve();
    this.showFallbackIfEmpty();
  }

  /**
   * Plays a manifest that `differsOnlyInFiles` from this one without starting over; an External
   * Interrupt whose value turned active with it plays once.
   */
  update(manifest: ScreenManifest): void {
    const before = this.triggers;
    this.played = manifest;
    this.media = mediaByCode(manifest);
    this.changedTriggers(before);
  }

  /**
   * An external trigger's value changed here (the gateway said so ahead of the new manifest): the
   * held manifest takes it and the schedule is read again at once. A trigger the manifest does
   * not hold, or holds disabled, is not this screen's concern: then it answers false.
   */
  setTriggerValue(triggerCode: string, value: string): boolean {
    const before = this.played.triggers ?? {};
    const trigger = before[triggerCode];
    if (!trigger?.setting || trigger.setting.value === value) return false;
    this.played = {
      ...this.played,
      triggers: {
        ...before,
        [triggerCode]: { ...trigger, setting: { ...trigger.setting, value } },
      },
      // No server hash names this manifest any more, so whatever hash the gateway announces next
      // is fetched, even the one it was fetched with: the value may have gone back meanwhile.
      hashCode: '',
    };
    this.changedTriggers(before);
    return true;
  }

  stop(): void {
    window.removeEventListener('resize', this.rescale);
    clearTimeout(this.resolveTimer);
    clearInterval(this.clockTimer);
    this.selections.stop();
    for (const player of this.players) player.stop();
    this.root.remove();
  }

  /** The text elements shown now (the idle clock and mark, the name), for a screenshot. */
  shownTexts(): HTMLElement[] {
    return this.texts.filter((text) => !text.closest('[hidden]'));
  }

  /** What each layer shows now, for the status report. */
  nowPlaying(): { layerCode: string; mediaCode: string | null }[] {
    return this.players.map((player) => ({
      layerCode: player.layerCode,
      mediaCode: player.current?.item.mediaCode ?? null,
    }));
  }

  /** When this manifest leaves the screen nothing to play within the coming week; null if never. */
  emptyFrom(now = new Date()): Date | null {
    const { layers, timeZone } = this.manifest;
    return emptyFrom(layers, timeZone, now, new Date(now.getTime() + weekMs), this.triggers);
  }

  /** The trigger states the held manifest plays by (older manifests carry none). */
  private get triggers(): TriggerStates {
    return this.played.triggers ?? {};
  }

  /** Reads the schedule again, first playing once what the External Interrupts that fired tie to. */
  private changedTriggers(before: TriggerStates): void {
    const { layers, timeZone } = this.played;
    const now = this.now();
    for (const triggerCode of firedExternalTriggers(before, this.triggers)) {
      this.interrupt(interruptAt(layers, timeZone, now, triggerCode, this.triggers));
    }
    clearTimeout(this.resolveTimer);
    this.resolve();
  }

  private interrupt(layers: readonly ResolvedLayer[]): void {
    for (const player of this.players) {
      const items = layers.find((layer) => layer.layerCode === player.layerCode)?.items;
      if (items) player.interrupt(items);
    }
  }

  private resolve(): void {
    const now = this.now();
    const due = this.pendingInterrupt;
    if (due && due.at.getTime() <= now.getTime()) this.interrupt(due.layers);
    const { layers, timeZone } = this.played;
    const resolved = resolveSchedule(layers, timeZone, now, this.triggers);
    // A chosen local selection plays on its layers in place of the schedule.
    const choice = this.selections.current;
    const chosen = choice ? chosenSelection(this.played, choice.channelCode, now) : null;
    const itemsOf = (answer: ResolvedLayer[] | undefined, layerCode: string) =>
      answer?.find((layer) => layer.layerCode === layerCode)?.items;
    for (const player of this.players) {
      player.setItems(
        itemsOf(chosen?.layers, player.layerCode) ??
          itemsOf(resolved.layers, player.layerCode) ??
          [],
      );
    }
    this.pendingInterrupt = resolved.nextInterrupt ?? null;
    const validUntil = earliest(resolved.validUntil, chosen?.validUntil ?? null);
    this.resolveTimer = setTimeout(() => this.resolve(), resolveDelayMs(validUntil, now));
  }

  private showFallbackIfEmpty(): void {
    this.fallback.hidden = this.players.some((player) => !player.isEmpty);
  }
}
