import { describe, expect, it } from 'vitest';
import { hasDuration, joinDuration, splitDuration } from './playlist-duration';

describe('playlist duration', () => {
  it('splits seconds into hours, minutes and seconds', () => {
    expect(splitDuration(3_725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(splitDuration(10)).toEqual({ hours: 0, minutes: 0, seconds: 10 });
  });

  it('joins the parts back, minutes and seconds above 59 included', () => {
    expect(joinDuration({ hours: 1, minutes: 2, seconds: 5 })).toBe(3_725);
    expect(joinDuration({ hours: 0, minutes: 0, seconds: 90 })).toBe(90);
  });

  it('refuses nothing to play and more than a day', () => {
    expect(joinDuration({ hours: 0, minutes: 0, seconds: 0 })).toBeNull();
    expect(joinDuration({ hours: 24, minutes: 0, seconds: 1 })).toBeNull();
  });

  it('gives images and signs a duration and lets videos play to their end', () => {
    expect(hasDuration('Photo')).toBe(true);
    expect(hasDuration('HtmlAd')).toBe(true);
    expect(hasDuration('WebPage')).toBe(true);
    expect(hasDuration('Video')).toBe(false);
  });
});
