/** Hours, minutes and seconds as the duration inputs show them. */
export interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** The longest a row may play: one day, as the duration call allows. */
export const maxDurationSeconds = 86_400;

/** Images and signs play for a set time; videos play to their end (002 section 3). */
export function hasDuration(mediaType: string): boolean {
  return mediaType !== 'Video';
}

export function splitDuration(totalSeconds: number): DurationParts {
  const whole = Math.max(0, Math.round(totalSeconds));
  return {
    hours: Math.floor(whole / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
}

/** The seconds the parts make; null when they make nothing to play or more than a day. */
export function joinDuration(parts: DurationParts): number | null {
  const total = parts.hours * 3600 + parts.minutes * 60 + parts.seconds;
  if (!Number.isFinite(total) || total < 1 || total > maxDurationSeconds) return null;
  return Math.round(total);
}
