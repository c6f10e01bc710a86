import { dateFormat, languageCode, type SignedInUser } from '@marquee/contracts';
import type { SignedInProfile } from '../../platform/http/auth-context';
import type { Actor } from '../scope';

/**
 * A stored preference if it is one of `values`, else `fallback`. A set lookup rather than a
 * schema's parse, which costs more than the rest of this answer on a call every page makes.
 */
function knownOr<T extends string>(values: readonly T[], fallback: T) {
  const known = new Set<string>(values);
  return (value: string): T => (known.has(value) ? (value as T) : fallback);
}

const knownLanguage = knownOr(languageCode.options, 'en_US');
const knownDateFormat = knownOr(dateFormat.options, 'YYYY-MM-DD');

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
    languageCode: knownLanguage(profile.languageCode),
    dateFormat: knownDateFormat(profile.dateFormat),
  };
}
