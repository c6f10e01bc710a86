import type { ResolvedItem } from '@marquee/domain';
import type { ScreenManifest } from '@marquee/contracts';
import { playbackUrl } from './media-cache';
import { dwellOf, fadeMs, isStillScheduled, nextIndex } from './playlist';
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
}

function build(item: ResolvedItem, media: Media): Prepared {
  const url = playbackUrl(media);
  if (media.mediaType === 'Photo') {
    const image = document.createElement('img');
    image.alt = '';
    image.src = url;
    return { item, media, element: image, ready: image.decode() };
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
    return { item, media, element: video, ready };
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
  return { item, media, element: frame, ready };
}

/**
 * One layer's playback: shows its items in turn, each prepared while the one before is on
 * show and cross-faded in over it once ready, so there is never a black gap between them.
 */
export class LayerPlayer {
  private items: ResolvedItem[] = [];
  private shown: Prepared | null = null;
  private upcoming: Prepared | null = null;
  /** The item last tried, shown or failed: the next one follows it. */
  private cursor: ResolvedItem | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private generation = 0;

  constructor(
    readonly layerCode: string,
    readonly container: HTMLElement,
    private readonly mediaOf: (code: string) => Media | undefined,
    private readonly log: (level: 'info' | 'error', text: string) => void,
    private readonly onEmptyChange: () => void,
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
    if (!isStillScheduled(playable, this.shown?.item ?? null)) void this.advance();
  }

  stop(): void {
    this.generation += 1;
    clearTimeout(this.timer);
    this.container.replaceChildren();
  }

  private prepareNext(): Prepared | null {
    const index = nextIndex(this.items, this.cursor);
    const item = index < 0 ? null : this.items[index];
    const media = item && this.mediaOf(item.mediaCode);
    return item && media ? build(item, media) : null;
  }

  private async advance(): Promise<void> {
    const generation = ++this.generation;
    clearTimeout(this.timer);
    const expected = nextIndex(this.items, this.cursor);
    const next =
      this.upcoming && this.upcoming.item === this.items[expected]
        ? this.upcoming
        : this.prepareNext();
    this.upcoming = null;
    if (!next) return this.clear();
    this.cursor = next.item;
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
    const previous = this.shown;
    const wasEmpty = previous === null;
    next.element.classList.add('item');
    this.container.append(next.element);
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
    if (wasEmpty) this.onEmptyChange();
    this.dwell(next);
    this.upcoming = this.prepareNext();
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

  private clear(): void {
    if (!this.shown) return;
    const element = this.shown.element;
    element.classList.remove('shown');
    setTimeout(() => element.remove(), fadeMs);
    this.shown = null;
    this.onEmptyChange();
  }
}
