import type { IdentityUser } from '../identity-users';

/** The claims each scope releases, in ID tokens and at userinfo alike. */
export const claimsOfScope = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'locale'],
  email: ['email', 'email_verified'],
};

/** The scopes whose claims userinfo answers; the apps' access tokens carry them. */
export const userinfoScopes = Object.keys(claimsOfScope);

/** Every claim we know of a user. */
export function userClaims(user: IdentityUser) {
  return {
    sub: user.userCode,
    email: user.email,
    email_verified: user.emailConfirmed,
    name: `${user.firstName} ${user.lastName}`.trim(),
    given_name: user.firstName,
    family_name: user.lastName,
    locale: user.languageCode,
  };
}

/** The claims of a user that these scopes release. */
export function claimsForScopes(user: IdentityUser, scopes: ReadonlySet<string>) {
  const all: Record<string, unknown> = userClaims(user);
  const released = Object.entries(claimsOfScope)
    .filter(([scope]) => scopes.has(scope))
    .flatMap(([, claims]) => claims);
  return Object.fromEntries(released.map((claim) => [claim, all[claim]]));
}
