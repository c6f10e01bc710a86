import { expect, type Page } from '@playwright/test';
import { demoPassword } from './demo';

/** Signs in on the identity server's own page, the way a person does. */
export async function signInOnIdentityPage(page: Page, email: string, password = demoPassword) {
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
