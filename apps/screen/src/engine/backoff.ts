/**
 * Reconnect delays: exponential up to a ceiling, with full jitter so that a site's screens,
 * all cut off by the same outage, do not come back to the gateway in the same second.
 */
export function backoffDelayMs(
  attempt: number,
  random: () => number = Math.random,
  { baseMs = 1000, maxMs = 60_000 } = {},
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
