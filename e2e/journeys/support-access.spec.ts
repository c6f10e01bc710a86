import { expect, test } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { storedAccessToken } from '../support/session';
import { signInOnIdentityPage } from '../support/sign-in';

test('a support user opens Demo Cafe as a support user', async ({ page }) => {
  await page.goto('/support/');
  await signInOnIdentityPage(page, demoUsers.support);
  await expect(page.getByText('Sam Support')).toBeVisible();

  // The accounts overview arrives with its own issue; the console's session makes the real call.
  const answer = await page.request.get(
    '/support/api/accounts/demo-cafe/getSupportUserAccessToken',
    { headers: { authorization: `Bearer ${await storedAccessToken(page, 'support')}` } },
  );
  expect(answer.status()).toBe(200);
  const { accessToken } = (await answer.json()) as { accessToken: string };

  await page.goto(`/logins/demo-cafe#access_token=${encodeURIComponent(accessToken)}`);
  await expect(page).toHaveURL(/\/screens$/);
  await expect(page.getByText('Demo Cafe')).toBeVisible();
});
