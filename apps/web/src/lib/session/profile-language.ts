import { can } from '@marquee/domain';
import { appConfiguration } from '@/lib/configuration';
import type { ShellUser } from './shell-user';

/**
 * Whether the user's profile keeps their language, so it wins over this browser's choice on
 * the next sign-in. A support user acting in a customer account has no profile there, and a
 * support user may change their own record only with the right to edit support users.
 */
export function keepsLanguageInProfile(user: ShellUser): boolean {
  if (appConfiguration === 'support') return can(user, 'SupportUsersAndRoles', 'edit');
  return !user.isSupportAccess;
}
