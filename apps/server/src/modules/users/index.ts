import { passwordRoutes } from './password.routes';
import { userRoutes as accountUserRoutes } from './users.routes';

export { searchUserPage } from './search-users';
export { toListItems, listItemColumns } from './user-list-item';
export const userRoutes = [...accountUserRoutes, ...passwordRoutes];
export { inviteUser } from './invite-user';
export { createAccountWithOwner, deleteAccountWithData } from './account-rows';
export { replaceUserRoles } from './replace-user-roles';
export { writeAccountSwitches } from './account-switches';
