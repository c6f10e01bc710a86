import type { Page } from '@playwright/test';

/** A row of the media library, by the button on its name. */
export function mediaRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
}

/** Types into a text field of the sign form, which opens for editing and keeps the text on leaving. */
export async function fillSignText(page: Page, label: string, text: string, nth = 0) {
  await page
    .getByRole('button', { name: `Edit ${label}` })
    .nth(nth)
    .click();
  await page.getByRole('textbox', { name: label }).fill(text);
  await page.getByRole('textbox', { name: 'Sign name' }).click();
}

/** The names a zip holds, read from its central directory. */
export function namesInZip(bytes: Buffer): string[] {
  const names: string[] = [];
  for (let at = bytes.indexOf('PK\x01\x02'); at >= 0; at = bytes.indexOf('PK\x01\x02', at + 4)) {
    const length = bytes.readUInt16LE(at + 28);
    names.push(bytes.toString('utf8', at + 46, at + 46 + length));
  }
  return names;
}
