import { dateFormat, languageCode, type SupportUser } from '@marquee/contracts';
import type { AuthContext } from '../../../platform/http/auth-context';

/** The signed-in support user (spec 000 "UserDetails" and profile), as read with the token. */
export function getCurrentSupportUser(auth: AuthContext): SupportUser {
  const { profile } = auth;
  return {
    userCode: auth.userCode,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    isAdmin: auth.isAdmin,
    roles: profile.roles,
    authorisation: auth.authorisation as SupportUser['authorisation'],
    userType: auth.userType,
    languageCode: languageCode.catch('en_US').parse(profile.languageCode),
    dateFormat: dateFormat.catch('YYYY-MM-DD').parse(profile.dateFormat),
    defaultClientCode: profile.defaultClientCode,
  };
}
