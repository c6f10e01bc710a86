/**
 * Command ids the screen has carried out. The gateway resends a command until it is
 * acknowledged, so a screen that rebooted before its acknowledgement got through must not
 * reboot again: the ids survive reloads.
 */
export class CommandLedger {
  private readonly ids: string[];

  constructor(
    private readonly storage: Storage = localStorage,
    private readonly key = 'marquee.screen.commands',
    private readonly keep = 200,
  ) {
    try {
      const stored = JSON.parse(storage.getItem(key) ?? '[]') as unknown;
      this.ids = Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : [];
    } catch {
      this.ids = [];
    }
  }

  has(commandId: string): boolean {
    return this.ids.includes(commandId);
  }

  /** Records the id; false when it was handled already. */
  claim(commandId: string): boolean {
    if (this.has(commandId)) return false;
    this.ids.push(commandId);
    this.ids.splice(0, Math.max(0, this.ids.length - this.keep));
    this.storage.setItem(this.key, JSON.stringify(this.ids));
    return true;
  }
}
