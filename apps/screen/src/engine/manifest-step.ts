/** What the screen does when the gateway names the manifest it should have. */
export type ManifestStep = 'fetch' | 'cache' | 'nothing';

/**
 * `announced` is the gateway's manifest hash (null when it gave none). A screen already playing
 * that manifest fetches nothing, but still fills its cache when it does not hold every file yet:
 * after a restart it plays from the stored manifest with nothing yet known to be cached.
 */
export function manifestStep(
  announced: string | null,
  held: { playing: string | null; cached: string | null },
): ManifestStep {
  if (!announced || held.playing !== announced) return 'fetch';
  return held.cached === announced ? 'nothing' : 'cache';
}
