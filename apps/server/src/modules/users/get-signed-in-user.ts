import { dateFormat, languageCode, type SignedInUser } from '@marquee/contracts';
import type { SignedInProfile } from '../../platform/http/auth-context';
import type { Actor } from '../scope';

// Built once: a zod schema costs more to build than the whole answer does to assemble.
const knownLanguage = languageCode.catch('en_US');
const knownDateFormat = dateFormat.catch('YYYY-MM-DD');

/**
 * The signed-in user with roles, permissions and preferences (spec 001 "Current user"), as
 * read when the request's token was checked.
 */
export function getSignedInUser(actor: Actor, profile: SignedInProfile): SignedInUser {
  return {
    id: actor.userCode,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    accountCode: actor.accountCode,
    accountName: profile.accountName ?? '',
    roles: profile.roles,
    isOwner: profile.isOwner,
    isAdmin: actor.isAdmin,
    userType: actor.kind === 'support' ? 'Support' : 'Customer',
    isSupportAccess: actor.isSupportAccess,
    authorisation: actor.authorisation as SignedInUser['authorisation'],
    featureFlags: actor.featureFlags,
    languageCode: knownLanguage.parse(profile.languageCode),
    dateFormat: knownDateFormat.parse(profile.dateFormat),
  };
}
