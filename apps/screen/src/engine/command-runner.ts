import type { ScreenCommand } from '@marquee/contracts';
import type { CommandLedger, CommandResult } from './command-ledger';

/** What the runner needs from the screen around it. */
export interface CommandRunnerHooks {
  /** Carries the command out; the answer is the acknowledgement's message. */
  carryOut(command: ScreenCommand): Promise<string | undefined>;
  /** Sends the acknowledgement; a failure is reported and the command is not run again. */
  acknowledge(commandId: string, ok: boolean, message?: string): Promise<void>;
  /** Restarts the player (a page reload); called only once the reboot is acknowledged. */
  reload(): void;
  log(level: 'info' | 'error', text: string): void;
}

/** How a command ended on this screen. */
export type CommandOutcome = 'done' | 'failed' | 'alreadyDone';

/** The acknowledgement's message for a command whose id the ledger knew. */
export const alreadyDoneMessage = 'already done';

/**
 * Runs each command id at most once, across reloads. The gateway redelivers a command until it
 * hears the acknowledgement, and a screen may die between running a command and acknowledging
 * it (a reboot does that on purpose). So the id goes into the persisted ledger before the
 * command runs, a redelivered id is only acknowledged, and a reboot reloads after its ack.
 */
export class CommandRunner {
  constructor(
    private readonly ledger: CommandLedger,
    private readonly hooks: CommandRunnerHooks,
  ) {}

  async handle(command: ScreenCommand): Promise<CommandOutcome> {
    const { commandId, kind } = command;
    if (!this.ledger.claim(commandId)) {
      // Run before, its acknowledgement lost: repeat how it ended rather than run it twice. A
      // command without a result stopped the page while it ran, as a reboot does on purpose.
      const earlier = this.ledger.resultOf(commandId);
      await this.send(commandId, earlier?.ok ?? true, earlier?.message ?? alreadyDoneMessage);
      return 'alreadyDone';
    }
    this.hooks.log('info', `command ${kind} ${commandId}`);
    let result: CommandResult;
    try {
      result = { ok: true, message: await this.hooks.carryOut(command) };
    } catch (error) {
      this.hooks.log('error', `command ${kind}: ${String(error)}`);
      result = { ok: false, message: String(error).slice(0, 500) };
    }
    this.ledger.settle(commandId, result);
    await this.send(commandId, result.ok, result.message);
    if (kind === 'reboot' && result.ok) this.hooks.reload();
    return result.ok ? 'done' : 'failed';
  }

  private async send(commandId: string, ok: boolean, message?: string): Promise<void> {
    try {
      await this.hooks.acknowledge(commandId, ok, message);
    } catch (error) {
      this.hooks.log('error', `ack ${commandId}: ${String(error)}`);
    }
  }
}
