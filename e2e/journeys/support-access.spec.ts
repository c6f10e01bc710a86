import { expect, test, type Page } from '@playwright/test';
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
  await expect(customer.getByText('Demo Cafe', { exact: true })).toBeVisible();
  await expect(customer.getByText('Sam Support', { exact: true })).toBeVisible();
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

  // A player address shows the same account with the player's drawer, which says what failed.
  await page.goto('/support/accounts/demo-cafe/players/no-such-player');
  await expect(page.getByRole('heading', { name: 'Demo Cafe' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('alert').first()).toHaveText(
    "An error occured when fetching the player's details.",
  );
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/support\/accounts\/demo-cafe$/);

  const customerTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Open customer app as this account' }).click();
  const customer = await customerTab;
  await expect(customer.getByText('Demo Cafe', { exact: true })).toBeVisible();
  await customer.close();

  await page.getByRole('link', { name: 'Back to overview' }).click();
  await expect(page).toHaveURL(/\/support\/accounts$/);
  await expect(page.getByRole('table')).toBeVisible();
});

/** Opens the screen player in a browser of its own and reads the code it shows. */
async function waitingScreenCode(screenPage: Page): Promise<string> {
  await screenPage.goto('/screen/');
  const code = screenPage.locator('.pairing-code');
  await expect(code).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
  return (await code.textContent()) ?? '';
}

test("support finds a Demo Cafe player, comments, sets its custom status, orders its logs, round-trips the players' workbook and acts as the account", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The cafe owner pairs a screen, so the console has a connected player to work on.
  const screenPage = await (await browser.newContext()).newPage();
  const code = await waitingScreenCode(screenPage);
  const owner = await (await browser.newContext()).newPage();
  await owner.goto('/');
  await signInOnIdentityPage(owner, demoUsers.cafeOwner);
  await owner.goto('/screens');
  await owner.getByRole('button', { name: 'Add screen' }).first().click();
  const wizard = owner.getByRole('dialog', { name: 'Add a screen' });
  await wizard.getByLabel('Pairing code').fill(code);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel(/Screen name/).fill('Cafe counter');
  await wizard.getByRole('button', { name: 'Add screen' }).click();
  await expect(wizard).toBeHidden();
  await owner.context().close();

  await page.goto('/support/');
  await signInOnIdentityPage(page, demoUsers.support);
  await page.getByRole('textbox', { name: 'Search' }).fill('Cafe');
  await page.getByRole('link', { name: 'Demo Cafe' }).click();
  await page.getByRole('textbox', { name: 'Search players' }).fill('count');
  await page.getByRole('link', { name: 'Cafe counter' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('LastInUseHashCode')).toBeVisible();

  await drawer.getByRole('textbox', { name: 'New comment' }).fill('Checked the cabling');
  await drawer.getByRole('button', { name: 'Add comment' }).click();
  await expect(drawer.getByTestId('comments')).toContainText('Checked the cabling');

  // A custom status that overwrites the online status shows in its place.
  await drawer.getByRole('textbox', { name: 'Status text' }).fill('Under repair');
  await drawer.getByRole('button', { name: 'Set status' }).click();
  await expect(drawer.locator('[data-status="custom"]')).toHaveText('Under repair');
  await expect(drawer.getByRole('button', { name: 'Replace status' })).toBeVisible();

  // A screen with nothing to play has no picture to send; its log always comes.
  await drawer.getByRole('button', { name: 'Order logs' }).click();
  await expect(drawer.getByTestId('screen-logs')).toContainText('command orderLogs', {
    timeout: 20_000,
  });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/support\/accounts\/demo-cafe$/);

  // The exported workbook uploaded unchanged would modify nothing.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const workbook = await download;
  expect(workbook.suggestedFilename()).toMatch(/\.xlsx$/);
  await page.locator('input[type="file"]').setInputFiles(await workbook.path());
  const review = page.getByRole('dialog', { name: 'Review the modifications' });
  await expect(review).toContainText('0 modifications');
  await expect(review.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await page.keyboard.press('Escape');

  const customerTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Open customer app as this account' }).click();
  const customer = await customerTab;
  await expect(customer.getByTestId('support-access-banner')).toHaveText(
    /acting in Demo Cafe as support user Sam Support/,
  );
  await customer.getByRole('button', { name: 'Back to the support console' }).click();
  await expect(customer).toHaveURL(/\/support\//);
  await screenPage.context().close();
});
