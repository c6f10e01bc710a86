import type { CallDescriptor } from '@marquee/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database';
import type { AuthContext } from '../../platform/http/auth-context';
import type { CallContext } from '../../platform/http/define-route';
import { clientReach, type ClientReach } from './client-reach';

/**
 * Who makes a call on the support backend: a support user, acting in no account (the customer
 * `Actor`'s counterpart, with a null account). Its operations take it second, after the database.
 * The clients the user's support roles reach are read on first use and kept for the request.
 */
export interface SupportActor {
  readonly accountId: null;
  readonly userCode: string;
  readonly userId: string;
  /** Who did it, as history, comments and audit entries name them even after the user is removed. */
  readonly name: string;
  readonly isAdmin: boolean;
  /** Resource name to permission level, as the token says. */
  readonly authorisation: AuthContext['authorisation'];
  /** The clients any of the user's support roles reach. */
  clients(): Promise<ClientReach>;
}

export function supportActorFor(db: Database, auth: AuthContext): SupportActor {
  const { userId, firstName, lastName, email } = auth.profile;
  let reach: Promise<ClientReach> | undefined;
  return {
    accountId: null,
    userCode: auth.userCode,
    userId,
    name: `${firstName} ${lastName}`.trim() || email,
    isAdmin: auth.isAdmin,
    authorisation: auth.authorisation,
    clients: () => (reach ??= clientReach(db, auth)),
  };
}

const actors = new WeakMap<FastifyRequest, SupportActor>();

/** The caller of a support call, built once per request however many times it is asked for. */
export function supportActorOf({ request, db, auth }: CallContext<CallDescriptor>): SupportActor {
  let actor = actors.get(request);
  if (!actor) {
    actor = supportActorFor(db, auth);
    actors.set(request, actor);
  }
  return actor;
}
