import { expect, test } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { identityLinkIn, latestMailTo } from '../support/session';
import { signInOnIdentityPage } from '../support/sign-in';

test('support creates an account, invites a user to it and deletes it after typing its name', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const name = `Harbour Gym ${suffix}`;
  const owner = `owner-${suffix}@example.com`;
  const staff = `staff-${suffix}@example.com`;
  await page.goto('/support/');
  await signInOnIdentityPage(page, demoUsers.support);
  await expect(page).toHaveURL(/\/support\/accounts$/);

  await page.getByRole('button', { name: 'New account' }).click();
  const create = page.getByRole('dialog', { name: 'New account' });
  await create.getByLabel('Account name').fill(name);
  await create.getByRole('textbox', { name: "Owner's email" }).fill(owner);
  await create.getByRole('combobox', { name: 'Business type' }).click();
  await page.getByRole('option', { name: 'Fitness' }).click();
  await create.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Fitness', { exact: true })).toBeVisible();
  // The owner is invited by mail with a link to choose a password.
  identityLinkIn(await latestMailTo(owner));

  await page.getByRole('button', { name: 'Invite user' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite user' });
  await invite.getByLabel('Email').fill(staff);
  await invite.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Publisher' }).click();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  await expect(page.getByText(`Added new user ${staff}`)).toBeVisible();
  identityLinkIn(await latestMailTo(staff));

  await page.getByRole('button', { name: 'Delete account' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete account' });
  await expect(remove).toContainText(`This deletes ${name}`);
  const typed = remove.getByRole('textbox', { name: "Type the account's name to confirm" });
  await typed.fill(name.toLowerCase());
  await expect(remove.getByRole('button', { name: 'Delete account' })).toBeDisabled();
  await typed.fill(name);
  await remove.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/support\/accounts$/);

  await page.getByRole('combobox', { name: 'Account view' }).click();
  await page.getByRole('option', { name: 'Accounts' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(page.getByText('Nothing matches')).toBeVisible();
});
