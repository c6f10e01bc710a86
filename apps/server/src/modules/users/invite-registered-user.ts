import type { UserListItem } from '@marquee/contracts';
import { languageCode } from '@marquee/contracts';
import { inArray } from 'drizzle-orm';
import { newCode } from '../../db/codes';
import { roles } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import { sendAlreadyRegisteredInvitation } from '../identity';
import type { InviteInput } from './invite-user';

/**
 * Invites an address that a user of another account (or support) already signs in with.
 * Addresses are unique across accounts, so nothing is added; the person is told by mail, and
 * the caller gets the answer a new invitation gets, so an invitation never tells whether an
 * address is used elsewhere.
 */
export async function inviteRegisteredUser(
  db: Database,
  context: { mailer: Mailer; publicUrl: string },
  invitation: {
    input: InviteInput;
    roleIds: string[];
    accountName: string;
    registered: { languageCode: string };
  },
): Promise<UserListItem> {
  const { input, roleIds, accountName, registered } = invitation;
  await sendAlreadyRegisteredInvitation(
    context.mailer,
    {
      to: input.Email,
      language: languageCode.catch('en_US').parse(registered.languageCode),
      link: `${context.publicUrl}/`,
    },
    accountName,
  );
  const assigned = roleIds.length
    ? await db
        .select({ roleCode: roles.roleCode, roleName: roles.name })
        .from(roles)
        .where(inArray(roles.id, roleIds))
        .orderBy(roles.name)
    : [];
  return {
    userId: newCode(),
    firstName: input.FirstName,
    lastName: input.LastName,
    email: input.Email,
    isActive: true,
    isOwner: false,
    isAdmin: false,
    isInvitationPending: true,
    roles: assigned,
    locationCodes: input.LocationCodes,
    lastLogin: null,
  };
}
