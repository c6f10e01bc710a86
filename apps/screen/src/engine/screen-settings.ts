import type { ScreenManifest } from '@marquee/contracts';

/** The screen's settings as its manifest carries them, by code. */
export type ScreenSettings = Readonly<ScreenManifest['settings']>;

declare global {
  interface Window {
    /** What the player shares with the pages it shows: `settings`, frozen, replaced as a whole. */
    marquee?: { settings: ScreenSettings };
  }
}

function frozenCopy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  const copy = Array.isArray(value)
    ? value.map(frozenCopy)
    : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, frozenCopy(item)]));
  return Object.freeze(copy) as T;
}

let current: ScreenSettings = Object.freeze({});

/**
 * Makes a manifest's settings the current ones: `window.marquee.settings` becomes a frozen copy
 * (a page cannot change what the next one reads) and `marquee:settings` tells those listening.
 */
export function publishSettings(settings: ScreenManifest['settings']): void {
  current = frozenCopy(settings);
  window.marquee = Object.freeze({ settings: current });
  window.dispatchEvent(new CustomEvent('marquee:settings', { detail: current }));
}

/** Sets a video's sound by the Volume setting (0 to 100; muted at 0 or when not sent). */
export function applyVolume(video: HTMLVideoElement, settings: ScreenSettings = current): void {
  const volume = typeof settings.Volume === 'number' ? settings.Volume : 0;
  video.volume = Math.min(Math.max(volume, 0), 100) / 100;
  video.muted = video.volume === 0;
}
