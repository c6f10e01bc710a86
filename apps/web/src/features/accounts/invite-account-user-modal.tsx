import { useQuery } from '@tanstack/react-query';
import { InviteUserFormModal } from '@/shared/users/invite-user-form-modal';
import { accountRolesQuery, useInviteAccountUser } from './account-admin.api';

/** Invites a user to a customer account from its page, with one of the account's roles. */
export function InviteAccountUserModal({
  clientCode,
  onClose,
}: {
  clientCode: string;
  onClose: () => void;
}) {
  const roles = useQuery(accountRolesQuery(clientCode));
  const invite = useInviteAccountUser(clientCode);
  return <InviteUserFormModal onClose={onClose} roles={roles.data?.roles ?? []} invite={invite} />;
}
