import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * Every setting the server reads from its environment, each documented where it is declared.
 * Parsed once at start; nothing else reads `process.env`.
 */
const envSchema = z
  .object({
    /** development, test or production; tests validate every answer against its contract. */
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** TCP port of the one process that serves both backends and the front ends. */
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    /** Interface to listen on; 0.0.0.0 serves the local network too. */
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    /** Where the embedded database, media files and the mail outbox live. */
    DATA_DIR: z.string().trim().min(1).default('./data'),
    /** A PostgreSQL (15+) connection string; without it the embedded PGlite in DATA_DIR is used. */
    DATABASE_URL: optionalText.pipe(
      z
        .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// connection string' })
        .optional(),
    ),
    /**
     * Most pooled connections one process opens to DATABASE_URL (plus one that hears every change
     * notice: sign-ins, screens, content). Signed-in calls are mostly answered from memory, so
     * a few connections go far; keep processes × (this + 1) below the server's max_connections.
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** The address users reach the server at (links in mail, token issuer); defaults to localhost. */
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Pino log level. */
    LOG_LEVEL: z.enum(logLevels).default('info'),
    /** Trust X-Forwarded-* headers (client address, https) from a TLS-offloading proxy in front. */
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0', ''])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    /**
     * Let alarm webhooks and social channel feeds reach private, loopback, link-local and
     * unique-local addresses (a receiver or feed on the same network, tests), where a feed may
     * also be plain http; off, such targets are refused, however named.
     */
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: z
      .enum(['true', 'false', '1', '0', ''])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    /** Another OpenID Connect issuer to trust instead of our own at /oidc (its tokens, its keys). */
    OIDC_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** The `aud` of access tokens for the API; defaults to `<PUBLIC_URL>/api`. */
    OIDC_AUDIENCE: optionalText,
    /** With OIDC_ISSUER: the customer app's client id there, when not `marquee-app`. */
    OIDC_CUSTOMER_CLIENT_ID: optionalText,
    /** With OIDC_ISSUER: the support console's client id there, when not `marquee-support`. */
    OIDC_SUPPORT_CLIENT_ID: optionalText,
    /** With OIDC_ISSUER: the scopes the apps ask for, e.g. one that grants the API audience. */
    OIDC_SCOPE: optionalText,
    /** Lifetime of access tokens in seconds (ARCHITECTURE.md: 15 minutes); shorter for renewal tests. */
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(30)
      .max(3600)
      .default(15 * 60),
    /** SMTP connection string (smtp:// or smtps://); without it mail goes to DATA_DIR/mail as .eml files. */
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    /** The sender of the mails the server sends. */
    MAIL_FROM: z.string().trim().min(3).default('Marquee <no-reply@marquee.example.com>'),
    /** Largest file an upload accepts, in bytes (2 GiB); a bigger one answers 413. */
    MEDIA_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(2 * 1024 ** 3),
    /** Most pixels an image may have (100 megapixels); more is refused as a pixel flood. */
    MEDIA_MAX_PIXELS: z.coerce.number().int().min(1).default(100_000_000),
    /** Unsplash API access key; without it the Unsplash import is off and hidden. */
    UNSPLASH_ACCESS_KEY: optionalText,
    /** The Unsplash API's address. */
    UNSPLASH_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.unsplash.com'),
    /**
     * Where Unsplash serves its images; the search's thumbnails are shown from there (its terms
     * ask for hotlinking), so the app's pages may load images from this origin and no other.
     */
    UNSPLASH_IMAGES_URL: z.url({ protocol: /^https?$/ }).default('https://images.unsplash.com'),
    /**
     * Seed the demo (two customer accounts and a support user) on an empty database; on by
     * default only in development, the two-command start.
     */
    SEED_DEMO: z
      .enum(['true', 'false', '1', '0', ''])
      .optional()
      .transform((value) =>
        value === undefined || value === '' ? undefined : value === 'true' || value === '1',
      ),
    /**
     * Password of the demo users; outside production it is made up and logged once when unset,
     * in production the demo needs it (a made-up password would end up in a production log).
     */
    SEED_PASSWORD: optionalText.pipe(z.string().min(8).optional()),
    /** Invited by mail as the first support administrator while the database has none. */
    ADMIN_EMAIL: optionalText.pipe(
      z
        .email()
        .transform((email) => email.toLowerCase())
        .optional(),
    ),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && env.SEED_DEMO === true && !env.SEED_PASSWORD) {
      context.addIssue({
        code: 'custom',
        path: ['SEED_PASSWORD'],
        message: 'required when SEED_DEMO is on in production',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** The parsed configuration the app runs with. */
export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  /** Seed the demo on an empty database (SEED_DEMO). */
  seedDemo: boolean;
  seedPassword: string | undefined;
  /** Invited as the first support administrator while there is none (ADMIN_EMAIL). */
  adminEmail: string | undefined;
  oidc: {
    /** Set when another issuer replaces ours. */
    externalIssuer: string | undefined;
    audience: string;
    accessTokenSeconds: number;
    /** What the apps use at the external issuer where it differs from ours; unset otherwise. */
    externalClients: { customerClientId?: string; supportClientId?: string; scope?: string };
  };
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS. */
  webhookAllowPrivateNetworks: boolean;
  media: {
    maxBytes: number;
    maxPixels: number;
    /** Set when the Unsplash import is configured. */
    unsplash: { accessKey: string; apiUrl: string; imagesOrigin: string } | undefined;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment map, listing every problem at once when any setting is wrong. */
export function parseConfig(source: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV === 'development',
    seedPassword: env.SEED_PASSWORD,
    adminEmail: env.ADMIN_EMAIL,
    oidc: {
      externalIssuer: env.OIDC_ISSUER?.replace(/\/+$/, ''),
      audience: env.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      accessTokenSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      externalClients: {
        customerClientId: env.OIDC_CUSTOMER_CLIENT_ID,
        supportClientId: env.OIDC_SUPPORT_CLIENT_ID,
        scope: env.OIDC_SCOPE,
      },
    },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    trustProxy: env.TRUST_PROXY,
    webhookAllowPrivateNetworks: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
    media: {
      maxBytes: env.MEDIA_MAX_BYTES,
      maxPixels: env.MEDIA_MAX_PIXELS,
      unsplash: env.UNSPLASH_ACCESS_KEY
        ? {
            accessKey: env.UNSPLASH_ACCESS_KEY,
            apiUrl: env.UNSPLASH_API_URL.replace(/\/+$/, ''),
            imagesOrigin: new URL(env.UNSPLASH_IMAGES_URL).origin,
          }
        : undefined,
    },
  };
}

let loaded: Config | undefined;

/** The configuration of this process, read from `process.env` on first use. */
export function loadConfig(): Config {
  loaded ??= parseConfig(process.env);
  return loaded;
}
