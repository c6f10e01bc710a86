import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { screenNoticeChannel } from '../content';
import { PlayBatcher } from '../proof-of-play';
import { CommandAckBatcher } from './command-ack-batcher';
import { HeartbeatBatcher } from './heartbeat-batcher';
import { registerScreenGatewayRoutes } from './screen-gateway.routes';
import { ScreenHub } from './screen-hub';
import { registerScreenMediaRoute } from './screen-media';
import { registerScreenPreviewRoute } from './screen-preview.routes';
import { unchangedManifestFastPath } from './unchanged-manifest';
import { securityHeadersFor } from '../../platform/http/security-headers';

/**
 * Screen messages are small, a full batch of plays the largest (some 300 bytes a play); anything
 * bigger is refused by the socket itself.
 */
const maxMessageBytes = 256 * 1024;

export interface ScreenGateway {
  /** Settles once this process hears notices (pushes are lost to it before). */
  listening: Promise<void>;
  /** Screens connected to this process. */
  connectedCount(): number;
  /** Writes the gathered heartbeats now (shutdown does it too). */
  flushHeartbeats(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    screenGateway: ScreenGateway;
  }
}

/**
 * The screen gateway at /screen-api: registration, the WebSocket, the polling fallback, the
 * manifest and uploads. It listens for notices from every server process once the database is
 * up and writes the gathered heartbeats before the database closes.
 */
export const screenGatewayPlugin = fp(
  async (app) => {
    const onError = (error: unknown) => app.log.warn({ err: error }, 'Screen gateway error');
    const db = () => app.database.db;
    const hub = new ScreenHub(db, onError);
    const heartbeats = new HeartbeatBatcher(db, onError);
    const acks = new CommandAckBatcher(db);
    const plays = new PlayBatcher(db);
    let stopListening: (() => Promise<void>) | undefined;
    const listening = app.database.ready.then(async () => {
      const channel = await app.database.listen(screenNoticeChannel, {
        onNotice: (payload) => {
          try {
            hub.handle(payload);
          } catch (error) {
            onError(error);
          }
        },
        // Pushes missed while the connection was down are caught up by the screens themselves:
        // they fetch pending commands and the manifest's ETag whenever they reconnect or poll,
        // which is checked against manifests built anew.
        onListening: (isListening) => {
          if (isListening) hub.forgetManifests();
        },
      });
      stopListening = () => channel.stop();
      heartbeats.start();
    });
    listening.catch(() => undefined);
    app.decorate('screenGateway', {
      listening,
      connectedCount: () => hub.connectedCount,
      flushHeartbeats: () => heartbeats.flush(),
    } satisfies ScreenGateway);

    app.fastPaths.add(
      unchangedManifestFastPath(
        hub,
        securityHeadersFor({ publicUrl: app.config.publicUrl, trustProxy: app.config.trustProxy }),
      ),
    );
    await app.register(websocket, { options: { maxPayload: maxMessageBytes } });
    await app.register(async (scope) => {
      await scope.register(rateLimit, { global: false });
      registerScreenGatewayRoutes(scope, { hub, heartbeats, acks, plays, db, onError });
      registerScreenMediaRoute(scope, { hub, db, files: app.files });
      registerScreenPreviewRoute(scope, { db });
    });

    app.addHook('preClose', async () => {
      await listening.catch(() => undefined);
      await stopListening?.();
      await heartbeats.stop();
      await acks.flush();
      await plays.flush();
    });
  },
  { name: 'screen-gateway', dependencies: ['database', 'files'] },
);
