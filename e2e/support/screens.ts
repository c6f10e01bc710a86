import { expect, type Page } from '@playwright/test';

/** What a waiting screen shows to be paired: six characters that cannot be misread. */
export const pairingCodePattern = /^[A-HJ-NP-Z2-9]{6}$/;

/** Opens the screen player (`address`, on the journeys' server by default) and reads its code. */
export async function waitingScreenCode(screen: Page, address = '/screen/'): Promise<string> {
  await screen.goto(address);
  const code = screen.locator('.pairing-code');
  await expect(code).toHaveText(pairingCodePattern);
  return (await code.textContent()) ?? '';
}

/** Pairs a waiting screen under a name through the add-screen wizard of the open screens list. */
export async function pairScreen(page: Page, code: string, name: string): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Add screen' }).first().click();
  const wizard = page.getByRole('dialog', { name: 'Add a screen' });
  await wizard.getByLabel('Pairing code').fill(code);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel(/Screen name/).fill(name);
  await wizard.getByRole('button', { name: 'Add screen' }).click();
  await expect(wizard).toBeHidden();
}

/** Adds one media from the library to the open playlist through the media picker. */
export async function addThroughPicker(page: Page, { name, tab }: { name: string; tab: string }) {
  await page.getByRole('button', { name: 'Add media' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose media' });
  await picker.getByRole('tab', { name: tab }).click();
  await picker.getByRole('textbox', { name: 'Search media…' }).fill(name);
  const choices = picker.getByRole('checkbox', { name: /^Select row / });
  await expect(choices).toHaveCount(1);
  await choices.check();
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('checkbox', { name: `Select ${name}` })).toBeVisible();
}
