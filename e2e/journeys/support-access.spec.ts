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

test("a support user opens an account's details, a missing player of it, and the account as a support user", async ({
  page,
}) => {
  await page.goto('/support/');
  await signInOnIdentityPage(page, demoUsers.support);
  await page.getByRole('textbox', { name: 'Search' }).fill('Cafe');
  await page.getByRole('link', { name: 'Demo Cafe' }).click();

  await expect(page).toHaveURL(/\/support\/accounts\/demo-cafe$/);
  await expect(page.getByRole('heading', { name: 'Demo Cafe' })).toBeVisible();
  await expect(page.getByText(demoUsers.cafeOwner)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  // A player address shows the same account with a panel for the player, not the overview.
  await page.goto('/support/accounts/demo-cafe/players/no-such-player');
  await expect(page.getByRole('heading', { name: 'Demo Cafe' })).toBeVisible();
  await expect(page.getByText('No player with the code no-such-player')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  const customerTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Open customer app as this account' }).click();
  const customer = await customerTab;
  await expect(customer.getByText('Demo Cafe')).toBeVisible();
  await customer.close();

  await page.getByRole('link', { name: 'Back to overview' }).click();
  await expect(page).toHaveURL(/\/support\/accounts$/);
  await expect(page.getByRole('table')).toBeVisible();
});
