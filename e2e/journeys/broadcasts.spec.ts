import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { signInOnIdentityPage } from '../support/sign-in';

const shots = process.env.SHOTS_PREFIX;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}-${name}.png`, fullPage: true });
}

// This journey keeps to the editor's own rules and the list's tabs; saving and what the list
// then shows are in broadcast-promises.spec.ts.
test("broadcasts: the list's tabs, and the editor's periods, groups, group order and unsaved-changes prompt", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page.getByText('Rita Retail')).toBeVisible();
  await page.goto('/broadcast');
  for (const tab of ['All', 'My broadcasts', 'Expired', 'Active', 'Upcoming']) {
    await expect(page.getByRole('tab', { name: tab, exact: true })).toBeVisible();
  }
  await shot(page, 'list-1440');
  // Whoever may build campaigns chooses what to add.
  await page.getByRole('button', { name: 'Add new' }).click();
  await expect(page.getByRole('menuitem', { name: 'Campaign', exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Broadcast', exact: true }).click();
  await expect(page).toHaveURL(/\/broadcast\/new\/details$/);

  // A new broadcast is not red before anything is typed; asking to save shows what is missing.
  await expect(page.getByText('Give the broadcast a name.')).toBeHidden();
  await expect(page.getByText('You have to select at least one layer.')).toBeHidden();
  await page.getByLabel('Broadcast name').fill('Opening hours');
  await page.getByRole('button', { name: 'Add period' }).click();
  for (const day of ['Sat', 'Sun']) await page.getByText(day, { exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('You have to select at least one layer.')).toBeVisible();
  await expect(page).toHaveURL(/\/broadcast\/new\/details$/);

  // Groups: a new one after the active one, a duplicate named with _copy, names unique.
  await page.getByRole('button', { name: 'Add group' }).click();
  await expect(page.getByRole('tab', { name: 'Group 2' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Duplicate group' }).click();
  await expect(page.getByRole('tab', { name: 'Group 2_copy' })).toBeVisible();
  await page.getByLabel('Group name').fill('group 1');
  await expect(page.getByText('Name is already taken.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete group' }).click();
  await expect(page.getByRole('tab', { name: /^Group/ })).toHaveCount(2);

  // Ordering renames every group with its place as the prefix G{n}_.
  await page.getByRole('tab', { name: 'Group 2' }).click();
  await page.getByRole('button', { name: 'Move group back' }).click();
  await expect(page.getByRole('tab', { name: 'G1_Group 2' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab')).toHaveText(['G1_Group 2', 'G2_Group 1']);
  await page.getByRole('button', { name: 'Move group forward' }).click();
  await expect(page.getByRole('tab')).toHaveText(['G1_Group 1', 'G2_Group 2']);
  await shot(page, 'editor-1440');

  // Leaving with unsaved changes asks: cancel stays, don't save leaves.
  // The editor's own Close, in the page: the prompt's close button is named Close too.
  await page.getByRole('main').getByRole('button', { name: 'Close' }).click();
  const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Broadcast name')).toHaveValue('Opening hours');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'editor-390');
  await page.getByRole('main').getByRole('button', { name: 'Close' }).click();
  await prompt.getByRole('button', { name: "Don't save" }).click();
  await expect(page).toHaveURL(/\/broadcast$/);
  await shot(page, 'list-390');
});
