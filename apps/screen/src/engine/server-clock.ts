/**
 * The screen's reading of the server's clock: its own clock plus the difference the gateway's
 * last stated time showed. A screen box's clock is often minutes off, and plays must be placed
 * in the hour they really happened.
 */
export class ServerClock {
  private offsetMs = 0;

  constructor(private readonly localNow: () => number = Date.now) {}

  /** The gateway said it was `serverTime` just now. */
  learn(serverTime: string): void {
    const server = Date.parse(serverTime);
    if (Number.isFinite(server)) this.offsetMs = server - this.localNow();
  }

  /** A moment of the local clock in the server's. */
  toServer(localMs: number): number {
    return localMs + this.offsetMs;
  }

  now(): number {
    return this.toServer(this.localNow());
  }
}
