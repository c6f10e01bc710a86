import { expect, test } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { inviteUser, signInInvitee } from '../support/invite';
import { signInOnIdentityPage } from '../support/sign-in';

test('switching the language changes the visible texts and is remembered', async ({ page }) => {
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByText('Media library')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Svenska' }).click();
  const swedishNavigation = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(swedishNavigation.getByText('Mediebibliotek')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Skärmar', exact: true })).toBeVisible();
  await expect(page.getByText('Media library')).toHaveCount(0);

  await page.reload();
  await expect(swedishNavigation.getByText('Mediebibliotek')).toBeVisible();
});

test('a user without a permission sees only what they may open and is denied the rest', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page.getByText('Rita Retail')).toBeVisible();
  const viewer = await inviteUser(page, browser, {
    firstName: 'Vera',
    lastName: 'Viewer',
    roleName: 'User',
  });
  await signInInvitee(viewer);
  await expect(viewer.page.getByText('Vera Viewer')).toBeVisible();

  const navigation = viewer.page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByText('Screens')).toBeVisible();
  await expect(navigation.getByText('Settings')).toHaveCount(0);
  await expect(navigation.getByText('Users & roles')).toHaveCount(0);

  await viewer.page.goto('/settings');
  await expect(viewer.page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await viewer.page.getByRole('button', { name: 'Try again' }).click();
  await expect(viewer.page.getByRole('heading', { name: 'Access denied' })).toBeVisible();

  // A denied route with a fallback sends the user there instead.
  await viewer.page.goto('/broadcast/new/details');
  await expect(viewer.page).toHaveURL(/\/broadcast$/);
});
