import { dateFormat, languageCode, type SupportUser } from '@marquee/contracts';
import type { SignedInProfile } from '../../../platform/http/auth-context';
import type { SupportActor } from '../../scope';

/**
 * The signed-in support user (spec 000 "UserDetails" and profile), as read when the request's
 * token was checked. Only support users reach the support backend.
 */
export function getCurrentSupportUser(actor: SupportActor, profile: SignedInProfile): SupportUser {
  return {
    userCode: actor.userCode,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    isAdmin: actor.isAdmin,
    roles: profile.roles,
    authorisation: actor.authorisation as SupportUser['authorisation'],
    userType: 'Support',
    languageCode: languageCode.catch('en_US').parse(profile.languageCode),
    dateFormat: dateFormat.catch('YYYY-MM-DD').parse(profile.dateFormat),
    defaultClientCode: profile.defaultClientCode,
  };
}
