import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The access token an app keeps under its own storage key (`app` or `support`). */
export async function storedAccessToken(page: Page, app: 'app' | 'support'): Promise<string> {
  const token = await page.evaluate(
    (key) => localStorage.getItem(key),
    `marquee.${app}.access_token`,
  );
  expect(token, `marquee.${app}.access_token`).toBeTruthy();
  return token!;
}

/**
 * The newest mail the server wrote to its outbox for an address (and holding a text, when
 * given), waited for up to `timeout` ms.
 */
export async function latestMailTo(
  address: string,
  { containing = '', timeout }: { containing?: string; timeout?: number } = {},
): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR!, 'mail');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [] as string[])).sort();
        for (const name of names.reverse()) {
          const text = await readFile(join(outbox, name), 'utf8');
          if (text.includes(address) && text.includes(containing)) return (found = text);
        }
        return undefined;
      },
      timeout === undefined ? {} : { timeout },
    )
    .toBeTruthy();
  return found!;
}

/** The first link in a mail to one of the identity server's pages, quoted-printable undone. */
export function identityLinkIn(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = unfolded.match(/https?:\/\/[^\s"<>]+\/oidc\/[^\s"<>]+/)?.[0];
  expect(link, 'a link to the identity server in the mail').toBeTruthy();
  return link!.replace(/&amp;/g, '&');
}
