import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, externalMessageDeliveries, externalMessages, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { FinalJobError, type JobHandler } from '../../platform/jobs/job-queue';
import { settingsIn, type AlarmSettingsOf } from './alarm-settings';
import { postWebhook, WebhookFailure } from './webhook-post';

export interface WebhookOptions {
  settingsOf: AlarmSettingsOf;
  allowPrivateNetworks: boolean;
  timeoutMs: number;
}

/** A receiver that has not answered in this long is tried again later. */
export const webhookTimeoutMs = 10_000;

const webhookJob = z.object({ deliveryId: z.uuid() });

/** `sha256=` and the hex HMAC-SHA256 of the body under the account's secret. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Posts one delivery of an alarm to its webhook, signed with the account's secret and named by
 * the job's id (a receiver that sees an id twice can tell it is the same post). A delivery that
 * went out once is never posted again, even when its job comes back from the error queue; one
 * whose message was deleted is not posted at all.
 */
export function handleWebhookJobs(db: () => Database, options: WebhookOptions): JobHandler {
  return async (payload, job) => {
    const { deliveryId } = webhookJob.parse(payload);
    const database = db();
    const [row] = await database
      .select({
        state: externalMessageDeliveries.state,
        target: externalMessageDeliveries.target,
        messageCode: externalMessages.messageCode,
        kind: externalMessages.kind,
        reason: externalMessages.reason,
        statusLevel: externalMessages.statusLevel,
        episodeId: externalMessages.episodeId,
        subject: externalMessages.subject,
        text: externalMessages.text,
        createdAt: externalMessages.createdAt,
        accountCode: accounts.accountCode,
        accountName: accounts.name,
        playerId: players.id,
        accountId: players.accountId,
        locationId: players.locationId,
        playerCode: players.playerCode,
        playerName: externalMessages.playerName,
      })
      .from(externalMessageDeliveries)
      .innerJoin(externalMessages, eq(externalMessages.id, externalMessageDeliveries.messageId))
      .leftJoin(accounts, eq(accounts.id, externalMessages.accountId))
      .leftJoin(players, eq(players.id, externalMessages.playerId))
      .where(eq(externalMessageDeliveries.id, deliveryId));
    if (!row || row.state === 'delivered') return;
    const screen =
      row.playerId && row.accountId
        ? [{ playerId: row.playerId, accountId: row.accountId, locationId: row.locationId }]
        : [];
    const settings = settingsIn(await options.settingsOf(database, screen), row.playerId);
    const [alarm] = await database
      .select({ code: externalMessages.messageCode })
      .from(externalMessages)
      .where(eq(externalMessages.id, row.episodeId));
    const body = JSON.stringify({
      id: row.messageCode,
      kind: row.kind,
      reason: row.reason,
      statusLevel: row.statusLevel,
      alarmId: alarm?.code ?? null,
      account: row.accountCode
        ? { accountCode: row.accountCode, accountName: row.accountName }
        : null,
      player: { playerCode: row.playerCode, name: row.playerName },
      subject: row.subject,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
    });
    const headers: Record<string, string> = { 'x-marquee-message-id': job.id };
    if (settings.webhookSecret) {
      headers['x-marquee-signature'] = webhookSignature(body, settings.webhookSecret);
    }
    const attempted = { attempts: sql`${externalMessageDeliveries.attempts} + 1` };
    try {
      await postWebhook({
        url: row.target,
        body,
        headers,
        allowPrivateNetworks: options.allowPrivateNetworks,
        timeoutMs: options.timeoutMs,
      });
    } catch (error) {
      const failure =
        error instanceof WebhookFailure ? error : new WebhookFailure(String(error), false);
      await database
        .update(externalMessageDeliveries)
        .set({ ...attempted, lastError: failure.message })
        .where(eq(externalMessageDeliveries.id, deliveryId));
      throw failure.isFinal ? new FinalJobError(failure.message) : failure;
    }
    await database
      .update(externalMessageDeliveries)
      .set({ ...attempted, state: 'delivered', deliveredAt: sql`now()`, lastError: null })
      .where(eq(externalMessageDeliveries.id, deliveryId));
  };
}
