import { expect, test, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config';
import { demoUsers } from '../support/demo';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { signInOnIdentityPage } from '../support/sign-in';

// A shop's server on its LAN: plain HTTP under a host name that is not localhost, which
// browsers treat as an insecure origin (no HSTS exemption, no crypto.subtle).
const hostName = 'signage.lan';
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--host-resolver-rules=MAP ${hostName} 127.0.0.1`],
  },
});

let server: OwnServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer(hostName);
});
test.afterAll(() => server?.dispose());

function site(): string {
  if (!server) throw new Error('The LAN server did not start');
  return server.publicUrl;
}

/** Every request that went over https, failed, or was answered with an error; console errors. */
function watchTransport(page: Page): string[] {
  const problems: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(site())) problems.push(`left the site: ${request.url()}`);
  });
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  return problems;
}

test('the customer app loads over plain HTTP on a LAN name and signs in there', async ({
  page,
}) => {
  const problems = watchTransport(page);
  await page.goto(`${site()}/`);
  await page.waitForURL(new RegExp(`^${site()}/oidc/interaction/`), { timeout: 60_000 });
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page).toHaveURL(`${site()}/screens`);
  await expect(page.getByText('Demo Retail')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the support console loads over plain HTTP on a LAN name up to its sign-in', async ({
  page,
}) => {
  const problems = watchTransport(page);
  await page.goto(`${site()}/support/`);
  await page.waitForURL(new RegExp(`^${site()}/oidc/interaction/`), { timeout: 60_000 });
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('the screen player loads over plain HTTP on a LAN name', async ({ page }) => {
  const problems = watchTransport(page);
  const answer = await page.goto(`${site()}/screen/`);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['strict-transport-security']).toBeUndefined();
  // The player's script ran and reached the gateway: it registered and shows its pairing code.
  await expect(page.locator('.pairing-code')).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
