import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../../config/env';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The outbox directory mail goes to without SMTP. */
export function mailOutboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'mail');
}

/** Decorates `app.mailer`: SMTP when `SMTP_URL` is set, else .eml files in DATA_DIR/mail. */
export const mailPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate(
      'mailer',
      createMailer({
        smtpUrl: config.smtpUrl,
        outboxDir: mailOutboxDir(config),
        from: config.mailFrom,
      }),
    );
  },
  { name: 'mail' },
);
