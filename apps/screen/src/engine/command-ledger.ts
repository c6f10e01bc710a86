/** Where the ledger keeps its ids: localStorage on a screen, a map in tests. */
export interface LedgerStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** How many command ids the ledger remembers, newest kept. */
export const ledgerSize = 200;

/**
 * Command ids the screen has carried out. The gateway resends a command until it is
 * acknowledged, so a screen that rebooted before its acknowledgement got through must not
 * reboot again: the ids survive reloads.
 */
export class CommandLedger {
  private readonly ids: string[];

  constructor(
    private readonly storage: LedgerStorage,
    private readonly key = 'marquee.screen.commands',
    private readonly keep = ledgerSize,
  ) {
    try {
      const stored = JSON.parse(storage.getItem(key) ?? '[]') as unknown;
      this.ids = Array.isArray(stored)
        ? stored.filter((id): id is string => typeof id === 'string')
        : [];
    } catch {
      this.ids = [];
    }
  }

  has(commandId: string): boolean {
    return this.ids.includes(commandId);
  }

  /** Records the id, stored before it returns; false when it was handled already. */
  claim(commandId: string): boolean {
    if (this.has(commandId)) return false;
    this.ids.push(commandId);
    this.ids.splice(0, Math.max(0, this.ids.length - this.keep));
    this.storage.setItem(this.key, JSON.stringify(this.ids));
    return true;
  }
}

/** A storage in memory, for tests: share one between ledgers to stand for a reload. */
export function memoryStorage(): LedgerStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
  };
}
