import type {
  AccountApplicationCode,
  PermissionAction,
  Resource,
  SubPartResource,
} from '@marquee/domain';
import type { z } from 'zod';

/** Which of the two backends serves a call; see ARCHITECTURE.md "Pieces". */
export type Backend = 'customer' | 'support';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call. Every call declares one; the server refuses to start
 * with a route that lacks it.
 * - public: no token (health, documents, pairing, sign-in helpers)
 * - signedIn: any signed-in user of the backend's user type
 * - permission: the user's level for the resource (or a sub-part of it, `AccountItems.Filter`)
 *   ranks at least the action's
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'permission'; resource: Resource | SubPartResource; action: PermissionAction };

/** The access of a call that needs the user's level for `resource` to rank at least `action`. */
export function permission(resource: Resource | SubPartResource, action: PermissionAction) {
  return { kind: 'permission', resource, action } as const;
}

export type AnyObjectSchema = z.ZodObject<z.ZodRawShape>;

/** One call of the spec: method, path and a zod schema per request part and for the answer. */
export interface CallDescriptor<
  Params extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  Query extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  /** Stable id, `feature.operation`, used as the OpenAPI operationId. */
  id: string;
  backend: Backend;
  method: HttpMethod;
  /** The spec's path under the backend, with `{name}` parameters, e.g. `/api/players/{id}`. */
  path: string;
  summary: string;
  access: Access;
  /**
   * The application the call belongs to: while support staff have it switched off for the
   * caller's account, the call answers 403 whoever makes it.
   */
  application?: AccountApplicationCode;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Schema of the success answer (status `status`, default 200). */
  response: Response;
  status?: 200 | 201 | 202 | 204;
  /**
   * The request is `multipart/form-data` carrying files (the named parts), read as a stream by
   * the handler rather than parsed as JSON; `body` is then absent.
   */
  requestFiles?: { parts: readonly string[] };
  /**
   * The success answer is a file of these content types rather than JSON; `response` is then
   * `fileAnswer`. Error answers stay JSON.
   */
  responseFile?: { contentTypes: readonly string[] };
  /**
   * The access token may also come as the `access_token` query parameter, for addresses a
   * browser loads by itself (`<img>`, `<video>`, a download link) where no header can be set.
   */
  acceptsQueryToken?: boolean;
  /**
   * A public call whose handler takes a key in this request header (never in the address), or
   * else a signed-in user it checks itself: without either it answers 401.
   */
  apiKeyHeader?: string;
}

/** Declares a call; the identity function keeps the literal types for inference. */
export function defineCall<
  Params extends AnyObjectSchema | undefined = undefined,
  Query extends AnyObjectSchema | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(
  call: CallDescriptor<Params, Query, Body, Response>,
): CallDescriptor<Params, Query, Body, Response> {
  return call;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** Types a client or a handler sees for a call. */
export type CallParams<C> =
  C extends CallDescriptor<infer P, infer _Q, infer _B, infer _R> ? Infer<P> : never;
export type CallQuery<C> =
  C extends CallDescriptor<infer _P, infer Q, infer _B, infer _R> ? Infer<Q> : never;
export type CallBody<C> =
  C extends CallDescriptor<infer _P, infer _Q, infer B, infer _R> ? Infer<B> : never;
export type CallResponse<C> =
  C extends CallDescriptor<infer _P, infer _Q, infer _B, infer R> ? z.infer<R> : never;

/** The full address of a call: the customer backend at `/`, the support backend at `/support`. */
export function backendBase(backend: Backend): string {
  return backend === 'support' ? '/support' : '';
}

export function fullPath(call: Pick<CallDescriptor, 'backend' | 'path'>): string {
  return backendBase(call.backend) + call.path;
}

/** Fills `{name}` parameters of a path, encoding each value. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
