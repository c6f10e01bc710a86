import type { CallBody, updateOrganization as updateCall } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { organizations } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { BadRequest } from '../../../platform/errors';
import { recordAudit } from '../../audit';
import type { SupportActor } from '../../scope';
import { organizationView, reachedClientIds } from './organization-accounts';
import { findReachedOrganization } from './organization-reach';
import { assertNameFree, replaceOrganizationAccounts } from './organization-writes';

/** Renames an organization wholly in reach and replaces its clients with reachable ones. */
export async function updateOrganization(
  db: Database,
  actor: SupportActor,
  code: string,
  input: CallBody<typeof updateCall>,
) {
  const reach = await actor.clients();
  const organization = await findReachedOrganization(db, reach, code);
  if (input.OrganizationCode !== code) {
    await findReachedOrganization(db, reach, input.OrganizationCode, 'OrganizationCode');
    throw new BadRequest('OrganizationCode: is not the organization of the address');
  }
  const accountIds = await reachedClientIds(db, reach, input.ClientCodes, 'ClientCodes');
  await assertNameFree(db, input.OrganizationName, organization.id);
  const before = await organizationView(db, organization.id);
  return db.transaction(async (tx) => {
    await tx
      .update(organizations)
      .set({ name: input.OrganizationName, updatedAt: new Date() })
      .where(eq(organizations.id, organization.id));
    await replaceOrganizationAccounts(tx, organization.id, accountIds);
    const after = await organizationView(tx, organization.id);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: null,
      action: 'updateOrganization',
      details: { before, after },
    });
    return after;
  });
}
