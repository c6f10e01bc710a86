import type { ScreenManifest } from '@marquee/contracts';
import type { Stage } from './stage';

/** The manifest the screen last played, kept so it starts playing with no server. */
const key = 'marquee.screen.manifest';

export function loadManifest(storage: Storage = localStorage): ScreenManifest | null {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as ScreenManifest | null;
  } catch {
    return null;
  }
}

export function saveManifest(manifest: ScreenManifest, storage: Storage = localStorage): void {
  storage.setItem(key, JSON.stringify(manifest));
}

export function forgetManifest(storage: Storage = localStorage): void {
  storage.removeItem(key);
}

/**
 * An external value the gateway sent ahead of the new manifest: the stage plays by it, and the
 * kept manifest takes it too, so a restart while offline plays by the last value heard rather
 * than the one the manifest was fetched with. Gives the manifest now played, or null when the
 * value is not this screen's concern.
 */
export function takeTriggerValue(
  stage: Stage,
  triggerCode: string,
  value: string,
  storage: Storage = localStorage,
): ScreenManifest | null {
  if (!stage.setTriggerValue(triggerCode, value)) return null;
  saveManifest(stage.manifest, storage);
  return stage.manifest;
}
