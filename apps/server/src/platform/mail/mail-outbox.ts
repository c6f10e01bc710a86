import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The raw message: headers and the (quoted-printable) body. */
  raw: string;
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*)$`, 'im').exec(raw);
  return match?.[1]?.trim() ?? '';
}

/** Undoes quoted-printable soft breaks and escapes so links and texts read back whole. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The messages in the file outbox, oldest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  const files = await readdir(outboxDir).catch(() => []);
  const mails = files.filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    mails.map(async (file) => {
      const raw = await readFile(path.join(outboxDir, file), 'utf8');
      return { file, to: header(raw, 'To'), subject: header(raw, 'Subject'), raw };
    }),
  );
}
