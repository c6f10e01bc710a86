import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { roles } from '../db/schema';
import { createLocation, createPlayer, createPlayerFormat } from './factories';
import { filterLeaf } from './filter-conditions';
import { createCustomerAccount, createCustomerUser, testPassword } from './identity-factories';
import { createMedia } from './media-factories';
import { bearer, signIn } from './sign-in';

/**
 * An account with a user whose Publisher role is limited to the screens of one location, Here
 * (the screen Seen; Unseen stands at There), and to the media `shown` (not `hidden`), beside the
 * account's owner, who sees everything.
 */
export async function createLimitedScope(app: FastifyInstance, shownMedia = 1) {
  const db = app.database.db;
  const mine = await createCustomerAccount(db);
  const accountId = mine.account.id;
  const { format, layer } = await createPlayerFormat(db, accountId);
  const here = await createLocation(db, accountId, { name: 'Here' });
  const there = await createLocation(db, accountId, { name: 'There' });
  const placed = (name: string, locationId: string) =>
    createPlayer(db, accountId, { name, playerFormatId: format.id, locationId });
  const seen = await placed('Seen', here.id);
  const unseen = await placed('Unseen', there.id);
  const shown = [];
  for (let n = 0; n < shownMedia; n++)
    shown.push((await createMedia(db, app.files, accountId)).media);
  const hidden = (await createMedia(db, app.files, accountId)).media;
  await db
    .update(roles)
    .set({
      screensFilter: {
        condition: { operator: 'AND', subNodes: [filterLeaf('Locations', [here.locationCode])] },
      },
      mediaFilter: {
        condition: {
          operator: 'AND',
          subNodes: [
            filterLeaf(
              'Media',
              shown.map((row) => row.mediaCode),
            ),
          ],
        },
      },
    })
    .where(and(eq(roles.accountId, accountId), eq(roles.name, 'Publisher')));
  const limited = await createCustomerUser(db, accountId, mine.roleIds, 'Publisher');
  return {
    accountId,
    layer,
    here,
    there,
    seen,
    unseen,
    shown,
    hidden,
    ownerAuth: bearer(await signIn(app, mine.owner.email, testPassword)),
    limitedAuth: bearer(await signIn(app, limited.email, testPassword)),
  };
}
