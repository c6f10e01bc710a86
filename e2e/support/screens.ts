import { expect, type Locator, type Page } from '@playwright/test';
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
  {
    code,
    name,
    tags = [],
    location,
  }: { code: string; name: string; tags?: string[]; location?: string },
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
  if (location) await pickByName(page, wizard.getByLabel('Location', { exact: true }), location);
  await wizard.getByRole('button', { name: 'Add screen' }).click();
  await expect(wizard).toBeHidden();
}

/** Types into a code picker and chooses the suggestion of that name. */
export async function pickByName(page: Page, picker: Locator, name: string): Promise<void> {
  await picker.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  // Leaving the field closes its suggestions; Escape would close a dialog around it.
  await page.keyboard.press('Tab');
}

/** Adds one media from the library to the open playlist through the media picker. */
export async function addThroughPicker(page: Page, media: { name: string; tab: string }) {
  await pickMedia(page, media);
  await expect(page.getByRole('checkbox', { name: `Select ${media.name}` })).toBeVisible();
}
