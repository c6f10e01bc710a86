import type { CallDescriptor } from '@marquee/contracts';
import { resolveFeatureFlags, type FeatureFlags } from '@marquee/domain';
import { eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { media, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Forbidden } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/auth-context';
import type { CallContext } from '../../platform/http/define-route';
import { mediaFilterSql } from './media-scope';
import { readRoleFilters, scopeOfFilters, type RoleFilters } from './role-filter-scope';
import { playersFilterSql } from './players-scope';

/**
 * Who makes a call that acts in one account, and what of it they may reach. Every operation
 * takes it second, after the database: `operation(db, actor, input)`.
 *
 * The scopes are predicates over the account's rows, built on first use and kept for the rest
 * of the request; the user's roles' filters behind them are read once, for all of them.
 */
export interface Actor {
  readonly accountId: string;
  readonly accountCode: string;
  readonly userCode: string;
  /** Null for an actor that stands for no user of its own (a client as support sees it). */
  readonly userId: string | null;
  /** A customer user, or a support user acting in a customer account. */
  readonly kind: 'customer' | 'support';
  readonly isAdmin: boolean;
  /** True when a support user acts in the account through a support-user token. */
  readonly isSupportAccess: boolean;
  /** Resource name to permission level, as the token says. */
  readonly authorisation: AuthContext['authorisation'];
  /** The account's feature flags. */
  readonly featureFlags: FeatureFlags;
  /** A predicate over `players`: the account's players the actor may see (404 outside it). */
  players(): Promise<SQL>;
  /** A predicate over `media`: the account's media the actor may see. */
  media(): Promise<SQL>;
  /**
   * The filters of the roles behind those scopes, to compare a role with (`filtersBeyond`);
   * undefined for an actor no filter limits (administrators, support).
   */
  roleFilters(): Promise<readonly RoleFilters[] | undefined>;
}

/**
 * The actor of a signed-in user in their token's account. Administrators and support access
 * see the whole account; anyone else what the screens and media filters of their roles select
 * (a role without a filter limits nothing there). Each scope is built on first use and the same
 * promise answered after; a class, so that a request that asks for none allocates no closures.
 */
class SignedInActor implements Actor {
  readonly accountId: string;
  readonly accountCode: string;
  readonly userCode: string;
  readonly userId: string | null;
  readonly kind: 'customer' | 'support';
  readonly isAdmin: boolean;
  readonly isSupportAccess: boolean;
  readonly authorisation: AuthContext['authorisation'];
  readonly featureFlags: FeatureFlags;
  private filters?: Promise<readonly RoleFilters[] | undefined>;
  private playersScope?: Promise<SQL>;
  private mediaScope?: Promise<SQL>;

  constructor(
    private readonly db: Database,
    auth: AuthContext,
    account: { accountId: string; accountCode: string },
  ) {
    this.accountId = account.accountId;
    this.accountCode = account.accountCode;
    this.userCode = auth.userCode;
    this.userId = auth.profile.userId;
    this.kind = auth.userType === 'Support' ? 'support' : 'customer';
    this.isAdmin = auth.isAdmin;
    this.isSupportAccess = auth.isSupportAccess;
    this.authorisation = auth.authorisation;
    this.featureFlags = auth.featureFlags;
  }

  roleFilters(): Promise<readonly RoleFilters[] | undefined> {
    this.filters ??=
      this.isAdmin || this.isSupportAccess
        ? Promise.resolve(undefined)
        : readRoleFilters(this.db, this.accountId, this.userCode);
    return this.filters;
  }

  players(): Promise<SQL> {
    this.playersScope ??= this.roleFilters().then((filters) =>
      scopeOfFilters(eq(players.accountId, this.accountId), filters, playersFilterSql),
    );
    return this.playersScope;
  }

  media(): Promise<SQL> {
    this.mediaScope ??= this.roleFilters().then((filters) =>
      scopeOfFilters(eq(media.accountId, this.accountId), filters, mediaFilterSql),
    );
    return this.mediaScope;
  }
}

/** The actor of a signed-in user in their token's account (see `SignedInActor`). */
export function actorFor(db: Database, auth: AuthContext): Actor {
  const { accountId, accountCode } = auth;
  if (!accountId || !accountCode) throw new Forbidden();
  return new SignedInActor(db, auth, { accountId, accountCode });
}

/**
 * A client's account as a support user reaches it (see `reachableClient`): every screen and
 * every media of the account, acted on by the support user (the support backend's actor, whose
 * type lives with the support roles, so only what this needs of it is named here).
 */
export function clientActor(
  supportUser: Pick<Actor, 'userCode' | 'authorisation'>,
  client: { accountId: string; accountCode: string },
): Actor {
  return {
    ...client,
    userCode: supportUser.userCode,
    userId: null,
    kind: 'support',
    isAdmin: false,
    isSupportAccess: true,
    authorisation: supportUser.authorisation,
    // The console's own work in a client is not limited by what the account's users may do.
    featureFlags: resolveFeatureFlags({}),
    players: () => Promise.resolve(eq(players.accountId, client.accountId)),
    media: () => Promise.resolve(eq(media.accountId, client.accountId)),
    roleFilters: () => Promise.resolve(undefined),
  };
}

/**
 * An account's own background work (a social channel's fetch storing its pictures) as a caller:
 * no user, the whole account in reach and no permission of its own, for operations that code
 * calls once it has decided what to do, never on a request's behalf.
 */
export function backgroundActor(account: { accountId: string; accountCode: string }): Actor {
  return {
    ...account,
    userCode: '',
    userId: null,
    kind: 'customer',
    isAdmin: false,
    isSupportAccess: false,
    authorisation: {},
    featureFlags: resolveFeatureFlags({}),
    players: () => Promise.resolve(eq(players.accountId, account.accountId)),
    media: () => Promise.resolve(eq(media.accountId, account.accountId)),
    roleFilters: () => Promise.resolve(undefined),
  };
}

const actors = new WeakMap<FastifyRequest, Actor>();

/**
 * The caller of a customer call, built once per request however many times it is asked for:
 * 401 when nobody is signed in, 403 when the token names no account.
 */
export function actorOf({ request, db, auth }: CallContext<CallDescriptor>): Actor {
  let actor = actors.get(request);
  if (!actor) {
    actor = actorFor(db, auth);
    actors.set(request, actor);
  }
  return actor;
}
