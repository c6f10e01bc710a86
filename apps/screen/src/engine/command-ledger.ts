/** Where the ledger keeps its ids: localStorage on a screen, a map in tests. */
export interface LedgerStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** How many command ids the ledger remembers, newest kept. */
export const ledgerSize = 200;

/** How a command ended, kept so a lost acknowledgement is repeated as it was. */
export interface CommandResult {
  ok: boolean;
  message?: string | undefined;
}

/** A claimed command: its result once it has one (none while it runs, or if the page died). */
interface Entry {
  id: string;
  result?: CommandResult;
}

const entryOf = (stored: unknown): Entry | null => {
  // Screens before results were kept stored bare ids.
  if (typeof stored === 'string') return { id: stored };
  if (typeof stored !== 'object' || stored === null) return null;
  const { id, ok, message } = stored as Record<string, unknown>;
  if (typeof id !== 'string') return null;
  if (typeof ok !== 'boolean') return { id };
  return { id, result: { ok, message: typeof message === 'string' ? message : undefined } };
};

/**
 * Command ids the screen has carried out, with their results. The gateway resends a command
 * until it is acknowledged, so a screen that rebooted before its acknowledgement got through
 * must not reboot again: the ids survive reloads.
 */
export class CommandLedger {
  private readonly entries: Entry[];

  constructor(
    private readonly storage: LedgerStorage,
    private readonly key = 'marquee.screen.commands',
    private readonly keep = ledgerSize,
  ) {
    try {
      const stored = JSON.parse(storage.getItem(key) ?? '[]') as unknown;
      this.entries = Array.isArray(stored)
        ? stored.map(entryOf).filter((entry): entry is Entry => entry !== null)
        : [];
    } catch {
      this.entries = [];
    }
  }

  has(commandId: string): boolean {
    return this.entries.some((entry) => entry.id === commandId);
  }

  /** The result recorded for a command, if it ran to its end here. */
  resultOf(commandId: string): CommandResult | undefined {
    return this.entries.find((entry) => entry.id === commandId)?.result;
  }

  /** Records the id, stored before it returns; false when it was handled already. */
  claim(commandId: string): boolean {
    if (this.has(commandId)) return false;
    this.entries.push({ id: commandId });
    this.entries.splice(0, Math.max(0, this.entries.length - this.keep));
    this.save();
    return true;
  }

  /** Records how a claimed command ended, before its acknowledgement is sent. */
  settle(commandId: string, result: CommandResult): void {
    const entry = this.entries.find((candidate) => candidate.id === commandId);
    if (!entry) return;
    entry.result = result;
    this.save();
  }

  private save(): void {
    const stored = this.entries.map(({ id, result }) => (result ? { id, ...result } : id));
    this.storage.setItem(this.key, JSON.stringify(stored));
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
