import { randomUUID } from 'node:crypto';
import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { RunningJob } from '../jobs/job-queue';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Who a message concerns, for the support staff who may see it should it fail for good. */
export interface MailAbout {
  /** The account it is sent for; none (the default) for mail of no account. */
  accountId?: string | null;
}

export interface Mailer {
  send(message: MailMessage, about?: MailAbout): Promise<void>;
}

/** Delivers a queued message; its job names it, so delivering one job twice sends it once. */
export interface MailTransport {
  deliver(message: MailMessage, job: RunningJob): Promise<void>;
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

/** The Message-ID of a job's mail: a receiver that sees one twice can tell it is the same. */
function messageIdOf(job: RunningJob, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'marquee.invalid';
  return `<${job.id}@${domain}>`;
}

/**
 * Sends through SMTP when configured, otherwise renders each message to an .eml file named by the
 * time its job was queued and the job's id: a job run again after a crash between writing and
 * being marked done overwrites its own file rather than adding a second.
 */
export function createMailTransport(options: MailerOptions): MailTransport {
  const { smtpUrl } = options;
  if (smtpUrl) {
    const transport = lazyTransport((mail) => mail.createTransport(smtpUrl));
    return {
      async deliver(message, job) {
        const messageId = messageIdOf(job, options.from);
        await (await transport()).sendMail({ from: options.from, messageId, ...message });
      },
    };
  }
  const transport = lazyTransport((mail) =>
    mail.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async deliver(message, job) {
      const messageId = messageIdOf(job, options.from);
      const info = await (
        await transport()
      ).sendMail({ from: options.from, messageId, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${job.queuedAt.toISOString().replace(/[:.]/g, '-')}-${job.id}.eml`;
      await writeAtomically(path.join(options.outboxDir, name), info.message as Buffer);
    },
  };
}
