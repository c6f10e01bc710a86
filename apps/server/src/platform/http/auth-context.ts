import type { FeatureFlags, PermissionLevel } from '@marquee/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The signed-in user's own data as read when the request's credentials were checked, so a
 * handler that shows it (the current user) needs no second trip to the database.
 */
export interface SignedInProfile {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  languageCode: string;
  dateFormat: string;
  defaultClientCode: string | null;
  /** The user's own roles; none while a support user acts in a customer account. */
  roles: { roleCode: string; roleName: string }[];
  /** The name of the account the token acts in; null outside any account. */
  accountName: string | null;
  isOwner: boolean;
}

/** Who makes a request, as the verified access token says. */
export interface AuthContext {
  userCode: string;
  /** The account the token acts in; null for support staff outside any account. */
  accountId: string | null;
  accountCode: string | null;
  userType: 'Customer' | 'Support';
  isAdmin: boolean;
  /** Resource name to permission level; resources not listed rank as None. */
  authorisation: Partial<Record<string, PermissionLevel>>;
  /** True when a support user acts in a customer account through a support-user token. */
  isSupportAccess: boolean;
  /** Applications switched off for the account; its calls answer 403. None outside an account. */
  disabledApplications: readonly string[];
  /** The account's feature flags; all on outside an account. */
  featureFlags: FeatureFlags;
  profile: SignedInProfile;
}

/** Reads and verifies the request's credentials; null when it carries none or bad ones. */
export type Authenticate = (request: FastifyRequest) => Promise<AuthContext | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The identity layer's plug point, looked up on every request. Until a verifier is
     * installed (by assigning `app.authenticate` in a plugin wrapped with fastify-plugin, so it
     * reaches the root instance) no request is signed in and every call that is not public
     * answers 401.
     */
    authenticate: Authenticate;
  }
}

const nobodyIsSignedIn: Authenticate = async () => null;

export const authenticationPlugin = fp(
  async (app) => {
    app.decorate('authenticate', nobodyIsSignedIn);
  },
  { name: 'authentication' },
);
