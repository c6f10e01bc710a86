import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env';
import { fillPlayingEnds } from '../modules/content';
import { ensureBuiltInTemplates, ensureQrCodeTemplates } from '../modules/sign-templates';
import type { Database } from '../platform/db/database';
import type { Mailer } from '../platform/mail/mailer';
import { ensureBuiltInFormats } from './ensure-built-in-formats';
import { inviteFirstSupportAdministrator } from './invite-first-support-administrator';
import { seedDemoIfEmpty, type DemoSeed } from './seed-demo';

type SeedConfig = Pick<Config, 'seedDemo' | 'seedPassword' | 'adminEmail' | 'publicUrl' | 'oidc'>;

export interface PreparedDatabase {
  /** The demo this start seeded; null when it seeded none. */
  demo: DemoSeed | null;
}

/**
 * What every start does on a migrated database before it serves: built-in formats and sign
 * templates (every client's QR code template among them), the playing
 * ends of periods stored before they were kept, the demo when SEED_DEMO is on, and the first
 * support administrator's invitation when ADMIN_EMAIL is set.
 */
export async function prepareDatabase(
  db: Database,
  config: SeedConfig,
  log: FastifyBaseLogger,
  mailerWithin: (tx: Database) => Mailer,
): Promise<PreparedDatabase> {
  await ensureBuiltInFormats(db);
  await ensureBuiltInTemplates(db);
  await ensureQrCodeTemplates(db);
  await fillPlayingEnds(db);
  const demo = config.seedDemo ? await seedDemoIfEmpty(db, config) : null;
  // Its sign-ins end the start, once the server answers (see start-summary.ts).
  if (demo) log.info('Seeded the demo accounts and users');
  if (!config.adminEmail) return { demo };
  const outcome = await inviteFirstSupportAdministrator(
    db,
    config,
    config.adminEmail,
    mailerWithin,
  );
  if (outcome === 'invited') log.info('Mailed ADMIN_EMAIL an invitation as support administrator');
  if (outcome === 'addressTaken') {
    log.warn('ADMIN_EMAIL belongs to a user who is not a support administrator; nobody invited');
  }
  return { demo };
}
