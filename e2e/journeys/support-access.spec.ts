import { expect, test, type Download } from '@playwright/test';
import ExcelJS from 'exceljs';
import { demoUsers } from '../support/demo';
import { dropFiles } from '../support/drop-files';
import { addThroughPicker, pairThroughWizard, waitingScreenCode } from '../support/screens';
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

test('a support user back from acting in an account who opens the customer app is told it is not theirs and led to the console', async ({
  page,
}) => {
  await page.goto('/support/');
  await signInOnIdentityPage(page, demoUsers.support);
  await page.getByRole('textbox', { name: 'Search' }).fill('Cafe');
  const customerTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Open Demo Cafe as a support user' }).click();
  const customer = await customerTab;
  // The tab signs in and lands on its first page; a click before it lands is undone by landing.
  await expect(customer).toHaveURL(/\/screens$/);
  await customer.getByRole('button', { name: 'Back to the support console' }).click();
  await expect(customer).toHaveURL(/\/support\/accounts\/demo-cafe$/);

  // The identity server still knows the support user, so the customer app signs them in as
  // themselves: a person without a customer account, which the app must say plainly.
  await customer.goto('/');
  await expect(customer.getByRole('heading', { name: 'This is the customer app' })).toBeVisible();
  await expect(customer.getByText('We could not load your account')).toHaveCount(0);
  await expect(customer.getByText('You do not have permission')).toHaveCount(0);
  await expect(customer.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await customer.getByRole('link', { name: 'Go to the support console' }).click();
  await expect(customer).toHaveURL(/\/support\/accounts$/);
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

/** The account's players as the console exports them, and the sheet's first row. */
async function exportedWorkbook(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  return { workbook, sheet, column: (name: string) => header.indexOf(name) };
}

test("support finds a Demo Cafe player, comments, sets its custom status, orders its screenshot, renames it in the players' workbook and acts as the account", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // The cafe owner pairs a screen and gives it a picture to play, so the console has a
  // connected player that can send what it shows.
  const screenPage = await (
    await browser.newContext({ viewport: { width: 960, height: 540 } })
  ).newPage();
  const code = await waitingScreenCode(screenPage);
  const owner = await (await browser.newContext()).newPage();
  await owner.goto('/');
  await signInOnIdentityPage(owner, demoUsers.cafeOwner);
  await owner.goto('/screens');
  await pairThroughWizard(owner, { code, name: 'Cafe counter' });
  const picture = `menu-${Date.now().toString(36)}`;
  await owner.goto('/media');
  await dropFiles(owner, owner.getByTestId('media-upload-zone'), [
    { name: `${picture}.png`, color: '#2f9e44', width: 640, height: 360 },
  ]);
  await expect(owner.getByText(`Uploaded ${picture}.png`)).toBeVisible({ timeout: 30_000 });
  await owner.goto('/screens');
  await owner.getByRole('link', { name: 'Cafe counter' }).click();
  await addThroughPicker(owner, { name: picture, tab: 'Images' });
  await expect(screenPage.locator('.player .item.shown').first()).toBeVisible({
    timeout: 30_000,
  });
  await owner.context().close();

  await page.goto('/support/');
  await signInOnIdentityPage(page, demoUsers.support);
  await expect(page).toHaveURL(/\/support\/accounts$/);
  await page.goto('/support/accounts/demo-cafe');
  await page.getByRole('textbox', { name: 'Search players' }).fill('count');
  await page.getByRole('link', { name: 'Cafe counter' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Playing playlist version')).toBeVisible();

  await drawer.getByRole('textbox', { name: 'New comment' }).fill('Checked the cabling');
  await drawer.getByRole('button', { name: 'Add comment' }).click();
  await expect(drawer.getByTestId('comments')).toContainText('Checked the cabling');

  // A custom status that overwrites the online status shows in its place.
  await drawer.getByRole('textbox', { name: 'Status text' }).fill('Under repair');
  await drawer.getByRole('button', { name: 'Set status' }).click();
  await expect(drawer.locator('[data-status="custom"]')).toHaveText('Under repair');
  await expect(drawer.getByRole('button', { name: 'Replace status' })).toBeVisible();

  // The screen sends a picture of what it plays, at its own size (a PNG the browser decodes),
  // and its log, also when the log is ordered before the screenshot order was taken.
  await drawer.getByRole('button', { name: 'Order screenshot' }).click();
  await drawer.getByRole('button', { name: 'Order logs' }).click();
  const screenshot = drawer.getByRole('img', { name: 'What the screen showed' });
  await expect(screenshot).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() =>
      screenshot.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]),
    )
    .toEqual([960, 540]);
  await expect(drawer.getByTestId('screen-logs')).toContainText('command orderLogs', {
    timeout: 20_000,
  });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/support\/accounts\/demo-cafe$/);

  // The exported workbook with one name changed makes that one modification, and applies it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const exported = await download;
  expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);
  const { workbook, sheet, column } = await exportedWorkbook(exported);
  const counters = sheet
    .getColumn(column('Name'))
    .values.flatMap((name, row) => (name === 'Cafe counter' ? [row] : []));
  expect(counters).toHaveLength(1);
  const counter = sheet.getRow(counters[0]!);
  const playerCode = String(counter.getCell(column('Player code')).value);
  counter.getCell(column('Name')).value = 'Cafe counter by the door';
  const edited = test.info().outputPath('players-renamed.xlsx');
  await workbook.xlsx.writeFile(edited);
  await page.locator('input[type="file"]').setInputFiles(edited);
  const review = page.getByRole('dialog', { name: 'Review the modifications' });
  await expect(review.getByText(/^1 modification;/)).toBeVisible();
  const modifications = review.getByTestId('workbook-modifications').locator('tbody tr');
  await expect(modifications).toHaveCount(1);
  await expect(modifications.getByRole('cell')).toHaveText([
    String(counters[0]),
    playerCode,
    'Name: Cafe counter → Cafe counter by the door',
  ]);
  await review.getByRole('button', { name: 'Apply' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByText('1 player was modified.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search players' }).fill('door');
  await page.getByRole('link', { name: 'Cafe counter by the door' }).click();
  await expect(
    page
      .getByRole('dialog')
      .getByRole('heading', { name: 'Cafe counter by the door', exact: true }),
  ).toBeVisible();
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
