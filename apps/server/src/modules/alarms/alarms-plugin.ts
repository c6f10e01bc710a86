import fp from 'fastify-plugin';
import type { AlarmSettingsOf } from './alarm-settings';
import { checkAlarms, removeOldMessages } from './check-alarms';
import { handleWebhookJobs, webhookTimeoutMs } from './deliver-webhook';
import { alarmWebhookQueue } from './queue-deliveries';

/** The queue of the alarm check: one job at a time, which queues the next as it ends. */
export const alarmCheckQueue = 'alarm.check';
/** How often every screen is checked. */
export const alarmCheckEveryMs = 30_000;

export interface AlarmsPluginOptions {
  /** The player settings' answer for the alarm settings of many screens. */
  settingsOf: AlarmSettingsOf;
  /** Whether this process keeps the check's chain going (every process does in production). */
  checks: boolean;
}

/** What the console's alarm calls use: the settings a resend reads its addresses from. */
export interface Alarms {
  settingsOf: AlarmSettingsOf;
}

declare module 'fastify' {
  interface FastifyInstance {
    alarms: Alarms;
  }
}

/**
 * The alarm check and the webhook posts. The check is a chain of `runAt` jobs: each run queues
 * the next 30 s on, and every process asks at start for the chain only when no link of it waits
 * or runs (`enqueueUnlessQueued`), so however many processes start together, one chain runs. A
 * run that fails is logged and still queues its successor; a process that dies mid-run leaves
 * its job to another worker once its lease ends, which queues no second successor.
 */
export const alarmsPlugin = fp<AlarmsPluginOptions>(
  async (app, { settingsOf, checks }) => {
    const database = () => app.database.db;
    app.decorate('alarms', { settingsOf } satisfies Alarms);
    app.jobs.handle(
      alarmWebhookQueue,
      handleWebhookJobs(database, {
        settingsOf,
        allowPrivateNetworks: app.config.webhookAllowPrivateNetworks,
        timeoutMs: webhookTimeoutMs,
      }),
      { name: 'Alarm webhook', direction: 'out' },
    );
    if (!checks) return;
    app.jobs.handle(alarmCheckQueue, async (_payload, job) => {
      try {
        const now = new Date();
        await checkAlarms(database(), { namespace: app.jobs.namespace, settingsOf, now });
        await removeOldMessages(database(), now);
      } catch (error) {
        app.log.error({ err: error }, 'The alarm check failed');
      }
      await app.jobs.enqueueUnlessQueued(
        alarmCheckQueue,
        {},
        { runAt: new Date(Date.now() + alarmCheckEveryMs), except: job.id },
      );
    });
    app.addHook('onReady', async () => {
      app.database.ready
        .then(() => app.jobs.enqueueUnlessQueued(alarmCheckQueue, {}))
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'The alarm check could not start'),
        );
    });
  },
  { name: 'alarms', dependencies: ['jobs'] },
);
