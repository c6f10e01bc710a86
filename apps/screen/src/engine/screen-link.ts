import type {
  GatewayMessage,
  ScreenCommand,
  ScreenMessage,
  StatusReport,
} from '@marquee/contracts';
import { backoffDelayMs } from './backoff';
import { NotRegistered, type GatewayClient, type SessionState } from './gateway-client';
import type { PlayBatchOut } from './play-reporter';

export interface LinkEvents {
  state(state: SessionState): void;
  contentChanged(manifestEtag: string | null): void;
  /** An external trigger's value changed here, ahead of the new manifest. */
  triggerValue(triggerCode: string, value: string): void;
  command(command: ScreenCommand): void;
  /** The gateway no longer knows the credential (released, expired, unknown). */
  notRegistered(): void;
  online(isOnline: boolean): void;
  /** The gateway committed a batch of plays; it stated its clock as it answered. */
  playsAcknowledged(batchId: string, serverTime: string): void;
  /** The gateway stated its clock. */
  serverTime(serverTime: string): void;
}

/** Failed socket attempts in a row after which the screen also polls over HTTP. */
export const attemptsBeforePolling = 2;
/** How often an unpaired screen asks whether it was paired, when it has to poll. */
const pairingPollMs = 3000;

/**
 * The screen's line to the gateway: a WebSocket while one can be held, with jittered
 * reconnects, and HTTP polls of the same heartbeats whenever it cannot.
 */
export class ScreenLink {
  private socket: WebSocket | null = null;
  private failures = 0;
  private heartbeatMs = 30_000;
  private isPaired = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pollTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private isStopped = false;
  /** The device's network came back: a line is tried at once, not after the backoff. */
  private readonly onNetworkBack = () => this.reconnectNow();

  constructor(
    private readonly client: GatewayClient,
    private readonly credential: () => string | null,
    private readonly status: () => StatusReport,
    private readonly events: LinkEvents,
    private readonly socketUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/screen-api/socket`,
  ) {}

  start(): void {
    this.isStopped = false;
    globalThis.addEventListener?.('online', this.onNetworkBack);
    this.connect();
    this.restartHeartbeats();
  }

  stop(): void {
    this.isStopped = true;
    globalThis.removeEventListener?.('online', this.onNetworkBack);
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.pollTimer);
    clearInterval(this.heartbeatTimer);
    this.socket?.close(1000, 'stopping');
    this.socket = null;
  }

  get isPolling(): boolean {
    return this.failures >= attemptsBeforePolling;
  }

  /** A heartbeat now: what the screen plays or holds changed, and its owner should see it. */
  reportNow(): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.beat();
    else if (this.isPolling && this.isPaired) this.schedulePoll(0);
  }

  acknowledge(commandId: string, ok: boolean, message?: string): Promise<void> {
    if (this.socket?.readyState === WebSocket.OPEN) {
      this.send({ type: 'ack', commandId, ok, ...(message ? { message } : {}) });
      return Promise.resolve();
    }
    return this.client.acknowledge(commandId, ok, message);
  }

  /**
   * A batch of plays over the socket, acknowledged later by a `playsAck`; a polling screen posts
   * it and has its answer at once; an offline one keeps it.
   */
  async sendPlays(batch: PlayBatchOut): Promise<'sent' | 'acknowledged' | 'not sent'> {
    if (this.socket?.readyState === WebSocket.OPEN) {
      this.send({ type: 'plays', ...batch });
      return 'sent';
    }
    if (!this.isPolling || !this.isPaired) return 'not sent';
    const ack = await this.client.sendPlays(batch);
    this.events.serverTime(ack.serverTime);
    return 'acknowledged';
  }

  private send(message: ScreenMessage): void {
    this.socket?.send(JSON.stringify(message));
  }

  private reconnectNow(): void {
    if (this.isStopped || this.socket) return;
    clearTimeout(this.reconnectTimer);
    this.connect();
  }

  private connect(): void {
    if (this.isStopped) return;
    const socket = new WebSocket(this.socketUrl);
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      const credential = this.credential();
      if (credential) this.send({ type: 'hello', credential });
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === 4001) {
        this.events.notRegistered();
        return;
      }
      this.failures = opened ? 1 : this.failures + 1;
      this.events.online(false);
      if (this.isPolling) this.schedulePoll(0);
      this.reconnectTimer = setTimeout(() => this.connect(), backoffDelayMs(this.failures - 1));
    };
  }

  private receive(data: unknown): void {
    let message: GatewayMessage;
    try {
      message = JSON.parse(String(data)) as GatewayMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'state':
        this.failures = 0;
        clearTimeout(this.pollTimer);
        this.events.online(true);
        this.isPaired = message.isPaired;
        if (message.serverTime) this.events.serverTime(message.serverTime);
        this.events.state(message);
        if (message.isPaired) this.beat();
        return;
      case 'contentChanged':
        return this.events.contentChanged(message.manifestEtag);
      case 'triggerValue':
        return this.events.triggerValue(message.triggerCode, message.value);
      case 'command':
        return this.events.command(message.command);
      case 'settings':
        this.heartbeatMs = message.heartbeatSeconds * 1000;
        return this.restartHeartbeats();
      case 'playsAck':
        return this.events.playsAcknowledged(message.batchId, message.serverTime);
      case 'error':
        // The gateway refused one message and carries on; nothing to repair here.
        return;
    }
  }

  private restartHeartbeats(): void {
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = setInterval(() => this.beat(), this.heartbeatMs);
  }

  /** A heartbeat over the socket; polling sends its own. */
  private beat(): void {
    if (this.isPaired && this.socket?.readyState === WebSocket.OPEN) {
      this.send({ type: 'heartbeat', status: this.status() });
    }
  }

  private schedulePoll(delayMs: number): void {
    clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => void this.poll(), delayMs);
  }

  /** One round of the HTTP fallback: the session until paired, then heartbeats. */
  private async poll(): Promise<void> {
    if (this.isStopped || !this.isPolling) return;
    try {
      if (!this.isPaired) {
        const state = await this.client.session();
        this.isPaired = state.isPaired;
        if (state.serverTime) this.events.serverTime(state.serverTime);
        this.events.online(true);
        this.events.state(state);
      }
      if (this.isPaired) {
        const answer = await this.client.heartbeat(this.status());
        this.events.online(true);
        this.events.contentChanged(answer.manifestEtag);
        for (const command of answer.commands) this.events.command(command);
      }
    } catch (error) {
      if (error instanceof NotRegistered) return this.events.notRegistered();
      this.events.online(false);
    }
    this.schedulePoll(this.isPaired ? this.heartbeatMs : pairingPollMs);
  }
}
