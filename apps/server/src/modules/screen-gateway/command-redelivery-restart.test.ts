import type { GatewayMessage, ScreenCommand } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandLedger, memoryStorage } from '../../../../screen/src/engine/command-ledger';
import {
  alreadyDoneMessage,
  CommandRunner,
  type CommandOutcome,
} from '../../../../screen/src/engine/command-runner';
import { screenCommands } from '../../db/schema';
import { openDatabase } from '../../platform/db/database';
import { buildTestApp, testConfig } from '../../test/build-test-app';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { createServerData, ServerProcess, type ServerData } from '../../test/server-process';
import { bearer, signIn } from '../../test/sign-in';
import { TestScreen, pairWithNewPlayer } from './screen-gateway-test-screen';

/** Three server processes start one after the other, each a few seconds on a busy machine. */
const restartsTimeoutMs = 360_000;

/** What the test uses of a ws client socket. */
interface ClientSocket {
  on(event: 'message', listener: (data: unknown) => void): void;
  on(event: 'close' | 'error', listener: () => void): void;
  terminate(): void;
}

// ws ships no types (and Node 20 has no WebSocket client of its own): required, and typed by
// what is used of it.
const { WebSocket } = createRequire(import.meta.url)('ws') as {
  WebSocket: new (url: string, options: { headers: Record<string, string> }) => ClientSocket;
};

/** The screen's socket to one server process, keeping the frames it hears until taken. */
class ScreenSocket {
  private readonly frames: GatewayMessage[] = [];
  private readonly waiters: (() => void)[] = [];
  private isClosed = false;
  private readonly socket: ClientSocket;

  constructor(server: ServerProcess, cookie: string) {
    this.socket = new WebSocket(server.socketUrl, { headers: { cookie } });
    this.socket.on('message', (data: unknown) => this.wake(JSON.parse(String(data))));
    this.socket.on('close', () => {
      this.isClosed = true;
      this.wake();
    });
    this.socket.on('error', () => undefined);
  }

  private wake(frame?: GatewayMessage): void {
    if (frame) this.frames.push(frame);
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** The next frame of the type; other frames stay. Fails when the socket closes first. */
  async next<T extends GatewayMessage['type']>(
    type: T,
  ): Promise<Extract<GatewayMessage, { type: T }>> {
    for (;;) {
      const index = this.frames.findIndex((frame) => frame.type === type);
      if (index >= 0)
        return this.frames.splice(index, 1)[0] as Extract<GatewayMessage, { type: T }>;
      if (this.isClosed) throw new Error(`The socket closed before a ${type} frame came`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  taken(type: GatewayMessage['type']): GatewayMessage[] {
    return this.frames.filter((frame) => frame.type === type);
  }

  close(): void {
    this.socket.terminate();
  }
}

function copyOf(storage: ReturnType<typeof memoryStorage>) {
  const copy = memoryStorage();
  for (const [key, value] of storage.entries) copy.setItem(key, value);
  return copy;
}

/**
 * The web player's command handling as it runs after each (re)load: the real runner on a ledger
 * in a storage that outlives the reloads. It acknowledges over HTTP, the player's fallback,
 * because there the gateway answers once the acknowledgement is recorded.
 */
function bootPlayer(
  storage: ReturnType<typeof memoryStorage>,
  server: ServerProcess,
  credential: string,
  hooks: { onRun: (command: ScreenCommand) => Promise<void>; onReload: () => void },
) {
  const errors: string[] = [];
  const runner = new CommandRunner(new CommandLedger(storage), {
    carryOut: async (command) => {
      await hooks.onRun(command);
      return undefined;
    },
    acknowledge: async (commandId, ok, message) => {
      const answer = await fetch(`${server.url}/screen-api/commands/${commandId}/ack`, {
        method: 'POST',
        headers: { authorization: `Bearer ${credential}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ok, message }),
      });
      if (!answer.ok) throw new Error(`The acknowledgement answered ${answer.status}`);
    },
    reload: hooks.onReload,
    log: (level, text) => void (level === 'error' && errors.push(text)),
  });
  return { runner, errors };
}

describe('screen commands across a server crash', () => {
  let data: ServerData;
  let running: ServerProcess | undefined;
  beforeAll(async () => {
    data = await createServerData();
  });
  afterAll(async () => {
    await running?.kill();
    await data?.remove();
  });

  it(
    'runs a reboot once when the server dies before its acknowledgement, and acknowledges the redelivery as already done',
    async () => {
      // The account, its paired screen and a signed-in owner, written straight to the database
      // the server processes will share.
      const setUp = await buildTestApp({
        config: testConfig({ DATA_DIR: data.dataDir, PUBLIC_URL: data.env.PUBLIC_URL as string }),
        databaseLocation: data.location,
      });
      const { account, owner } = await createCustomerAccount(setUp.database.db);
      const screen = await TestScreen.register(setUp);
      const player = await pairWithNewPlayer(setUp, screen, account.id);
      const auth = bearer(await signIn(setUp, owner.email, testPassword));
      await setUp.close();

      // Process 1 takes the reboot through the API; the screen, offline meanwhile, connects and
      // gets it from the outbox. Running it kills the server, so its acknowledgement is lost.
      const first = (running = await ServerProcess.start(data));
      const ordered = await fetch(`${first.url}/api/players/${player.playerCode}/reboot`, {
        method: 'POST',
        headers: auth,
      });
      expect(ordered.status).toBe(202);
      const { commandId } = (await ordered.json()) as { commandId: string };

      const storage = memoryStorage();
      const runs: string[] = [];
      const outcomes: CommandOutcome[] = [];
      let reloads = 0;
      const onReload = () => (reloads += 1);

      // What the player had stored when the server died: a player that died with it (a power
      // cut) starts again from that, so nothing it writes after the run may be needed.
      let storedAtCrash = memoryStorage();
      const beforeCrash = bootPlayer(storage, first, screen.credential, {
        onRun: async (command) => {
          runs.push(command.commandId);
          await first.kill();
          storedAtCrash = copyOf(storage);
        },
        onReload,
      });
      const firstSocket = new ScreenSocket(first, screen.cookie);
      const delivered = await firstSocket.next('command');
      expect(delivered.command).toMatchObject({ commandId, kind: 'reboot' });
      outcomes.push(await beforeCrash.runner.handle(delivered.command));
      firstSocket.close();
      expect(beforeCrash.errors).toEqual([expect.stringMatching(new RegExp(`^ack ${commandId}`))]);
      expect(reloads).toBe(1);

      // Process 2 redelivers the unacknowledged reboot to the reloaded player, which only
      // acknowledges it.
      const second = (running = await ServerProcess.start(data));
      const afterReload = bootPlayer(storedAtCrash, second, screen.credential, {
        onRun: async (command) => void runs.push(command.commandId),
        onReload,
      });
      const secondSocket = new ScreenSocket(second, screen.cookie);
      const redelivered = await secondSocket.next('command');
      expect(redelivered.command.commandId).toBe(commandId);
      outcomes.push(await afterReload.runner.handle(redelivered.command));
      expect(afterReload.errors).toEqual([]);
      secondSocket.close();
      await second.stop();

      // Process 3 has nothing left for the screen: the settings close what a connection gets.
      const third = (running = await ServerProcess.start(data));
      const thirdSocket = new ScreenSocket(third, screen.cookie);
      await thirdSocket.next('settings');
      expect(thirdSocket.taken('command')).toEqual([]);
      thirdSocket.close();
      await third.stop();
      running = undefined;

      expect(outcomes).toEqual(['done', 'alreadyDone']);
      expect(runs).toEqual([commandId]);
      expect(reloads).toBe(1);
      // The database saw two deliveries, and its one acknowledgement is the redelivery's,
      // which did not run the reboot again.
      const database = await openDatabase(data.location);
      try {
        const [row] = await database.db
          .select()
          .from(screenCommands)
          .where(eq(screenCommands.id, commandId));
        expect(row).toMatchObject({
          deliveryCount: 2,
          isAckOk: true,
          ackMessage: alreadyDoneMessage,
          ackedAt: expect.any(Date),
        });
      } finally {
        await database.close();
      }
    },
    restartsTimeoutMs,
  );
});
