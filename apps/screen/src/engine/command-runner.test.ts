import type { ScreenCommand } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { CommandLedger, ledgerSize, memoryStorage, type LedgerStorage } from './command-ledger';
import { alreadyDoneMessage, CommandRunner } from './command-runner';

const reboot: ScreenCommand = {
  commandId: '5b0a7f0e-6f3f-4a8e-9f57-1d3c2b7a9e01',
  kind: 'reboot',
  issuedAt: '2026-03-01T10:00:00.000Z',
};
const logs: ScreenCommand = {
  commandId: '5b0a7f0e-6f3f-4a8e-9f57-1d3c2b7a9e02',
  kind: 'orderLogs',
  issuedAt: '2026-03-01T10:00:00.000Z',
};
const screenshot: ScreenCommand = {
  commandId: '5b0a7f0e-6f3f-4a8e-9f57-1d3c2b7a9e03',
  kind: 'orderScreenshot',
  issuedAt: '2026-03-01T10:00:00.000Z',
};
const nameOf = new Map(
  [reboot, logs, screenshot].map((command) => [command.commandId, command.kind]),
);

/**
 * A runner on the storage as a screen would build it after a (re)load, recording in one list,
 * in order, what it stored, ran, acknowledged and reloaded.
 */
function screenOn(storage: LedgerStorage, carryOut = async (_command: ScreenCommand) => 'ok') {
  const steps: string[] = [];
  const watched: LedgerStorage = {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      steps.push('stored');
      storage.setItem(key, value);
    },
  };
  const runner = new CommandRunner(new CommandLedger(watched), {
    carryOut: async (command) => {
      steps.push(`ran ${command.kind}`);
      return carryOut(command);
    },
    acknowledge: async (commandId, ok, message) => {
      steps.push(`ack ${nameOf.get(commandId)} ${ok} ${message}`);
    },
    reload: () => steps.push('reloaded'),
    log: () => undefined,
  });
  return { runner, steps };
}

describe('command runner', () => {
  it('runs a command and acknowledges it once', async () => {
    const { runner, steps } = screenOn(memoryStorage());
    expect(await runner.handle(logs)).toBe('done');
    // Stored when claimed, and again with its result before the acknowledgement.
    expect(steps).toEqual(['stored', 'ran orderLogs', 'stored', 'ack orderLogs true ok']);
  });

  it("repeats a redelivered command's acknowledgement without running it again", async () => {
    const storage = memoryStorage();
    await screenOn(storage).runner.handle(logs);
    const reloaded = screenOn(storage);
    expect(await reloaded.runner.handle(logs)).toBe('alreadyDone');
    expect(reloaded.steps).toEqual(['ack orderLogs true ok']);
  });

  it('records a reboot before running it and acknowledges it before reloading', async () => {
    const storage = memoryStorage();
    const before = screenOn(storage);
    await before.runner.handle(reboot);
    expect(before.steps).toEqual([
      'stored',
      'ran reboot',
      'stored',
      'ack reboot true ok',
      'reloaded',
    ]);

    // The acknowledgement was lost in the reload: the gateway sends the reboot again.
    const after = screenOn(storage);
    expect(await after.runner.handle(reboot)).toBe('alreadyDone');
    expect(after.steps).toEqual(['ack reboot true ok']);
  });

  it('keeps the id of a command that dies with the page while it runs', async () => {
    const storage = memoryStorage();
    const dying = screenOn(storage, () => new Promise<string>(() => undefined));
    void dying.runner.handle(reboot);
    await Promise.resolve();
    expect(dying.steps).toEqual(['stored', 'ran reboot']);

    // No result was stored: the page died while it ran, as a reboot does on purpose.
    const reloaded = screenOn(storage);
    expect(await reloaded.runner.handle(reboot)).toBe('alreadyDone');
    expect(reloaded.steps).toEqual([`ack reboot true ${alreadyDoneMessage}`]);
  });

  it('acknowledges a command that throws as failed, again as failed when redelivered, without running it twice or reloading', async () => {
    const storage = memoryStorage();
    const { runner, steps } = screenOn(storage, async () => {
      throw new Error('Nothing is playing');
    });
    expect(await runner.handle(screenshot)).toBe('failed');
    expect(steps).toEqual([
      'stored',
      'ran orderScreenshot',
      'stored',
      'ack orderScreenshot false Error: Nothing is playing',
    ]);
    const reloaded = screenOn(storage);
    expect(await reloaded.runner.handle(screenshot)).toBe('alreadyDone');
    expect(reloaded.steps).toEqual(['ack orderScreenshot false Error: Nothing is playing']);

    const failedReboot = screenOn(memoryStorage(), async () => {
      throw new Error('busy');
    });
    await failedReboot.runner.handle(reboot);
    expect(failedReboot.steps).not.toContain('reloaded');
  });

  it('still reloads after a reboot whose acknowledgement could not be sent', async () => {
    const steps: string[] = [];
    const runner = new CommandRunner(new CommandLedger(memoryStorage()), {
      carryOut: async () => undefined,
      acknowledge: () => Promise.reject(new Error('offline')),
      reload: () => steps.push('reloaded'),
      log: (level, text) => steps.push(`${level} ${text}`),
    });
    expect(await runner.handle(reboot)).toBe('done');
    expect(steps).toEqual([
      `info command reboot ${reboot.commandId}`,
      `error ack ${reboot.commandId}: Error: offline`,
      'reloaded',
    ]);
  });
});

describe('command ledger', () => {
  it(`remembers the last ${ledgerSize} ids, also in a new ledger on the same storage`, () => {
    const storage = memoryStorage();
    const ledger = new CommandLedger(storage);
    const ids = Array.from({ length: ledgerSize + 1 }, (_, index) => `command-${index}`);
    for (const id of ids) expect(ledger.claim(id)).toBe(true);

    const reloaded = new CommandLedger(storage);
    expect(reloaded.has('command-0')).toBe(false);
    for (const id of ids.slice(1)) expect(reloaded.has(id)).toBe(true);
    expect(JSON.parse(storage.getItem('marquee.screen.commands') ?? '[]')).toHaveLength(ledgerSize);
    expect(reloaded.claim(`command-${ledgerSize}`)).toBe(false);
  });
});
