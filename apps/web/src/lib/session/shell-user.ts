import type { SignedInUser, SupportUser } from '@marquee/contracts';
import { resolveFeatureFlags, type FeatureFlags, type PermissionSubject } from '@marquee/domain';

/** What the shell needs of either app's current user. */
export interface ShellUser extends PermissionSubject {
  firstName: string;
  lastName: string;
  email: string;
  languageCode: string;
  /** Customer account or the console's role, shown under the name in the side bar. */
  context: string;
  isLegacyEnvironment: boolean;
  isSupportAccess: boolean;
  /** The customer account signed in to; none in the console. */
  accountCode: string | null;
  /** The customer account's feature flags; all on in the console. */
  featureFlags: FeatureFlags;
}

/** The person's own fields, which both apps' users carry under the same names. */
function shellUser(
  user: SignedInUser | SupportUser,
  place: Pick<
    ShellUser,
    'context' | 'isLegacyEnvironment' | 'isSupportAccess' | 'accountCode' | 'featureFlags'
  >,
): ShellUser {
  const { firstName, lastName, email, isAdmin, authorisation, languageCode } = user;
  return { firstName, lastName, email, isAdmin, authorisation, languageCode, ...place };
}

export function fromSignedInUser(user: SignedInUser): ShellUser {
  return shellUser(user, {
    context: user.accountName,
    isLegacyEnvironment: user.isLegacyEnvironment ?? false,
    isSupportAccess: user.isSupportAccess,
    accountCode: user.accountCode,
    featureFlags: user.featureFlags,
  });
}

export function fromSupportUser(user: SupportUser): ShellUser {
  return shellUser(user, {
    context: user.roles[0]?.roleName ?? '',
    isLegacyEnvironment: false,
    isSupportAccess: false,
    accountCode: null,
    featureFlags: resolveFeatureFlags({}),
  });
}

/** The spec's initials: upper-cased first letters of first and last name. */
export function initialsOf(user: Pick<ShellUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}
