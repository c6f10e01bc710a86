import { expect, test } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { signInOnIdentityPage } from '../support/sign-in';

test('an owner signs in to the customer app and sees their name', async ({ page }) => {
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page).toHaveURL(/\/screens$/);
  await expect(page.getByText('Rita Retail')).toBeVisible();
});

test('a wrong password keeps the person on the sign-in page with a clear error', async ({
  page,
}) => {
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.retailOwner, 'not-the-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('an owner logs out and is asked to sign in again', async ({ page }) => {
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.cafeOwner);
  await expect(page.getByText('Carl Cafe')).toBeVisible();
  await page.goto('/logout');
  await page.waitForURL((url) => !url.pathname.startsWith('/logout'));
  await page.goto('/screens');
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('a support user signs in to the support console', async ({ page }) => {
  await page.goto('/support/');
  await signInOnIdentityPage(page, demoUsers.support);
  await expect(page).toHaveURL(/\/support\//);
  await expect(page.getByText('Sam Support')).toBeVisible();
});
