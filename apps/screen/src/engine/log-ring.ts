export interface LogLine {
  at: string;
  level: 'info' | 'warn' | 'error';
  text: string;
}

/**
 * The screen's own log, kept bounded in memory and copied to localStorage now and then so that
 * support can still read what happened before a reboot.
 */
export class LogRing {
  private lines: LogLine[];

  constructor(
    private readonly storage: Storage | null = typeof localStorage === 'undefined'
      ? null
      : localStorage,
    private readonly capacity = 2000,
    private readonly key = 'marquee.screen.log',
    private readonly now: () => Date = () => new Date(),
  ) {
    try {
      const stored = JSON.parse(storage?.getItem(key) ?? '[]') as LogLine[];
      this.lines = Array.isArray(stored) ? stored.slice(-capacity) : [];
    } catch {
      this.lines = [];
    }
  }

  write(level: LogLine['level'], text: string): void {
    this.lines.push({ at: this.now().toISOString(), level, text: text.slice(0, 500) });
    if (this.lines.length > this.capacity) this.lines.splice(0, this.lines.length - this.capacity);
  }

  /** Keeps the lines across a reload; called on a timer and before a reboot, not per line. */
  persist(): void {
    try {
      this.storage?.setItem(this.key, JSON.stringify(this.lines));
    } catch {
      // A full storage loses the copy, not the log in memory.
    }
  }

  /** The lines written at or after `since` (all when absent), as uploadable text. */
  textSince(since: string | undefined): string {
    const from = since ? Date.parse(since) : Number.NEGATIVE_INFINITY;
    return this.lines
      .filter((line) => Date.parse(line.at) >= from)
      .map((line) => `${line.at} ${line.level.toUpperCase()} ${line.text}`)
      .join('\n');
  }

  /** The newest problems, newest first, for the status report. */
  recentErrors(limit = 5): string[] {
    return this.lines
      .filter((line) => line.level === 'error')
      .slice(-limit)
      .reverse()
      .map((line) => line.text);
  }
}
