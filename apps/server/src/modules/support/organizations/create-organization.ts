import type { CallBody, createOrganization as createCall } from '@marquee/contracts';
import { organizations } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { recordAudit } from '../../audit';
import type { SupportActor } from '../../scope';
import { organizationView, reachedClientIds } from './organization-accounts';
import { assertNameFree, replaceOrganizationAccounts } from './organization-writes';

/** Creates an organization of clients the caller reaches, under a name not yet taken. */
export async function createOrganization(
  db: Database,
  actor: SupportActor,
  input: CallBody<typeof createCall>,
) {
  const reach = await actor.clients();
  const accountIds = await reachedClientIds(db, reach, input.AccountCodes, 'AccountCodes');
  await assertNameFree(db, input.OrganizationName);
  return db.transaction(async (tx) => {
    const [organization] = await tx
      .insert(organizations)
      .values({ name: input.OrganizationName })
      .returning();
    if (!organization) throw new Error('Storing an organization returned no row');
    await replaceOrganizationAccounts(tx, organization.id, accountIds);
    const after = await organizationView(tx, organization.id);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: null,
      action: 'createOrganization',
      details: { before: null, after },
    });
    return after;
  });
}
