import { randomUUID } from 'node:crypto';
import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** SMTP connection string; without it mail goes to the file outbox. */
  smtpUrl: string | undefined;
  /** `DATA_DIR/mail`: one .eml file per message, read by the demo and the tests. */
  outboxDir: string;
  from: string;
}

/** Writes a whole file or nothing: temp file, fsync, rename. */
async function writeAtomically(file: string, content: Buffer): Promise<void> {
  const temp = `${file}.${randomUUID()}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file);
}

/**
 * A transport made on the first message: the mail library is loaded only then, since a server
 * may run for days without sending one and it costs about 15 MB of memory.
 */
function lazyTransport(make: (mail: typeof nodemailer) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then(({ default: mail }) => make(mail)));
}

/** Sends through SMTP when configured, otherwise renders each message to an .eml file. */
export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    const transport = lazyTransport((mail) => mail.createTransport(smtpUrl));
    return {
      async send(message) {
        await (await transport()).sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = lazyTransport((mail) =>
    mail.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      await writeAtomically(path.join(options.outboxDir, name), info.message as Buffer);
    },
  };
}
