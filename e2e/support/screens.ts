import { expect, type Page } from '@playwright/test';
import { pickMedia } from './sample-media';

/** What a waiting screen shows to be paired: six characters that cannot be misread. */
export const pairingCodePattern = /^[A-HJ-NP-Z2-9]{6}$/;

/** Opens the screen player (`address`, on the journeys' server by default) and reads its code. */
export async function waitingScreenCode(screen: Page, address = '/screen/'): Promise<string> {
  await screen.goto(address);
  const code = screen.locator('.pairing-code');
  await expect(code).toHaveText(pairingCodePattern);
  return (await code.textContent()) ?? '';
}

/**
 * Pairs a waiting screen under a name (and tags) through the add-screen wizard of the open
 * screens list.
 */
export async function pairThroughWizard(
  page: Page,
  { code, name, tags = [] }: { code: string; name: string; tags?: string[] },
): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Add screen' }).first().click();
  const wizard = page.getByRole('dialog', { name: 'Add a screen' });
  await wizard.getByLabel('Pairing code').fill(code);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel(/Screen name/).fill(name);
  for (const tag of tags) {
    await wizard.getByLabel('Tags', { exact: true }).fill(tag);
    await page.keyboard.press('Enter');
  }
  // Leaving the field closes its suggestions, which would cover the button.
  if (tags.length > 0) await page.keyboard.press('Tab');
  await wizard.getByRole('button', { name: 'Add screen' }).click();
  await expect(wizard).toBeHidden();
}

/** Adds one media from the library to the open playlist through the media picker. */
export async function addThroughPicker(page: Page, media: { name: string; tab: string }) {
  await pickMedia(page, media);
  await expect(page.getByRole('checkbox', { name: `Select ${media.name}` })).toBeVisible();
}
