import { expect, test } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { signInOnIdentityPage } from '../support/sign-in';

test('a support user finds Demo Cafe and opens it as a support user', async ({ page }) => {
  await page.goto('/support/');
  await signInOnIdentityPage(page, demoUsers.support);
  await expect(page.getByText('Sam Support')).toBeVisible();
  await expect(page).toHaveURL(/\/support\/accounts$/);

  await page.getByRole('textbox', { name: 'Search' }).fill('Cafe');
  await expect(page.getByRole('cell', { name: 'Demo Retail' })).toHaveCount(0);
  const customerTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Open Demo Cafe as a support user' }).click();

  const customer = await customerTab;
  await expect(customer).toHaveURL(/\/screens$/);
  await expect(customer.getByText('Demo Cafe')).toBeVisible();
  await expect(customer.getByText('Sam Support')).toBeVisible();
});
