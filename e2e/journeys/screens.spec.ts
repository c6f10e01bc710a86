import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { waitingScreenCode } from '../support/screens';
import { signInOnIdentityPage } from '../support/sign-in';

/** The table's body rows: the header row holds no cells. */
function bodyRows(page: Page) {
  return page.getByRole('row').filter({ has: page.getByRole('cell') });
}

test('the owner pairs a waiting screen through the wizard, finds it in the list, renames it, opens its settings and playlist, and the forecast of a saved filter', async ({
  page,
  browser,
}) => {
  const screenPage = await (await browser.newContext()).newPage();
  const code = await waitingScreenCode(screenPage);

  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await page.goto('/screens');

  // An account without screens is told how pairing works, and starts the wizard from there.
  await expect(page.getByRole('heading', { name: 'Pair your first screen' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add screen' }).last().click();
  const wizard = page.getByRole('dialog', { name: 'Add a screen' });

  // A code no screen shows gets the spec's sentence and keeps the wizard on the code.
  await wizard.getByLabel('Pairing code').fill(code === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('alert')).toHaveText('There is no player with that player secret.');

  await wizard.getByLabel('Pairing code').fill(code.toLowerCase());
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel(/Screen name/).fill('Lobby screen');
  await wizard.getByLabel('Mounted direction').click();
  await page.getByRole('option', { name: 'Portrait', exact: true }).click();
  await wizard.getByRole('button', { name: 'Add screen' }).click();
  await expect(wizard).toBeHidden();

  const row = bodyRows(page).filter({ hasText: 'Lobby screen' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Portrait');
  // The waiting screen starts its heartbeats once paired; the badge follows without a reload.
  await expect(row.locator('[data-status="online"]')).toBeVisible({ timeout: 15_000 });

  // Rename from the screen's settings; the list follows without a reload.
  await row.getByRole('button', { name: 'Options for Lobby screen' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const details = page.getByRole('dialog', { name: 'Lobby screen' });
  await details.getByRole('textbox', { name: 'Screen name' }).fill('Front lobby');
  await details.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByRole('dialog', { name: 'Front lobby' });
  await expect(renamed.getByText('Saved.')).toBeVisible();
  await renamed.getByRole('tab', { name: 'Information' }).click();
  await expect(renamed.getByText('Paired', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bodyRows(page).filter({ hasText: 'Front lobby' })).toHaveCount(1);

  // Its playlist opens from its name.
  await page.getByRole('link', { name: 'Front lobby' }).click();
  await expect(page.getByRole('heading', { name: 'Playlist of Front lobby' })).toBeVisible();

  // A channel of its own joins the layer's channels, chosen, and can become the takeover, which
  // the server keeps; "Why is this playing?" names it.
  await page.getByRole('button', { name: 'Add channel' }).click();
  const naming = page.getByRole('dialog', { name: 'New channel' });
  await naming.getByLabel('Name').fill('Lunch offers');
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(naming).toBeHidden();
  const lunch = page.getByRole('button', { name: 'Lunch offers', exact: true });
  await expect(lunch).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('Items of Lunch offers')).toBeVisible();
  const takeover = page
    .locator('.mantine-Paper-root')
    .filter({ has: lunch })
    .getByRole('switch', { name: 'Takeover' });
  await takeover.click({ force: true });
  await expect(takeover).toBeChecked();
  await page.reload();
  await expect(takeover).toBeChecked();
  await expect(page.getByText('Lunch offers (this screen): has nothing to play')).toBeVisible();

  // A saved filter of that screen opens its forecast; nothing is scheduled on it yet.
  await page.goto('/screens');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page
    .getByRole('group', { name: 'Add a condition' })
    .getByRole('button', { name: 'Screen names' })
    .click();
  await page
    .getByRole('group', { name: 'Screen names', exact: true })
    .getByRole('textbox', { name: 'Search Screen names…' })
    .fill('Front');
  await page.getByRole('option', { name: 'Front lobby' }).click();
  await page.getByRole('button', { name: 'Save filter' }).click();
  const saveFilter = page.getByRole('dialog', { name: 'Save filter' });
  await saveFilter.getByLabel('Filter name').fill('Lobby only');
  await saveFilter.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('link', { name: 'Forecast' }).click();
  await expect(page.getByRole('heading', { name: 'Forecast: Lobby only' })).toBeVisible();
  await expect(page.getByText('Nothing scheduled')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Front lobby' })).toBeVisible();
  await page.getByText('Month', { exact: true }).click();
  await expect(page).toHaveURL(/horizon=month&from=\d{4}-\d{2}-01/);
  await expect(page.getByText('Nothing scheduled')).toBeVisible();
  await screenPage.context().close();
});
