import type {
  CallBody,
  CallDescriptor,
  CallParams,
  CallQuery,
  CallResponse,
} from '@marquee/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { AuthContext } from './auth-context';

/** What a route handler receives: the validated request parts, typed from the call. */
export interface CallContext<C extends CallDescriptor> {
  params: CallParams<C>;
  query: CallQuery<C>;
  body: CallBody<C>;
  /** The signed-in user; reading it in a public call answers 401. */
  readonly auth: AuthContext;
  /** The database; 503 while it is starting. */
  readonly db: Database;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends CallDescriptor> = (
  context: CallContext<C>,
) => Promise<CallResponse<C>> | CallResponse<C>;

export interface RouteOptions {
  /** False for the few calls that answer while the database starts (health). */
  needsDatabase?: boolean;
}

/** A call descriptor bound to its handler, ready to register on its backend. */
export interface Route {
  call: CallDescriptor;
  handler: (context: CallContext<CallDescriptor>) => Promise<unknown> | unknown;
  needsDatabase: boolean;
}

/** Binds a handler to a call of the contracts; the handler's input and answer are inferred. */
export function defineRoute<C extends CallDescriptor>(
  call: C,
  handler: CallHandler<C>,
  options: RouteOptions = {},
): Route {
  return {
    call,
    handler: handler as unknown as Route['handler'],
    needsDatabase: options.needsDatabase ?? true,
  };
}
