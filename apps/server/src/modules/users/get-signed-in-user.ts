import { dateFormat, languageCode, type SignedInUser } from '@marquee/contracts';
import type { AuthContext } from '../../platform/http/auth-context';
import type { Tenant } from '../../platform/http/define-route';

/**
 * The signed-in user with roles, permissions and preferences (spec 001 "Current user"), as
 * read when the request's token was checked.
 */
export function getSignedInUser(tenant: Tenant, auth: AuthContext): SignedInUser {
  const { profile } = auth;
  return {
    id: auth.userCode,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    accountCode: tenant.accountCode,
    accountName: profile.accountName ?? '',
    roles: profile.roles,
    isOwner: profile.isOwner,
    isAdmin: auth.isAdmin,
    userType: auth.userType,
    isSupportAccess: auth.isSupportAccess,
    authorisation: auth.authorisation as SignedInUser['authorisation'],
    languageCode: languageCode.catch('en_US').parse(profile.languageCode),
    dateFormat: dateFormat.catch('YYYY-MM-DD').parse(profile.dateFormat),
  };
}
