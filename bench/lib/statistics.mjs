/** The percentile `p` (0..100) of a list of numbers, nearest rank. */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Times `call` `count` times one after another (after `warmUp` untimed calls), in ms. */
export async function timeCalls(call, { count, warmUp = 10 }) {
  for (let i = 0; i < warmUp; i += 1) await call(i);
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await call(i);
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}
