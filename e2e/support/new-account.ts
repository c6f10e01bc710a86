import { expect, type Browser, type Page } from '@playwright/test';
import { demoUsers } from './demo';
import { identityLinkIn, latestMailTo, storedAccessToken } from './session';
import { signInOnIdentityPage } from './sign-in';

export interface NewAccount {
  accountName: string;
  email: string;
  password: string;
  /** The owner's page, signed in to the customer app of an account with nothing in it. */
  page: Page;
}

/**
 * Creates a fresh account as support staff would (the console's own form has its journey in
 * support-accounts.spec.ts; here support's session makes the call, to set up quickly), then
 * the owner chooses a password through the invitation mail and signs in.
 */
export async function createNewAccount(browser: Browser): Promise<NewAccount> {
  const suffix = Date.now().toString(36);
  const accountName = `Empty Shop ${suffix}`;
  const email = `owner-${suffix}@example.com`;

  const support = await browser.newContext();
  const supportPage = await support.newPage();
  await supportPage.goto('/support/');
  await signInOnIdentityPage(supportPage, demoUsers.support);
  await expect(supportPage).toHaveURL(/\/support\/accounts$/);
  const headers = {
    authorization: `Bearer ${await storedAccessToken(supportPage, 'support')}`,
  };
  const created = await supportPage.request.post('/support/api/accounts', {
    headers,
    data: {
      AccountName: accountName,
      OwnerEmail: email,
      OwnerFirstName: 'Ada',
      OwnerLastName: 'New',
    },
  });
  expect(created.status()).toBe(201);
  await support.close();

  const page = await (await browser.newContext()).newPage();
  const password = `chosen-Password-${suffix}`;
  await page.goto(identityLinkIn(await latestMailTo(email)));
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password is saved. You can sign in now.')).toBeVisible();
  await page.goto('/');
  await signInOnIdentityPage(page, email, password);
  return { accountName, email, password, page };
}
