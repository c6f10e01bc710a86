import { expect, test } from '@playwright/test';
import { accessTokenSeconds, demoUsers } from '../support/demo';
import { storedAccessToken } from '../support/session';
import { signInOnIdentityPage } from '../support/sign-in';

test('an owner signs in to the customer app and sees their name', async ({ page }) => {
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page).toHaveURL(/\/screens$/);
  await expect(page.getByText('Rita Retail')).toBeVisible();
  await expect(page.getByText('Demo Retail')).toBeVisible();
});

test('a wrong password keeps the person on the sign-in page with a clear error', async ({
  page,
}) => {
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.retailOwner, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('The email or password is not correct.');
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('an owner stays signed in past an access token lifetime', async ({ page }) => {
  // The page's clock runs as usual until the test moves it on past the token's lifetime, which
  // fires the renewal the app has scheduled instead of waiting for it.
  await page.clock.install();
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page.getByText('Rita Retail')).toBeVisible();
  const firstToken = await storedAccessToken(page, 'app');

  await page.clock.runFor((accessTokenSeconds + 30) * 1000);
  await expect.poll(() => storedAccessToken(page, 'app')).not.toBe(firstToken);
  const renewedToken = await storedAccessToken(page, 'app');

  const answer = await page.request.get('/api/users/signedInUser', {
    headers: { authorization: `Bearer ${renewedToken}` },
  });
  expect(answer.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Rita Retail')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
});

test('an owner logs out and is asked to sign in again', async ({ page }) => {
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.cafeOwner);
  await expect(page.getByText('Carl Cafe')).toBeVisible();
  await page.goto('/logout');
  await page.getByRole('button', { name: 'Sign out' }).click();
  // End-session returns to the app, which has no session left and asks for one.
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.goto('/screens');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByText('Carl Cafe')).toHaveCount(0);
});

test('an owner who came in through their account login page returns there after logout', async ({
  page,
}) => {
  await page.goto('/logins/demo-cafe');
  await signInOnIdentityPage(page, demoUsers.cafeOwner);
  await expect(page.getByText('Carl Cafe')).toBeVisible();
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/logout');
  await page.getByRole('button', { name: 'Sign out' }).click();
  // End-session may only return to the root, which forwards to the login page, which asks to sign in.
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(visited).toContain('/logins/demo-cafe');
  const stored = await page.evaluate(() => ({
    provider: localStorage.getItem('marquee.app.login_provider'),
    pending: localStorage.getItem('marquee.app.logout_return_to'),
  }));
  expect(stored).toEqual({ provider: 'demo-cafe', pending: null });
});

test('a support user signs in to the support console', async ({ page }) => {
  await page.goto('/support/');
  await signInOnIdentityPage(page, demoUsers.support);
  await expect(page).toHaveURL(/\/support\//);
  await expect(page.getByText('Sam Support')).toBeVisible();
});

test("the console's login address starts its sign-in with the console's client id, signed in or not", async ({
  page,
}) => {
  const clientIds: (string | null)[] = [];
  page.on('request', (request) => {
    const address = new URL(request.url());
    if (address.pathname === '/oidc/auth') clientIds.push(address.searchParams.get('client_id'));
  });
  await page.goto('/support/logins/');
  await signInOnIdentityPage(page, demoUsers.support);
  await expect(page.getByText('Sam Support')).toBeVisible();
  expect(clientIds).toEqual(['marquee-support']);

  // Signed in, the address still goes through the identity server, which knows the person.
  await page.goto('/support/logins/');
  await expect.poll(() => clientIds).toEqual(['marquee-support', 'marquee-support']);
  await expect(page).toHaveURL(/\/support\/accounts$/);
  await expect(page.getByText('Sam Support')).toBeVisible();
});
