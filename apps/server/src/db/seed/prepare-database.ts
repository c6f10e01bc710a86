import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import { ensureBuiltInFormats } from './ensure-built-in-formats';
import { inviteFirstSupportAdministrator } from './invite-first-support-administrator';
import { seedDemoIfEmpty } from './seed-demo';

type SeedConfig = Pick<Config, 'seedDemo' | 'seedPassword' | 'adminEmail' | 'publicUrl' | 'oidc'>;

/**
 * What every start does on a migrated database before it serves: built-in formats, the demo
 * when SEED_DEMO is on, and the first support administrator's invitation when ADMIN_EMAIL is set.
 */
export async function prepareDatabase(
  db: Database,
  config: SeedConfig,
  log: FastifyBaseLogger,
  mailerWithin: (tx: Database) => Mailer,
): Promise<void> {
  await ensureBuiltInFormats(db);
  const demo = config.seedDemo ? await seedDemoIfEmpty(db, config) : null;
  if (demo) {
    // Only a made-up password is shown, once; configuration refuses to make one up in production.
    log.info(
      {
        emails: demo.emails,
        password: demo.isPasswordGenerated ? demo.password : 'the value of SEED_PASSWORD',
      },
      'Seeded the demo; sign in with these e-mail addresses and this password',
    );
  }
  if (!config.adminEmail) return;
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
}
