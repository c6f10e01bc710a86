import { t } from '../i18n';
import type { SelectionChoice } from './selections';

/**
 * The touch menu of a screen with local selections. A 'Touch to choose' hint shows while it is
 * closed; a touch anywhere opens a full-screen menu of large buttons (the group's name and
 * picture); a choice closes it and plays until the choice's idle timeout passes without a touch,
 * when the schedule resumes. A menu left alone closes the same way, after the longest timeout of
 * its choices.
 */
export class SelectionMenu {
  private readonly hint = document.createElement('p');
  private readonly menu = document.createElement('div');
  private chosen: SelectionChoice | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly onTouch = () => this.touched();

  constructor(
    /** The stage's root: any touch on it counts. */
    private readonly root: HTMLElement,
    private readonly choices: readonly SelectionChoice[],
    /** Told of a choice, and with null when the schedule takes over again. */
    private readonly onChoose: (channelCode: string | null) => void,
  ) {
    if (!choices.length) return;
    this.hint.className = 'selection-hint';
    this.hint.textContent = t('touchToChoose');
    this.menu.className = 'selection-menu';
    this.menu.hidden = true;
    this.menu.setAttribute('role', 'dialog');
    this.menu.setAttribute('aria-label', t('touchToChoose'));
    this.menu.append(...choices.map((choice) => this.button(choice)));
    root.append(this.hint, this.menu);
    root.addEventListener('pointerdown', this.onTouch);
  }

  private get isOpen(): boolean {
    return !this.menu.hidden;
  }

  /** The choice playing now, or null while the schedule plays. */
  get current(): SelectionChoice | null {
    return this.chosen;
  }

  stop(): void {
    clearTimeout(this.idleTimer);
    this.root.removeEventListener('pointerdown', this.onTouch);
    this.hint.remove();
    this.menu.remove();
  }

  private button(choice: SelectionChoice): HTMLButtonElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'selection-choice';
    button.dataset.channel = choice.channelCode;
    const picture = pictureOf(choice);
    if (picture) button.append(picture);
    const name = document.createElement('span');
    name.textContent = choice.name;
    button.append(name);
    button.addEventListener('click', () => this.choose(choice));
    return button;
  }

  /** A touch: the menu opens if it was closed, and the idle time starts over. */
  private touched(): void {
    if (!this.isOpen) this.show(true);
    this.waitForIdle();
  }

  private choose(choice: SelectionChoice): void {
    this.chosen = choice;
    this.show(false);
    this.onChoose(choice.channelCode);
    this.waitForIdle();
  }

  private show(isOpen: boolean): void {
    this.menu.hidden = !isOpen;
    this.hint.hidden = isOpen;
  }

  private waitForIdle(): void {
    clearTimeout(this.idleTimer);
    const timeoutMs =
      this.chosen && !this.isOpen
        ? this.chosen.idleTimeoutMs
        : Math.max(...this.choices.map((choice) => choice.idleTimeoutMs));
    this.idleTimer = setTimeout(() => this.yieldToSchedule(), timeoutMs);
  }

  private yieldToSchedule(): void {
    this.show(false);
    if (!this.chosen) return;
    this.chosen = null;
    this.onChoose(null);
  }
}

/** A choice's picture: its first media as a still (a video's first frame); none for pages. */
function pictureOf(choice: SelectionChoice): HTMLElement | null {
  const media = choice.picture;
  if (media?.mediaType === 'Photo') {
    const image = document.createElement('img');
    image.alt = '';
    image.src = media.url;
    return image;
  }
  if (media?.mediaType === 'Video') {
    const video = document.createElement('video');
    video.muted = true;
    video.preload = 'metadata';
    video.src = media.url;
    return video;
  }
  return null;
}
