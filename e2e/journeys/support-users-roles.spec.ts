import { expect, test } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { signInOnIdentityPage } from '../support/sign-in';

test('support invites a support user, then adds a role for Demo Cafe in the role editor', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  await page.goto('/support/');
  await signInOnIdentityPage(page, demoUsers.support);

  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('row', { name: /Sam Support/ })).toBeVisible();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel('Email').fill(`agent-${suffix}@example.com`);
  await dialog.getByLabel('First name').fill('Alex');
  await dialog.getByLabel('Last name').fill(`Agent ${suffix}`);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`Alex Agent ${suffix}`) })).toBeVisible();

  await page.getByRole('link', { name: 'Roles' }).click();
  await page.getByRole('combobox', { name: 'Client' }).fill('Demo Cafe');
  await page.getByRole('option', { name: 'Demo Cafe' }).click();
  await page.getByRole('button', { name: 'New role' }).click();
  await expect(page).toHaveURL(/\/support\/roles\/demo-cafe\/new$/);
  const save = page.getByRole('button', { name: 'Save role' });
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: /^Name/ }).fill(`Night shift ${suffix}`);
  await page.getByRole('combobox', { name: 'Alarms' }).click();
  await page.getByRole('option', { name: 'View only' }).click();
  await save.click();
  await expect(page).not.toHaveURL(/\/new$/);
  await expect(page.getByRole('combobox', { name: 'Alarms' })).toHaveValue('View only');

  await page.getByRole('button', { name: /back/i }).first().click();
  await expect(page.getByRole('link', { name: `Night shift ${suffix}` })).toBeVisible();
});
