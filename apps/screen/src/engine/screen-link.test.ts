import type { StatusReport } from '@marquee/contracts';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { GatewayClient } from './gateway-client';
import { ScreenLink, type LinkEvents } from './screen-link';

/** A socket that never gets through, as behind a proxy that refuses upgrades. */
class RefusedSocket {
  static OPEN = 1;
  static made = 0;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    RefusedSocket.made += 1;
    setTimeout(() => this.onclose?.({ code: 1006 }), 10);
  }
  send(): void {}
  close(): void {}
}

const status = {} as StatusReport;

beforeEach(() => {
  vi.useFakeTimers();
  RefusedSocket.made = 0;
  vi.stubGlobal('WebSocket', RefusedSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function events(): LinkEvents & { states: boolean[]; commands: string[] } {
  const states: boolean[] = [];
  const commands: string[] = [];
  return {
    states,
    commands,
    state: (state) => states.push(state.isPaired),
    contentChanged: () => undefined,
    triggerValue: () => undefined,
    command: (command) => commands.push(command.commandId),
    notRegistered: () => undefined,
    online: () => undefined,
    playsAcknowledged: () => undefined,
    serverTime: () => undefined,
  };
}

it('polls over HTTP when the socket cannot connect, and keeps trying the socket', async () => {
  let isPaired = false;
  const client = {
    session: vi.fn(async () => ({
      isPaired,
      pairingCode: isPaired ? null : 'ABCDEF',
      pairingExpiresAt: isPaired ? null : '2099-01-01T00:00:00Z',
      playerCode: null,
      manifestEtag: null,
    })),
    heartbeat: vi.fn(async () => ({
      manifestEtag: 'etag',
      commands: [{ commandId: 'c1', kind: 'reboot' as const, issuedAt: '2026-01-01T00:00:00Z' }],
    })),
  };
  const heard = events();
  const link = new ScreenLink(
    client as unknown as GatewayClient,
    () => 'secret',
    () => status,
    heard,
    'ws://x',
  );
  link.start();

  await vi.advanceTimersByTimeAsync(100);
  expect(link.isPolling).toBe(false);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(link.isPolling).toBe(true);
  expect(client.session).toHaveBeenCalled();
  expect(heard.states).toContain(false);

  // Paired while polling: the next rounds are heartbeats that bring the commands.
  isPaired = true;
  await vi.advanceTimersByTimeAsync(3_500);
  expect(heard.states).toContain(true);
  expect(client.heartbeat).toHaveBeenCalledWith(status);
  expect(heard.commands).toContain('c1');
  expect(RefusedSocket.made).toBeGreaterThan(2);
  link.stop();
});

/** A socket that opens, records what the screen sends and lets the test speak for the gateway. */
class OpenSocket {
  static OPEN = 1;
  static last: OpenSocket | null = null;
  readyState = 0;
  sent: { type: string }[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    OpenSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 10);
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data) as { type: string });
  }
  close(): void {}
  hear(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

it('reports at once when asked, between the timed heartbeats, once paired', async () => {
  vi.stubGlobal('WebSocket', OpenSocket);
  const link = new ScreenLink(
    {} as GatewayClient,
    () => 'secret',
    () => status,
    events(),
    'ws://x',
  );
  link.start();
  await vi.advanceTimersByTimeAsync(20);
  const socket = OpenSocket.last!;
  const beats = () => socket.sent.filter((message) => message.type === 'heartbeat').length;

  // Waiting for its pairing, a screen has nothing to report.
  link.reportNow();
  expect(beats()).toBe(0);

  socket.hear({ type: 'state', isPaired: true, pairingCode: null, pairingExpiresAt: null });
  expect(beats()).toBe(1);
  link.reportNow();
  expect(beats()).toBe(2);
  link.stop();
});

it('tries the socket at once when the device’s network comes back, not after its backoff', async () => {
  const client = { session: vi.fn(async () => ({ isPaired: false })) };
  const link = new ScreenLink(
    client as unknown as GatewayClient,
    () => 'secret',
    () => status,
    events(),
    'ws://x',
  );
  // The backoff's jitter at its longest, so the tries fall at known times.
  vi.spyOn(Math, 'random').mockReturnValue(0.99);
  link.start();
  // Six refusals by 31 s: the next try would wait until about 63 s.
  await vi.advanceTimersByTimeAsync(31_000);
  const madeBefore = RefusedSocket.made;
  await vi.advanceTimersByTimeAsync(100);
  expect(RefusedSocket.made).toBe(madeBefore);

  globalThis.dispatchEvent(new Event('online'));
  expect(RefusedSocket.made).toBe(madeBefore + 1);
  link.stop();
  globalThis.dispatchEvent(new Event('online'));
  expect(RefusedSocket.made).toBe(madeBefore + 1);
});
