import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import helmet from 'helmet';
import fp from 'fastify-plugin';

/**
 * Media previews play from blob: URLs and the screen app talks to its WebSocket on the same
 * origin, which 'self' covers. Screens show customers' web pages in sandboxed frames, so frames
 * may come from any https site. `upgrade-insecure-requests` is left out here: on plain HTTP it
 * makes the browser fetch every script over https, which a screen on a LAN cannot reach.
 */
const plainDirectives = {
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'frame-src': ["'self'", 'https:'],
  'upgrade-insecure-requests': null,
};

/**
 * The screen app asks a customer's web page whether it answers before it shows it (an opaque
 * request that reads nothing of the answer), so that an unreachable page is skipped and reported
 * rather than shown as the browser's broken page. Only the screen app's pages may connect there.
 */
const screenDirectives = { ...plainDirectives, 'connect-src': ["'self'", 'https:'] };

/** The headers of a site on plain HTTP. */
const plainOptions = (directives: typeof plainDirectives) =>
  ({
    contentSecurityPolicy: { directives },
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
  }) as const;

/**
 * What only a site reached over https may say: stay on https from now on. Browsers ignore the
 * opener policy on plain HTTP, and say so as an error on every page, so it is sent here only.
 */
const httpsOptions = (directives: typeof plainDirectives) => ({
  contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': [] } },
  strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true },
  crossOriginOpenerPolicy: { policy: 'same-origin' as const },
});

/** Header names and values one after the other, as `writeHead` takes them. */
export type HeaderList = readonly string[];

/**
 * The headers helmet sets with these options, read once by letting it write them onto a
 * recorder: its policies here have no per-request parts, so every answer gets the same list.
 */
function headersOf(options: Parameters<typeof helmet>[0]): HeaderList {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...headers].flat();
}

/**
 * What an answer that is data, not a page (JSON, a stored file, a 304), needs: it loads nothing
 * and runs nothing, so its policy allows nothing, and the document-only headers (the page's
 * sources, the legacy XSS and download switches, the agent cluster) are left out. The short list
 * is half the bytes of an answer such as the signed-in user, which every client parses.
 */
const dataOptions = (isHttps: boolean) =>
  ({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'self'"] },
    },
    strictTransportSecurity: isHttps
      ? httpsOptions(plainDirectives).strictTransportSecurity
      : false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  }) as const;

/**
 * The lists for one publication. The app's pages may also show images hotlinked from `imageOrigins`
 * (the Unsplash search's thumbnails, which its terms ask to be shown from its own servers).
 */
function headerListsFor(imageOrigins: readonly string[]) {
  const pageDirectives = {
    ...plainDirectives,
    'img-src': [...plainDirectives['img-src'], ...imageOrigins],
  };
  return {
    plain: headersOf(plainOptions(pageDirectives)),
    https: headersOf(httpsOptions(pageDirectives)),
    screenPlain: headersOf(plainOptions(screenDirectives)),
    screenHttps: headersOf(httpsOptions(screenDirectives)),
    dataPlain: headersOf(dataOptions(false)),
    dataHttps: headersOf(dataOptions(true)),
  };
}

/** The screen app's own pages, not its gateway (`/screen-api`). */
const isScreenApp = (request: IncomingMessage) =>
  request.url === '/screen' || request.url?.startsWith('/screen/') === true;

const dataPrefixes = ['/api/', '/support/api/', '/screen-api/'];
/** The API documentation's page, the one page under the API prefixes. */
const apiDocsPage = /^(?:\/support)?\/api\/docs\/?(?:\?|$)/;

/** The backends' and the gateway's answers, which are data, not pages. */
const isData = (request: IncomingMessage) => {
  const url = request.url ?? '';
  return dataPrefixes.some((prefix) => url.startsWith(prefix)) && !apiDocsPage.test(url);
};

/** A TLS connection; a request injected in tests may have no socket at all. */
function isEncrypted(request: IncomingMessage): boolean {
  return (request.socket as Partial<TLSSocket> | undefined)?.encrypted === true;
}

export interface Publication {
  publicUrl: string;
  trustProxy: boolean;
  /** Origins besides its own that the app's pages show images from. */
  imageOrigins?: readonly string[];
}

/**
 * The security headers for a request. HSTS and `upgrade-insecure-requests` go out only when the
 * server is published over https (`PUBLIC_URL`) or the request came in over https (directly, or
 * through a proxy trusted with TRUST_PROXY), because plain HTTP inside a LAN is a supported
 * deployment.
 */
export function securityHeadersFor({ publicUrl, trustProxy, imageOrigins = [] }: Publication) {
  const headerLists = headerListsFor(imageOrigins);
  const isPublishedOverHttps = new URL(publicUrl).protocol === 'https:';
  return (request: IncomingMessage): HeaderList => {
    // Like Fastify's `request.protocol`: the nearest proxy's word counts (the list's last).
    const forwarded = trustProxy ? request.headers['x-forwarded-proto'] : undefined;
    const forwardedProtocol = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)
      ?.split(',')
      .at(-1)
      ?.trim()
      .toLowerCase();
    const isHttps =
      isPublishedOverHttps ||
      (forwardedProtocol ? forwardedProtocol === 'https' : isEncrypted(request));
    if (isData(request)) return isHttps ? headerLists.dataHttps : headerLists.dataPlain;
    if (isScreenApp(request)) return isHttps ? headerLists.screenHttps : headerLists.screenPlain;
    return isHttps ? headerLists.https : headerLists.plain;
  };
}

/**
 * Security headers on every answer. A page's go onto the raw response, so that hijacked answers
 * (the identity server) get them too. A data answer always goes out through the reply, and its
 * headers join the reply's own: a header set on the raw response makes Node check and store
 * each of the reply's headers again, which a signed-in read paid for on every call. The lists
 * are made once: running helmet per request costs more than a small route's whole answer.
 */
export const securityHeadersPlugin = fp<Publication>(
  async (app, publication) => {
    const headersOf = securityHeadersFor(publication);
    app.addHook('onRequest', (request, reply, done) => {
      const headers = headersOf(request.raw);
      if (isData(request.raw)) {
        for (let index = 0; index < headers.length; index += 2) {
          reply.header(headers[index]!, headers[index + 1]!);
        }
      } else {
        for (let index = 0; index < headers.length; index += 2) {
          reply.raw.setHeader(headers[index]!, headers[index + 1]!);
        }
      }
      done();
    });
  },
  { name: 'security-headers' },
);
