import { screenMessageSchema, type GatewayMessage, type ScreenMessage } from '@marquee/contracts';
import type { FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { WebSocket } from '@fastify/websocket';
import type { Database } from '../../platform/db/database';
import type { PlayBatcher } from '../proof-of-play';
import { heartbeatSecondsOf } from '../content';
import { nestsTooDeeply } from '../../platform/http/json-nesting';
import type { HeartbeatBatcher } from './heartbeat-batcher';
import { credentialOf } from './screen-auth';
import type { CommandAckBatcher } from './command-ack-batcher';
import { hashCredential } from './screen-credentials';
import { readScreenInput } from './screen-input';
import type { ScreenConnection, ScreenHub } from './screen-hub';
import { stateMessage, type ScreenSession } from './screen-session';

/** A screen without the cookie must say hello within this time. */
const helloTimeoutMs = 10_000;

export interface ScreenSocketContext {
  hub: ScreenHub;
  heartbeats: HeartbeatBatcher;
  acks: CommandAckBatcher;
  plays: PlayBatcher;
  db: () => Database;
  onError: (error: unknown) => void;
}

function refuse(socket: WebSocket, message: string): void {
  socket.send(JSON.stringify({ type: 'error', message } satisfies GatewayMessage));
}

function parseMessage(data: unknown): ScreenMessage | string {
  const text = String(data);
  if (nestsTooDeeply(text)) return 'The message nests too deeply';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'The message is not JSON';
  }
  // A batch's plays are checked one by one where they are stored: one bad play is dropped there
  // without refusing the others.
  const input = readScreenInput(screenMessageSchema, json, 'message', { checkedApart: 'plays' });
  return 'data' in input ? input.data : input.problem;
}

/**
 * One screen's WebSocket: it authenticates by the cookie or a first `hello`, hears its state,
 * then commands and content changes; its heartbeats and acknowledgements are checked like any
 * other input, and a bad one is answered with an error frame and ignored.
 */
export function serveScreenSocket(
  socket: WebSocket,
  request: FastifyRequest,
  context: ScreenSocketContext,
): void {
  const remoteAddress = request.ip;
  const cookieCredential = credentialOf(request.headers);
  forgetUpgradeRequest(socket, request);
  const screen = new ScreenSocket(socket, remoteAddress, context, !cookieCredential);
  (socket as ScreenWebSocket)[screenOf] = screen;
  if (cookieCredential) screen.attach(cookieCredential).catch(context.onError);
  socket.on('message', onMessage);
  socket.on('close', onClose);
  socket.on('error', context.onError);
}

// The listeners are shared by every socket and find their screen on it: a closure per socket
// and event is memory a fleet of ten thousand pays for nothing.
const screenOf = Symbol('screen');
type ScreenWebSocket = WebSocket & { [screenOf]: ScreenSocket };

function onMessage(this: WebSocket, data: unknown): void {
  (this as ScreenWebSocket)[screenOf].receive(data);
}

function onClose(this: WebSocket): void {
  (this as ScreenWebSocket)[screenOf].closed();
}

/**
 * The gateway's side of one socket, and the connection the hub knows it by once it has a
 * session. One object with its methods rather than closures: a fleet holds ten thousand.
 */
class ScreenSocket implements ScreenConnection {
  session!: ScreenSession;
  private isAttached = false;
  private isClosed = false;
  private readonly helloTimer: NodeJS.Timeout | undefined;
  /** The playlists the screen last reported playing and holding; undefined before its first beat. */
  private reportedPlaylists: string | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly remoteAddress: string,
    private readonly context: ScreenSocketContext,
    mustSayHello: boolean,
  ) {
    if (mustSayHello) {
      this.helloTimer = setTimeout(() => socket.close(4001, 'no credential'), helloTimeoutMs);
    }
  }

  async attach(credential: string): Promise<void> {
    const { hub } = this.context;
    const mark = hub.stateMark;
    const session = await hub.session(hashCredential(credential));
    if (this.isClosed) return;
    if (!session) {
      this.socket.send(JSON.stringify(stateMessage(null, null)));
      this.socket.close(4001, 'not registered');
      return;
    }
    this.session = session;
    this.isAttached = true;
    hub.add(this);
    const manifestHash = session.playerId ? await hub.manifestHash(session.playerId) : null;
    this.send(stateMessage(session, manifestHash));
    if (session.playerId) await this.catchUp();
    const heartbeatSeconds = session.playerId
      ? await hub.heartbeatSeconds(session.playerId)
      : heartbeatSecondsOf(undefined);
    this.send({ type: 'settings', heartbeatSeconds });
    if (hub.stateChangedSince(mark)) await hub.refresh(session.registrationId);
  }

  receive(data: unknown): void {
    const { socket, context } = this;
    const message = parseMessage(data);
    if (typeof message === 'string') return refuse(socket, message);
    if (message.type === 'hello') {
      if (this.isAttached || !this.helloTimer) return refuse(socket, 'type: already identified');
      clearTimeout(this.helloTimer);
      this.attach(message.credential).catch(context.onError);
      return;
    }
    const playerId = this.isAttached ? this.session.playerId : null;
    if (!playerId) return refuse(socket, 'type: this screen is not paired yet');
    if (message.type === 'heartbeat') {
      const { playlistHashCode, lastInUseHashCode } = message.status;
      const playlists = `${playlistHashCode} ${lastInUseHashCode}`;
      const isNews = playlists !== this.reportedPlaylists;
      this.reportedPlaylists = playlists;
      const remoteAddress = this.remoteAddress;
      return context.heartbeats.record(playerId, message.status, { isNews, remoteAddress });
    }
    if (message.type === 'plays') return this.recordPlays(playerId, message.batchId, message.plays);
    context.acks
      .record(playerId, message)
      .then((isKnown) => {
        if (!isKnown) refuse(socket, 'commandId: no such command for this screen');
      })
      .catch(context.onError);
  }

  private recordPlays(playerId: string, batchId: string, plays: unknown[]): void {
    const accountId = this.session.accountId as string;
    this.context.plays
      .record({ accountId, playerId, plays })
      .then((outcome) =>
        this.send({ type: 'playsAck', batchId, ...outcome, serverTime: new Date().toISOString() }),
      )
      .catch(this.context.onError);
  }

  closed(): void {
    this.isClosed = true;
    clearTimeout(this.helloTimer);
    if (this.isAttached) this.context.hub.remove(this);
  }

  send(message: GatewayMessage): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  async catchUp(): Promise<void> {
    const playerId = this.session.playerId;
    if (!playerId) return;
    for (const command of await this.context.hub.pendingCommands(playerId)) {
      this.send({ type: 'command', command });
    }
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }
}

/**
 * The WebSocket plugin keeps the upgrade's request, reply and raw response alive as long as the
 * socket (through its error listener, and the raw socket's link to the response), some kilobytes
 * a screen that a fleet of thousands pays for nothing. The socket's errors are logged here
 * instead, and the response lets go of the socket it no longer writes to.
 */
function forgetUpgradeRequest(socket: WebSocket, request: FastifyRequest): void {
  socket.removeAllListeners('error');
  // Only a real connection: an injected one (tests) lives in its response.
  const raw = request.raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  if (raw instanceof Socket) raw._httpMessage?.detachSocket(raw);
}
