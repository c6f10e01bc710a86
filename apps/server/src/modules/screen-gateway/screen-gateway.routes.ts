import { playBatchSchema, statusReportSchema } from '@marquee/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BadRequest, NotFound, PayloadTooLarge, UnsupportedMediaType } from '../../platform/errors';
import { registerScreen } from './register-screen';
import { readScreenInput } from './screen-input';
import { credentialCookieHeaders, credentialOf, requireSession } from './screen-auth';
import { storeCommandResult } from './screen-commands-outbox';
import { serveScreenSocket, type ScreenSocketContext } from './screen-socket';
import { stateMessage } from './screen-session';
import { manifestPath } from './unchanged-manifest';
import { ok } from '../../platform/http/success-envelope';

/**
 * Not contract calls: screens speak the protocol of the contracts' screen-protocol file, which
 * documents these addresses, and prove who they are by their credential, not a user's token.
 */
const gatewayRoute = { config: { publicPage: true } } as const;
const okAnswer = { success: ok } as const;

/** A site powering on its screens together registers them from one address: allow a few dozen. */
export const registrationsPerMinute = 60;
/**
 * What a screen tells about itself before anyone vouches for it: a few fields. Anyone may
 * register, so the body is kept small enough that the allowed rate stores little.
 */
export const registrationLimitBytes = 8 * 1024;
export const screenshotLimitBytes = 5 * 1024 * 1024;
export const logsLimitBytes = 1024 * 1024;
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const registrationBody = z
  .object({ deviceInfo: z.record(z.string(), z.unknown()).optional() })
  .optional();
const heartbeatBody = z.object({ status: statusReportSchema });
const ackBody = z.object({ ok: z.boolean(), message: z.string().max(500).optional() });
const commandParams = z.object({ commandId: z.uuid() });

function parse<T>(schema: z.ZodType<T>, value: unknown, checkedApart?: string): T {
  const input = readScreenInput(schema, value, 'body', { checkedApart });
  if ('data' in input) return input.data;
  throw new BadRequest(input.problem);
}

export function registerScreenGatewayRoutes(app: FastifyInstance, context: ScreenSocketContext) {
  const { hub } = context;
  const isHttps = app.config.publicUrl.startsWith('https:');

  app.post(
    '/screen-api/registrations',
    {
      ...gatewayRoute,
      bodyLimit: registrationLimitBytes,
      config: {
        ...gatewayRoute.config,
        rateLimit: { max: registrationsPerMinute, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const body = parse(registrationBody, request.body);
      const registration = await registerScreen(context.db(), body?.deviceInfo ?? {});
      void reply.header('set-cookie', credentialCookieHeaders(registration.credential, isHttps));
      return {
        ...okAnswer,
        credential: registration.credential,
        pairingCode: registration.pairingCode,
        pairingExpiresAt: registration.pairingExpiresAt.toISOString(),
      };
    },
  );

  app.get('/screen-api/session', gatewayRoute, async (request, reply) => {
    const session = await requireSession(hub, request, { mustBePaired: false });
    // A screen registered before signs had its credential for the gateway only; each start
    // hands it on to where sign frames load from too.
    const credential = credentialOf(request.headers);
    if (credential) void reply.header('set-cookie', credentialCookieHeaders(credential, isHttps));
    const manifestHash = session.playerId ? await hub.manifestHash(session.playerId) : null;
    return { ...okAnswer, ...stateMessage(session, manifestHash) };
  });

  app.get('/screen-api/socket', { ...gatewayRoute, websocket: true }, (socket, request) =>
    serveScreenSocket(socket, request, context),
  );

  app.post('/screen-api/heartbeat', gatewayRoute, async (request) => {
    const session = await requireSession(hub, request, { mustBePaired: true });
    const playerId = session.playerId as string;
    const status = parse(heartbeatBody, request.body).status;
    context.heartbeats.record(playerId, status, { remoteAddress: request.ip });
    const manifestEtag = await hub.manifestHash(playerId);
    return { ...okAnswer, manifestEtag, commands: await hub.pendingCommands(playerId) };
  });

  // The polling screen's batch of plays, answered once they are committed, as over the socket.
  app.post('/screen-api/plays', gatewayRoute, async (request) => {
    const session = await requireSession(hub, request, { mustBePaired: true });
    const { batchId, plays } = parse(playBatchSchema, request.body, 'plays');
    const accountId = session.accountId as string;
    const playerId = session.playerId as string;
    const outcome = await context.plays.record({ accountId, playerId, plays });
    return { ...okAnswer, batchId, ...outcome, serverTime: new Date().toISOString() };
  });

  app.post('/screen-api/commands/:commandId/ack', gatewayRoute, async (request) => {
    const session = await requireSession(hub, request, { mustBePaired: true });
    const { commandId } = parse(commandParams, request.params);
    const ack = parse(ackBody, request.body);
    const isKnown = await context.acks.record(session.playerId as string, { commandId, ...ack });
    if (!isKnown) throw new NotFound('Command not found');
    return okAnswer;
  });

  // Its unchanged answer usually comes from the fast path in unchanged-manifest.ts, the same 304.
  app.get(manifestPath, gatewayRoute, async (request, reply) => {
    const session = await requireSession(hub, request, { mustBePaired: true });
    const playerId = session.playerId as string;
    const known = hub.knownManifestHash(playerId);
    void reply.header('cache-control', 'no-cache');
    if (known && request.headers['if-none-match'] === `"${known}"`) {
      return reply.code(304).header('etag', `"${known}"`).send();
    }
    const manifest = await hub.manifest(playerId);
    if (!manifest) throw new NotFound('Player not found');
    return reply
      .header('etag', `"${manifest.hash}"`)
      .type('application/json; charset=utf-8')
      .send(manifest.json);
  });

  app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: screenshotLimitBytes },
      (_r, body, done) => done(null, body),
    );
    const upload = (kind: 'orderScreenshot' | 'orderLogs', path: string) =>
      uploads.put(path, { ...gatewayRoute, bodyLimit: screenshotLimitBytes }, async (request) => {
        const session = await requireSession(hub, request, { mustBePaired: true });
        const { commandId } = parse(commandParams, request.params);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const type = checkUpload(kind, request.headers['content-type'], body);
        const isKnown = await storeCommandResult(context.db(), session.playerId as string, {
          commandId,
          kind,
          type,
          body,
        });
        if (!isKnown) throw new NotFound('Command not found');
        return okAnswer;
      });
    upload('orderScreenshot', '/screen-api/commands/:commandId/screenshot');
    upload('orderLogs', '/screen-api/commands/:commandId/logs');
  });
}

/** The stored type of an upload, checked by its bytes and size, not only its label. */
function checkUpload(
  kind: 'orderScreenshot' | 'orderLogs',
  label: string | undefined,
  body: Buffer,
) {
  const mediaType = (label ?? '').split(';')[0]?.trim().toLowerCase();
  if (kind === 'orderScreenshot') {
    if (mediaType !== 'image/png' || !body.subarray(0, 8).equals(pngSignature)) {
      throw new UnsupportedMediaType('A screenshot must be a PNG image');
    }
    return 'image/png';
  }
  if (mediaType !== 'text/plain') throw new UnsupportedMediaType('Logs must be plain text');
  if (body.length > logsLimitBytes) throw new PayloadTooLarge('Logs may be at most 1 MB');
  if (!isUtf8Text(body)) throw new UnsupportedMediaType('Logs must be UTF-8 text');
  return 'text/plain';
}

function isUtf8Text(body: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return !body.includes(0);
  } catch {
    return false;
  }
}
