import type { GatewayMessage, StatusReport } from '@marquee/contracts';
import type { FastifyInstance } from 'fastify';
import { channels } from '../../db/schema';
import { createAccount, createPlayer, createPlayerFormat } from '../../test/factories';
import { findRegistrationByPairingCode } from './find-registration';
import { pairRegistration } from './pair-registration';

/** A heartbeat's report as a healthy screen sends it. */
export const testStatus = {
  resolution: { width: 1920, height: 1080 },
  orientation: 'Landscape',
  userAgent: 'test screen',
  appVersion: '1.0.0',
  playlistHashCode: null,
  lastInUseHashCode: 'hash-in-use',
  errors: [],
  nowPlaying: [],
} satisfies StatusReport;

type Frame = GatewayMessage | { type: string; [key: string]: unknown };

/** A screen as the tests drive it: registers over HTTP and talks over a real WebSocket. */
export class TestScreen {
  private frames: Frame[] = [];
  private waiters: (() => void)[] = [];
  socket: Awaited<ReturnType<FastifyInstance['injectWS']>> | undefined;
  isClosed = false;

  private constructor(
    readonly credential: string,
    readonly pairingCode: string,
  ) {}

  static async register(app: FastifyInstance): Promise<TestScreen> {
    const answer = await app.inject({
      method: 'POST',
      url: '/screen-api/registrations',
      payload: {},
    });
    if (answer.statusCode !== 200) throw new Error(`Registration answered ${answer.statusCode}`);
    const body = answer.json<{ credential: string; pairingCode: string }>();
    return new TestScreen(body.credential, body.pairingCode);
  }

  get cookie(): string {
    return `marquee_screen=${this.credential}`;
  }

  async connect(app: FastifyInstance): Promise<this> {
    this.frames = [];
    this.isClosed = false;
    // injectWS, unlike inject, does not make the app ready first.
    await app.ready();
    // Listen from the start: the gateway speaks first, before the upgrade's promise settles.
    const socket = await app.injectWS(
      '/screen-api/socket',
      { headers: { cookie: this.cookie } },
      {
        onInit: (ws) => {
          ws.on('message', (data: unknown) => {
            this.frames.push(JSON.parse(String(data)) as Frame);
            for (const wake of this.waiters.splice(0)) wake();
          });
          ws.on('close', () => {
            this.isClosed = true;
            for (const wake of this.waiters.splice(0)) wake();
          });
        },
      },
    );
    this.socket = socket;
    return this;
  }

  send(message: unknown): void {
    this.socket?.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  disconnect(): Promise<void> {
    const socket = this.socket;
    if (!socket || this.isClosed) return Promise.resolve();
    return new Promise((resolve) => {
      socket.once('close', () => resolve());
      socket.terminate();
    });
  }

  /**
   * The next frame of a type not taken yet (frames of other types stay for later). It waits for
   * the frame or the socket's close, however long a busy machine takes: the test's own timeout
   * ends a wait for a frame that never comes.
   */
  async next<T extends Frame['type']>(type: T): Promise<Extract<Frame, { type: T }>> {
    for (;;) {
      const index = this.frames.findIndex((frame) => frame.type === type);
      if (index >= 0) return this.frames.splice(index, 1)[0] as Extract<Frame, { type: T }>;
      if (this.isClosed) throw new Error(`The socket closed before a ${type} frame came`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Frames of a type that came so far, without waiting. */
  taken(type: string): Frame[] {
    return this.frames.filter((frame) => frame.type === type);
  }
}

/** Pairs the screen with a new player of the account, the way the players module does. */
export async function pairWithNewPlayer(
  app: FastifyInstance,
  screen: TestScreen,
  accountId: string,
  values: Parameters<typeof createPlayer>[2] = {},
) {
  const db = app.database.db;
  const player = await createPlayer(db, accountId, values);
  const registration = await findRegistrationByPairingCode(db, screen.pairingCode.toLowerCase());
  if (!registration) throw new Error('The registration is not waiting');
  await db.transaction((tx) =>
    pairRegistration(tx, { registrationId: registration.id, playerId: player.id }),
  );
  return player;
}

/** A registered screen paired with a new player of a new account. */
export async function pairedScreen(app: FastifyInstance) {
  const account = await createAccount(app.database.db);
  const screen = await TestScreen.register(app);
  const player = await pairWithNewPlayer(app, screen, account.id);
  return { account, screen, player };
}

/**
 * A registered screen paired with a new player of the account, of a format of its own, with a
 * channel on its one layer; not yet connected, so what it plays can be put in place first.
 */
export async function pairedScreenWithChannel(app: FastifyInstance, accountId: string) {
  const db = app.database.db;
  const { format, layer } = await createPlayerFormat(db, accountId);
  const screen = await TestScreen.register(app);
  const player = await pairWithNewPlayer(app, screen, accountId, { playerFormatId: format.id });
  const [channel] = await db
    .insert(channels)
    .values({ accountId, playerId: player.id, formatLayerId: layer.id, name: 'Main' })
    .returning();
  if (!channel) throw new Error('Saving the channel returned no row');
  return { screen, player, layer, channel };
}
