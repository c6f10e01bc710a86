import http from 'node:http';
import https from 'node:https';
import {
  AddressRefused,
  checkedAddress,
  isPublicAddress,
} from '../../platform/outbound/public-address';

/** Why a post failed; `isFinal` when trying again cannot help (a 4xx other than 408 and 429). */
export class WebhookFailure extends Error {
  constructor(
    message: string,
    readonly isFinal: boolean,
  ) {
    super(message);
    this.name = 'WebhookFailure';
  }
}

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivateNetworks: boolean;
  timeoutMs: number;
}

/** The checked address of the webhook's host, its refusal said as the webhook's failure. */
async function webhookAddress(hostname: string, allowPrivateNetworks: boolean) {
  try {
    return await checkedAddress(hostname, allowPrivateNetworks);
  } catch (error) {
    if (!(error instanceof AddressRefused)) throw error;
    throw new WebhookFailure(`The webhook ${error.message.replace(/^The /, '')}`, error.isFinal);
  }
}

/** Posts a webhook and answers its status; throws a `WebhookFailure` for anything but a 2xx. */
export async function postWebhook(request: WebhookRequest): Promise<number> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    throw new WebhookFailure('The webhook address is not a URL', true);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new WebhookFailure('The webhook address must be http or https', true);
  }
  const { address, lookup: pinned } = await webhookAddress(
    url.hostname,
    request.allowPrivateNetworks,
  );
  // A signed alarm crosses the internet only encrypted; plain http is for a receiver on the LAN.
  if (url.protocol === 'http:' && isPublicAddress(address)) {
    throw new WebhookFailure('A webhook on a public address must use https', true);
  }
  const client = url.protocol === 'https:' ? https : http;
  const status = await new Promise<number>((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(request.body)),
          ...request.headers,
        },
        signal: AbortSignal.timeout(request.timeoutMs),
      },
      (response) => {
        // The answer's body says nothing the sender needs; reading it frees the connection.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', (error) =>
      reject(
        error.name === 'AbortError'
          ? new WebhookFailure(`The webhook did not answer within ${request.timeoutMs} ms`, false)
          : new WebhookFailure(`The webhook could not be reached: ${error.message}`, false),
      ),
    );
    outgoing.end(request.body);
  });
  if (status >= 200 && status < 300) return status;
  const isFinal = status >= 400 && status < 500 && status !== 408 && status !== 429;
  throw new WebhookFailure(`The webhook answered ${status}`, isFinal);
}
