import { useQuery } from '@tanstack/react-query';
import { InviteUserFormModal } from '@/shared/users/invite-user-form-modal';
import { rolesQueryOptions, useInviteUser } from './users.api';

/** Invites a user to the signed-in account, with one of its roles. */
export function InviteUserModal({ onClose }: { onClose: () => void }) {
  const roles = useQuery(rolesQueryOptions);
  const invite = useInviteUser();
  return <InviteUserFormModal onClose={onClose} roles={roles.data?.roles ?? []} invite={invite} />;
}
