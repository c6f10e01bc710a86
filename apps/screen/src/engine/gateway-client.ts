import type { PlaysAck, ScreenCommand, ScreenManifest, StatusReport } from '@marquee/contracts';
import type { PlayBatchOut } from './play-reporter';
import type { StoredRegistration } from './credential-store';

/** The gateway refused the credential: the screen must register again. */
export class NotRegistered extends Error {}

export interface SessionState {
  isPaired: boolean;
  pairingCode: string | null;
  pairingExpiresAt: string | null;
  playerCode: string | null;
  manifestEtag: string | null;
  serverTime?: string | undefined;
}

async function failure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as {
    success?: { message?: string };
  } | null;
  const message = body?.success?.message ?? `${response.status} ${response.statusText}`;
  return response.status === 401 ? new NotRegistered(message) : new Error(message);
}

/**
 * The screen's HTTP calls to /screen-api. The credential goes as a bearer token as well as the
 * cookie the gateway set, so a browser that drops cookies still works.
 */
export class GatewayClient {
  constructor(
    private credential: () => string | null,
    private readonly base = '/screen-api',
  ) {}

  private async call(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const credential = this.credential();
    if (credential) headers.set('authorization', `Bearer ${credential}`);
    const response = await fetch(`${this.base}${path}`, {
      ...init,
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (!response.ok && response.status !== 304) throw await failure(response);
    return response;
  }

  private json(path: string, body: unknown, method = 'POST'): Promise<Response> {
    return this.call(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async register(deviceInfo: Record<string, unknown>): Promise<StoredRegistration> {
    const response = await this.json('/registrations', { deviceInfo });
    const { credential, pairingCode, pairingExpiresAt } =
      (await response.json()) as StoredRegistration;
    return { credential, pairingCode, pairingExpiresAt };
  }

  async session(): Promise<SessionState> {
    return (await (await this.call('/session')).json()) as SessionState;
  }

  async heartbeat(
    status: StatusReport,
  ): Promise<{ manifestEtag: string | null; commands: ScreenCommand[] }> {
    return (await (await this.json('/heartbeat', { status })).json()) as {
      manifestEtag: string | null;
      commands: ScreenCommand[];
    };
  }

  /** The manifest, or null when the one the screen has (`etag`) is still current. */
  async manifest(etag: string | null): Promise<ScreenManifest | null> {
    const response = await this.call('/manifest', {
      headers: etag ? { 'if-none-match': `"${etag}"` } : {},
    });
    if (response.status === 304) return null;
    return (await response.json()) as ScreenManifest;
  }

  async acknowledge(commandId: string, ok: boolean, message?: string): Promise<void> {
    await this.json(`/commands/${commandId}/ack`, { ok, message });
  }

  /** Sends a batch of plays, answered once they are committed. */
  async sendPlays(batch: PlayBatchOut): Promise<PlaysAck> {
    return (await (await this.json('/plays', batch)).json()) as PlaysAck;
  }

  async upload(commandId: string, what: 'logs' | 'screenshot', body: Blob): Promise<void> {
    await this.call(`/commands/${commandId}/${what}`, {
      method: 'PUT',
      headers: { 'content-type': body.type },
      body,
    });
  }
}
