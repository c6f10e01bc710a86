import type { ResolvedItem } from '@marquee/domain';
import type { ScreenManifest } from '@marquee/contracts';
import { dwellOf, fadeMs, isStillScheduled, nextIndex } from './playlist';
import { fitElement, sourceFor, type Size } from './sign-frame';
import { webPageAnswers } from './web-page-probe';
import { applyVolume } from './screen-settings';

type Media = ScreenManifest['media'][number];

/** How long a page or sign may take to load before it is shown anyway. */
const frameLoadLimitMs = 3000;
/** A file that fails to load is skipped after this pause (never a tight loop of failures). */
const failurePauseMs = 2000;

interface Prepared {
  item: ResolvedItem;
  media: Media;
  element: HTMLElement;
  ready: Promise<void>;
  /** The address loaded: a new one for the same item means its file changed. */
  url: string;
  /** A sign document's own pixels, scaled to the layer; null for what fills the layer itself. */
  size: Size | null;
  /** Played once by an interrupt, in place of the schedule. */
  isInterrupt: boolean;
}

function build(item: ResolvedItem, media: Media, layer: Size, isInterrupt = false): Prepared {
  const { url, size } = sourceFor(media, layer);
  const prepared = (element: HTMLElement, ready: Promise<void>): Prepared => ({
    item,
    media,
    element,
    ready,
    url,
    size,
    isInterrupt,
  });
  if (media.mediaType === 'Photo') {
    const image = document.createElement('img');
    image.alt = '';
    image.src = url;
    return prepared(image, image.decode());
  }
  if (media.mediaType === 'Video') {
    const video = document.createElement('video');
    applyVolume(video);
    video.playsInline = true;
    video.preload = 'auto';
    video.src = url;
    const ready = new Promise<void>((resolve, reject) => {
      video.addEventListener('canplay', () => resolve(), { once: true });
      video.addEventListener('error', () => reject(new Error(`video ${media.mediaCode} failed`)), {
        once: true,
      });
    });
    return prepared(video, ready);
  }
  // A web page runs its scripts, but never with the player's origin or top window. A sign keeps
  // the origin, so its images come through the screen's cache, and runs nothing at all.
  const frame = document.createElement('iframe');
  frame.setAttribute(
    'sandbox',
    media.mediaType === 'HtmlAd' ? 'allow-same-origin' : 'allow-scripts',
  );
  frame.setAttribute('referrerpolicy', 'no-referrer');
  frame.title = media.mediaCode;
  frame.src = url;
  const loaded = new Promise<void>((resolve) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, frameLoadLimitMs);
  });
  // A sign is the server's own file; a web page may be out of reach, and is then skipped.
  const ready =
    media.mediaType === 'WebPage'
      ? Promise.all([webPageAnswers(url), loaded]).then(() => undefined)
      : loaded;
  return prepared(frame, ready);
}

/** An item that was on show: when it came (local clock) and how long it stayed. */
export interface ShownItem {
  item: ResolvedItem;
  startedAtMs: number;
  durationMs: number;
  /** Played once by an interrupt (a timer's firing, an external value's change). */
  isInterrupt: boolean;
}

/**
 * One layer's playback: shows its items in turn, each prepared while the one before is on
 * show and cross-faded in over it once ready, so there is never a black gap between them.
 */
export class LayerPlayer {
  private items: ResolvedItem[] = [];
  private shown: Prepared | null = null;
  private upcoming: Prepared | null = null;
  /** The new file of the item on show, loading out of sight until it takes that item's place. */
  private replacement: Prepared | null = null;
  /** The item last tried, shown or failed: the next one follows it. */
  private cursor: ResolvedItem | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private generation = 0;
  /** When the item on show came, by the local clock. */
  private shownSinceMs = 0;
  /** An interrupt's items still to play once, before the schedule goes on. */
  private once: ResolvedItem[] = [];
  /** From an interrupt until the schedule's next item is picked: the schedule waits. */
  private isInterrupting = false;

  constructor(
    readonly layerCode: string,
    readonly container: HTMLElement,
    /** The layer's size in the format, whose aspect chooses a sign's document. */
    private readonly layerSize: Size,
    private readonly mediaOf: (code: string) => Media | undefined,
    private readonly log: (level: 'info' | 'error', text: string) => void,
    private readonly onEmptyChange: () => void,
    /** Told of each item once it leaves, for proof of play. */
    private readonly onShown: (shown: ShownItem) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  get current(): { item: ResolvedItem; media: Media; element: HTMLElement } | null {
    return this.shown;
  }

  get isEmpty(): boolean {
    return this.shown === null;
  }

  setItems(items: ResolvedItem[]): void {
    const playable = items.filter((item) => this.mediaOf(item.mediaCode));
    this.items = playable;
    this.upcoming = null;
    if (this.isInterrupting) return;
    if (!isStillScheduled(playable, this.shown?.item ?? null)) void this.advance();
    else this.replaceChangedFile();
  }

  /**
   * Plays these items once each in place of the layer's schedule, at once, and then goes on with
   * the schedule where it stood. Nothing playable: the layer plays on as it was.
   */
  interrupt(items: readonly ResolvedItem[]): void {
    const playable = items.filter((item) => this.mediaOf(item.mediaCode));
    if (!playable.length) return;
    this.once = playable;
    this.isInterrupting = true;
    this.upcoming = null;
    void this.advance();
  }

  /** Fits a sign's document to the layer again (the window was resized). */
  rescale(): void {
    for (const prepared of [this.shown, this.replacement]) if (prepared) this.fit(prepared);
  }

  stop(): void {
    this.generation += 1;
    clearTimeout(this.timer);
    this.endShown();
    this.shown = null;
    this.container.replaceChildren();
  }

  /** What plays next: an interrupt's next item, else the schedule's after the cursor. */
  private nextItem(): ResolvedItem | null {
    if (this.once.length) return this.once[0] ?? null;
    const index = nextIndex(this.items, this.cursor);
    return index < 0 ? null : (this.items[index] ?? null);
  }

  private prepareNext(): Prepared | null {
    const item = this.nextItem();
    const media = item && this.mediaOf(item.mediaCode);
    return item && media ? build(item, media, this.layerSize, this.once[0] === item) : null;
  }

  private fit(prepared: Prepared): void {
    if (!prepared.size) return;
    const box = { width: this.container.clientWidth, height: this.container.clientHeight };
    fitElement(prepared.element, box, prepared.size);
  }

  /**
   * The item on show stays, but its file changed (a sign drawn again after a price change, a
   * photo replaced): the new file loads beneath it out of sight and then fades in over the old
   * one in place, and the item keeps the time it has left.
   */
  private replaceChangedFile(): void {
    const shown = this.shown;
    const media = shown && this.mediaOf(shown.item.mediaCode);
    if (!shown || !media) return;
    const { url } = sourceFor(media, this.layerSize);
    if (url === (this.replacement ?? shown).url) return;
    this.replacement?.element.remove();
    const next = build(shown.item, media, this.layerSize);
    this.replacement = next;
    const generation = this.generation;
    // Not yet shown, an item is transparent; a frame only loads once it is in the page.
    next.element.classList.add('item');
    this.fit(next);
    this.container.append(next.element);
    const settle = (isReady: boolean) => {
      if (this.replacement !== next) return;
      this.replacement = null;
      if (!isReady || generation !== this.generation) return next.element.remove();
      this.present(next);
      // A video counts its time by its own end: the new one is watched instead.
      if (dwellOf(next.item, media.mediaType, media.durationMs).until === 'ended') {
        clearTimeout(this.timer);
        this.dwell(next);
      }
    };
    next.ready.then(
      () => settle(true),
      (error: unknown) => {
        this.log('error', `${media.mediaCode}: ${String(error)}`);
        settle(false);
      },
    );
  }

  private async advance(): Promise<void> {
    const generation = ++this.generation;
    clearTimeout(this.timer);
    const expected = this.nextItem();
    const next =
      this.upcoming && this.upcoming.item === expected ? this.upcoming : this.prepareNext();
    this.upcoming = null;
    if (!next) return this.clear();
    // An interrupt's item leaves the cursor where the schedule stood.
    if (next.isInterrupt) this.once.shift();
    else {
      this.isInterrupting = false;
      this.cursor = next.item;
    }
    try {
      await next.ready;
    } catch (error) {
      if (generation !== this.generation) return;
      this.log('error', `${next.media.mediaCode}: ${String(error)}`);
      this.timer = setTimeout(() => void this.advance(), failurePauseMs);
      return;
    }
    if (generation !== this.generation) return;
    this.show(next);
  }

  private show(next: Prepared): void {
    const wasEmpty = this.shown === null;
    this.endShown();
    this.present(next);
    this.shownSinceMs = this.now();
    if (wasEmpty) this.onEmptyChange();
    this.dwell(next);
    this.upcoming = this.prepareNext();
  }

  /** Fades `next` in over what is on show, which leaves once the fade is over. */
  private present(next: Prepared): void {
    const previous = this.shown;
    next.element.classList.add('item');
    this.fit(next);
    // Moving a frame that is already in place would load it again.
    if (next.element.parentNode !== this.container) this.container.append(next.element);
    // Read layout so the fade starts from transparent rather than appearing at once.
    void next.element.offsetWidth;
    next.element.classList.add('shown');
    if (next.element instanceof HTMLVideoElement) {
      const video = next.element;
      // A browser that allows no sound before a user's gesture still plays the video muted.
      video
        .play()
        .catch((error: unknown) => {
          if (video.muted) throw error;
          video.muted = true;
          this.log('info', 'sound blocked by the browser: playing muted');
          return video.play();
        })
        .catch((error: unknown) => this.log('error', `play: ${String(error)}`));
    }
    setTimeout(() => {
      if (previous && previous.element !== next.element) {
        if (previous.element instanceof HTMLVideoElement) previous.element.pause();
        previous.element.remove();
      }
    }, fadeMs);
    this.shown = next;
  }

  private dwell(prepared: Prepared): void {
    const generation = this.generation;
    const dwell = dwellOf(prepared.item, prepared.media.mediaType, prepared.media.durationMs);
    const onward = () => {
      if (generation === this.generation) void this.advance();
    };
    if (dwell.until === 'timer') {
      this.timer = setTimeout(onward, dwell.ms);
      return;
    }
    prepared.element.addEventListener('ended', onward, { once: true });
    this.timer = setTimeout(onward, dwell.limitMs);
  }

  /** The item on show leaves (another follows, or none): it counts as played until now. */
  private endShown(): void {
    if (!this.shown) return;
    const now = this.now();
    this.onShown({
      item: this.shown.item,
      startedAtMs: this.shownSinceMs,
      durationMs: Math.max(0, now - this.shownSinceMs),
      isInterrupt: this.shown.isInterrupt,
    });
  }

  private clear(): void {
    if (!this.shown) return;
    this.endShown();
    const element = this.shown.element;
    element.classList.remove('shown');
    setTimeout(() => element.remove(), fadeMs);
    this.shown = null;
    this.onEmptyChange();
  }
}
