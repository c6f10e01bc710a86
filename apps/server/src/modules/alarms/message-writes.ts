import { eq } from 'drizzle-orm';
import { accounts, externalMessages, players, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { settingsIn, type AlarmSettingsOf } from './alarm-settings';
import { queueDeliveries } from './queue-deliveries';

/**
 * Deletes a message with its deliveries, in the caller's transaction; a webhook post still
 * queued for it then finds nothing to post. False when it was gone already.
 */
export async function deleteMessageRow(tx: Database, messageId: string): Promise<boolean> {
  const removed = await tx
    .delete(externalMessages)
    .where(eq(externalMessages.id, messageId))
    .returning({ id: externalMessages.id });
  return removed.length === 1;
}

/**
 * Sends a message again, in the caller's transaction: new deliveries to the addresses its
 * screen's settings name now (the account's owner when they name none). A message whose screen
 * is gone goes by the built-in settings, to the owner.
 */
export async function resendMessage(
  tx: Database,
  sender: { namespace: string; settingsOf: AlarmSettingsOf },
  messageId: string,
): Promise<void> {
  const [message] = await tx
    .select({
      id: externalMessages.id,
      accountId: externalMessages.accountId,
      subject: externalMessages.subject,
      text: externalMessages.text,
      playerId: players.id,
      playerAccountId: players.accountId,
      locationId: players.locationId,
      ownerEmail: users.email,
    })
    .from(externalMessages)
    .leftJoin(players, eq(players.id, externalMessages.playerId))
    .leftJoin(accounts, eq(accounts.id, externalMessages.accountId))
    .leftJoin(users, eq(users.id, accounts.ownerUserId))
    .where(eq(externalMessages.id, messageId));
  if (!message) return;
  const screens =
    message.playerId && message.playerAccountId
      ? [
          {
            playerId: message.playerId,
            accountId: message.playerAccountId,
            locationId: message.locationId,
          },
        ]
      : [];
  const settings = settingsIn(await sender.settingsOf(tx, screens), message.playerId);
  const owner = message.ownerEmail ? [message.ownerEmail] : [];
  await queueDeliveries(tx, sender.namespace, [
    {
      messageId: message.id,
      accountId: message.accountId,
      subject: message.subject,
      text: message.text,
      mailTo: settings.emails.length > 0 ? settings.emails : owner,
      webhookUrl: settings.webhookUrl,
    },
  ]);
}
