/** The first retry waits this long; each further one twice as long as the one before. */
const firstRetryMs = 10_000;
const longestRetryMs = 60 * 60_000;

/**
 * How long a job that failed its `attempts`-th try waits before the next. Jitter (±20%) keeps
 * the jobs of one outage (say, an SMTP server down) from all coming back at the same moment.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), longestRetryMs);
  return Math.round(exponential * (0.8 + 0.4 * random()));
}
