import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config/env';
import { prepareDatabase, type DemoSeed } from './seed';
import { allRoutes } from './modules';
import {
  openDatabase,
  databaseLocation,
  type DatabaseHandle,
  type DatabaseLocation,
} from './platform/db/database';
import { databasePlugin } from './platform/db/database-plugin';
import { authenticationPlugin } from './platform/http/auth-context';
import type { Route } from './platform/http/define-route';
import { answerClientError } from './platform/http/client-error';
import { errorAnswer, errorHandlerPlugin } from './platform/http/error-handler';
import { FastPaths, serverWithFastPaths } from './platform/http/fast-paths';
import { jsonBodyPlugin } from './platform/http/json-body';
import { readOnlyBodiesPlugin } from './platform/http/read-only-bodies';
import { gracefulClosePlugin } from './platform/http/graceful-close';
import { registerRoutes } from './platform/http/register-routes';
import { responseCompressionPlugin } from './platform/http/response-compression';
import { routeAccessGuardPlugin } from './platform/http/public-pages';
import { securityHeadersPlugin } from './platform/http/security-headers';
import { alarmSettingsFromStore, alarmsPlugin, type AlarmSettingsOf } from './modules/alarms';
import { contentChangesPlugin } from './modules/content';
import { identityPlugin } from './modules/identity';
import { screenGatewayPlugin } from './modules/screen-gateway';
import { fileUploadsPlugin, mediaPlugin } from './modules/media';
import { signsPlugin } from './modules/signs';
import { socialChannelsPlugin } from './modules/social-channels';
import { proofOfPlayPlugin } from './modules/proof-of-play';
import { jobsPlugin } from './platform/jobs/jobs-plugin';
import { loggerOptions } from './platform/logging/logger-options';
import { mailPlugin, queuedMailer } from './platform/mail/mail-plugin';
import type { FileStore } from './platform/storage/file-store';
import { fileStorePlugin } from './platform/storage/file-store-plugin';
import { apiDocsPlugin } from './platform/openapi/api-docs-plugin';
import { builtFrontEnds, type FrontEnd } from './platform/static/front-ends';
import { staticHostingPlugin } from './platform/static/static-hosting-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Answers the HTTP server gives before routing; see fast-paths.ts. */
    fastPaths: FastPaths;
  }
}

/** JSON bodies above this answer 413; file uploads get their own limit. */
export const bodyLimitBytes = 1024 * 1024;

/** How long a connection may take over each stage of a request; see `httpTimeouts`. */
export interface HttpTimeouts {
  /** The request line and headers, from the first byte; a trickle of header lines answers 408. */
  headersMs: number;
  /** A whole request; generous enough for a media upload over a shop's slow line. */
  requestMs: number;
  /** An idle connection between requests; upgraded screen WebSockets are not bound by it. */
  keepAliveMs: number;
}

export const httpTimeouts: HttpTimeouts = {
  headersMs: 20_000,
  requestMs: 300_000,
  keepAliveMs: 30_000,
};

export interface BuildAppOptions {
  config: Config;
  /** Where the data lives; defaults to what the configuration says. */
  databaseLocation?: DatabaseLocation;
  /** Checks every success answer against its contract; defaults to on outside production. */
  validateResponses?: boolean;
  /** Stands in for opening the database, e.g. to hold start-up in a test; rarely needed. */
  startDatabase?: () => Promise<DatabaseHandle>;
  /** The routes of both backends; defaults to every module's. */
  routes?: readonly Route[];
  /** The built single-page apps to serve; defaults to the three builds beside the server. */
  frontEnds?: readonly FrontEnd[];
  /**
   * Whose background jobs this app works on when several apps share one database and must not
   * take each other's (test files on one PostgreSQL); defaults to one namespace for all.
   */
  jobNamespace?: string;
  /** Where log lines go; standard output by default (tests read them from here). */
  logDestination?: { write(line: string): void };
  /** See `httpTimeouts`; shortened only by the tests that prove the bounds. */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** Where media files are kept; defaults to files in `DATA_DIR/media`. */
  files?: FileStore;
  /**
   * Alarms: whether this process keeps the alarm check running (on unless turned off; test apps
   * sharing one PostgreSQL call the check themselves), and where alarm settings are read.
   */
  alarms?: { checks?: boolean; settingsOf?: AlarmSettingsOf };
  /** Hears the demo this start seeded, so the start can end by showing its sign-ins. */
  onDemoSeeded?: (demo: DemoSeed) => void;
}

/** The one app factory, used by `main.ts` and by every test. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const timeouts = { ...httpTimeouts, ...options.httpTimeouts };
  const fastPaths = new FastPaths();
  const app = Fastify({
    serverFactory: serverWithFastPaths(fastPaths),
    logger:
      config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, options.logDestination),
    bodyLimit: bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Requests still arriving on open connections while closing are served normally (with
    // Connection: close) rather than refused in a shape that is not ours.
    return503OnClosing: false,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node arms its timeout checks only from the options it is built with, and looks for
    // overdue requests only this often; a tenth of the shorter bound keeps the answer prompt.
    http: {
      // Node refuses a headers bound beyond the whole request's.
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.ceil(Math.min(timeouts.headersMs, timeouts.requestMs) / 10),
    },
    clientErrorHandler: answerClientError,
    // Addresses the router cannot decode answer in the one error shape too.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.code(400).send(errorAnswer('The address is not valid'));
    },
  });
  app.decorate('config', config);
  app.decorate('fastPaths', fastPaths);

  const jobNamespace = options.jobNamespace ?? 'default';
  const location = options.databaseLocation ?? databaseLocation(config);
  const startDatabase =
    options.startDatabase ??
    (async () => {
      const handle = await openDatabase(location, {
        poolSize: config.databasePoolSize,
        onConnectionError: (error) => app.log.error({ err: error }, 'A database connection failed'),
      });
      const prepared = await prepareDatabase(handle.db, config, app.log, (tx) =>
        queuedMailer(tx, jobNamespace),
      );
      if (prepared.demo) options.onDemoSeeded?.(prepared.demo);
      return handle;
    });

  // Platform: errors, security headers, compression, the database, the authentication plug point.
  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(readOnlyBodiesPlugin);
  await app.register(routeAccessGuardPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(securityHeadersPlugin, {
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    imageOrigins: config.media.unsplash ? [config.media.unsplash.imagesOrigin] : [],
  });
  await app.register(responseCompressionPlugin);
  await app.register(databasePlugin, { start: startDatabase });
  await app.register(authenticationPlugin);
  await app.register(jobsPlugin, { namespace: jobNamespace });
  await app.register(mailPlugin, { config });
  await app.register(fileStorePlugin, { dataDir: config.dataDir, store: options.files });
  // Identity: installs token verification and serves the identity server under /oidc.
  await app.register(identityPlugin, { config });

  // Content, beneath the features that record content changes: every process processes the
  // records, and tells the screens through the gateway registered below.
  await app.register(contentChangesPlugin);
  await app.register(mediaPlugin);
  await app.register(signsPlugin);
  await app.register(socialChannelsPlugin);
  await app.register(proofOfPlayPlugin);
  await app.register(alarmsPlugin, {
    settingsOf: options.alarms?.settingsOf ?? alarmSettingsFromStore,
    checks: options.alarms?.checks ?? true,
  });

  // Backends: every call of the contracts that has a route, documented per backend.
  await app.register(apiDocsPlugin);
  registerRoutes(app, options.routes ?? allRoutes, {
    validateResponses: options.validateResponses ?? config.nodeEnv !== 'production',
    fileUploads: fileUploadsPlugin,
  });

  // The screen gateway at /screen-api: screens prove who they are by their device credential.
  await app.register(screenGatewayPlugin);

  // Front ends, and the answer for every address nothing else serves.
  await app.register(staticHostingPlugin, { frontEnds: options.frontEnds ?? builtFrontEnds() });
  return app;
}
