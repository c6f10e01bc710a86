/** What the screen keeps across reloads: its device credential, given once at registration. */
export interface StoredRegistration {
  credential: string;
  pairingCode: string;
  pairingExpiresAt: string;
}

const key = 'marquee.screen.registration';

export function loadRegistration(storage: Storage = localStorage): StoredRegistration | null {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as StoredRegistration | null;
    return value && typeof value.credential === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function saveRegistration(value: StoredRegistration, storage: Storage = localStorage): void {
  storage.setItem(key, JSON.stringify(value));
}

export function forgetRegistration(storage: Storage = localStorage): void {
  storage.removeItem(key);
}
