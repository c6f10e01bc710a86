import { fullPath, type CallDescriptor } from '@marquee/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ServiceUnavailable, Unauthorized } from '../errors';
import type { AuthContext } from './auth-context';
import { assertDeclaresAccess, enforceAccess } from './call-access';
import { checkBodyType, describeIssues, parseRequestPart } from './call-input';
import { answerAfterWaits } from '../db/waits-before-answer';
import type { CallContext, Route } from './define-route';

export interface RegisterRoutesOptions {
  /** Checks every success answer against the call's response schema (tests, development). */
  validateResponses: boolean;
  /** Readies the scope of the calls that take files (`requestFiles`), and of them only: a plugin
   * that does not encapsulate (`fastify-plugin`), so that what it adds applies to that scope. */
  fileUploads?: FastifyPluginAsync;
}

const multipartType = 'multipart/form-data';

/** `/api/players/{id}` as Fastify spells it: `/api/players/:id`. */
export function routerPath(call: Pick<CallDescriptor, 'backend' | 'path'>): string {
  return fullPath(call).replace(/\{(\w+)\}/g, ':$1');
}

/**
 * What a handler is given. A class rather than an object literal: a literal's getters are new
 * functions on every request, and every call of every route makes one.
 */
class RequestCallContext implements CallContext<CallDescriptor> {
  readonly params: CallContext<CallDescriptor>['params'];
  readonly query: CallContext<CallDescriptor>['query'];
  readonly body: CallContext<CallDescriptor>['body'];

  constructor(
    readonly request: FastifyRequest,
    readonly reply: FastifyReply,
    call: CallDescriptor,
    private readonly signedIn: AuthContext | null,
  ) {
    this.params = parseRequestPart('path', call.params, request.params);
    this.query = parseRequestPart('query', call.query, request.query);
    this.body = parseRequestPart('body', call.body, request.body);
  }

  get auth(): AuthContext {
    if (!this.signedIn) throw new Unauthorized();
    return this.signedIn;
  }

  get db() {
    return this.request.server.database.db;
  }
}

function checkAnswer(call: CallDescriptor, answer: unknown): void {
  const result = call.response.safeParse(answer);
  if (!result.success) {
    throw new Error(
      `Answer of ${call.id} breaks its contract: ${describeIssues('body', result.error.issues)}`,
    );
  }
}

/**
 * Registers each route at its backend's address. Order per request: database up, access,
 * the body's type, input validation, handler, and in tests the answer's shape.
 */
export function registerRoutes(
  app: FastifyInstance,
  routes: readonly Route[],
  options: RegisterRoutesOptions,
): void {
  const takesFiles = (route: Route) => route.call.requestFiles !== undefined;
  // A multipart body to a call that takes none is left unread, for the call to refuse (415,
  // `checkBodyType`) once it knows who is asking, as it refuses any body it cannot take.
  if (!app.hasContentTypeParser(multipartType)) {
    app.addContentTypeParser(multipartType, (_request, _payload, done) => done(null));
  }
  registerEach(
    app,
    routes.filter((route) => !takesFiles(route)),
    options,
  );
  const fileRoutes = routes.filter(takesFiles);
  if (!fileRoutes.length) return;
  const { fileUploads } = options;
  if (!fileUploads) throw new Error('Calls that take files need the fileUploads plugin');
  void app.register(async (scope) => {
    scope.removeContentTypeParser(multipartType);
    await scope.register(fileUploads);
    registerEach(scope, fileRoutes, options);
  });
}

function registerEach(
  app: FastifyInstance,
  routes: readonly Route[],
  options: RegisterRoutesOptions,
): void {
  for (const route of routes) {
    const { call } = route;
    assertDeclaresAccess(call);
    app.route({
      method: call.method,
      url: routerPath(call),
      config: { call },
      handler: async (request, reply) => {
        if (route.needsDatabase && request.server.database.status !== 'up') {
          throw new ServiceUnavailable();
        }
        const auth = await enforceAccess(call, request);
        checkBodyType(call, request);
        // A write may ask for work after its commit (screens told of new content) to be done
        // before its caller hears that it succeeded. A read asks for none, and is spared the
        // request-scoped store that would let it, which costs every promise it makes.
        const answer =
          call.method === 'GET'
            ? await route.handler(new RequestCallContext(request, reply, call, auth))
            : await answerAfterWaits(
                () => request.server.database.db,
                async () => route.handler(new RequestCallContext(request, reply, call, auth)),
              );
        // A file answer is streamed by its handler, which hands back the reply it sent; awaiting
        // that reply (it is thenable) waits for the answer to finish and yields nothing.
        if (answer === reply || reply.sent) return reply;
        if (options.validateResponses) checkAnswer(call, answer);
        // A handler may choose its status (health answers 503); otherwise the call's own applies.
        const status = reply.statusCode === 200 ? (call.status ?? 200) : reply.statusCode;
        if (status === 204) return reply.code(204).send();
        return reply.code(status).send(answer);
      },
    });
  }
}
