import { describe, expect, it } from 'vitest';
import { applyVolume, publishSettings } from './screen-settings';

describe('the screen settings', () => {
  it('shares a frozen copy as window.marquee.settings, replaced and announced per manifest', () => {
    const heard: unknown[] = [];
    window.addEventListener('marquee:settings', (event) =>
      heard.push((event as CustomEvent).detail),
    );
    const sent = { Volume: 30, Greeting: 'Hej', ContentTypes: ['Photo'] };
    publishSettings(sent);
    const shared = window.marquee?.settings;
    expect(shared).toEqual(sent);
    expect(Object.isFrozen(shared)).toBe(true);
    expect(Object.isFrozen(shared?.ContentTypes)).toBe(true);
    sent.Greeting = 'changed after';
    expect(window.marquee?.settings.Greeting).toBe('Hej');
    expect(() => {
      (window.marquee as { settings: unknown }).settings = {};
    }).toThrow();

    publishSettings({ Volume: 0 });
    expect(window.marquee?.settings).toEqual({ Volume: 0 });
    expect(heard).toEqual([
      { Volume: 30, Greeting: 'Hej', ContentTypes: ['Photo'] },
      { Volume: 0 },
    ]);
  });

  it('sets a video’s sound by Volume, muted at 0', () => {
    const video = document.createElement('video');
    publishSettings({ Volume: 40 });
    applyVolume(video);
    expect(video.volume).toBeCloseTo(0.4);
    expect(video.muted).toBe(false);
    applyVolume(video, { Volume: 0 });
    expect(video.muted).toBe(true);
    applyVolume(video, {});
    expect(video.muted).toBe(true);
  });
});
