import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { demoUsers } from '../support/demo';
import { openScreenPage, pairScreen } from '../support/screen-player';
import { latestMailTo, storedAccessToken } from '../support/session';
import { signInOnIdentityPage } from '../support/sign-in';

declare global {
  interface Window {
    marquee?: { settings: Record<string, unknown> };
  }
}

/** A support user's console page, signed in. */
async function supportConsole(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto('/support/');
  await signInOnIdentityPage(page, demoUsers.support);
  await expect(page).toHaveURL(/\/support\/accounts$/);
  return page;
}

/** An owner's customer app page, signed in. */
async function ownerApp(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto('/');
  await signInOnIdentityPage(page, email);
  await expect(page).toHaveURL(/\/screens$/);
  return page;
}

/** Pairs a new screen page to Demo Retail, placed at Berlin Mitte; answers it and its codes. */
async function pairedRetailScreen(browser: Browser, owner: Page, name: string) {
  const { context, screen, code } = await openScreenPage(browser, baseURL);
  await pairScreen(owner, screen, { site: baseURL, code, name });
  const headers = { authorization: `Bearer ${await storedAccessToken(owner, 'app')}` };
  const found = await owner.request.get(`/api/players?SearchText=${encodeURIComponent(name)}`, {
    headers,
  });
  const playerCode: string = (await found.json()).Players[0].playerCode;
  const locations = await (await owner.request.get('/api/locations', { headers })).json();
  const locationCode: string = locations.locations.find(
    (location: { locationName: string }) => location.locationName === 'Berlin Mitte',
  ).locationCode;
  const placed = await owner.request.put(`/api/players/${playerCode}/settings`, {
    headers,
    data: { locationCode },
  });
  expect(placed.status()).toBe(200);
  return { context, screen, playerCode, locationCode };
}

/** Sets a Text setting at one level on the console's settings page and saves it. */
async function saveGreeting(page: Page, address: string, value: string) {
  await page.goto(address);
  const row = page.getByRole('listitem', { name: 'Greeting' });
  await row.getByRole('textbox', { name: 'Greeting' }).fill(value);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('1 setting saved.')).toBeVisible();
}

const screenGreeting = (screen: Page) =>
  expect.poll(() => screen.evaluate(() => window.marquee?.settings.Greeting), { timeout: 5_000 });

test('a Text setting for Demo Retail at account, location and player reaches a paired screen within 5 s each, and the location’s again when the player inherits', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await ownerApp(browser, demoUsers.retailOwner);
  const { screen, playerCode, locationCode } = await pairedRetailScreen(
    browser,
    owner,
    `Greeting screen ${Date.now().toString(36)}`,
  );

  const page = await supportConsole(browser);
  const settings = '/support/player-settings?accountCode=demo-retail';
  await page.goto(`${settings}&level=Definitions`);
  await page.getByRole('button', { name: 'New definition' }).click();
  const editor = page.getByRole('dialog', { name: 'New setting definition' });
  await editor.getByRole('textbox', { name: /^Code/ }).fill('Greeting');
  await editor.getByRole('textbox', { name: /^Name/ }).fill('Greeting');
  await editor.getByRole('button', { name: 'Save definition' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Greeting' }).first()).toBeVisible();

  await saveGreeting(page, settings, 'Hello from the account');
  await screenGreeting(screen).toBe('Hello from the account');

  await saveGreeting(
    page,
    `${settings}&level=Location&locationCode=${locationCode}`,
    'Hello from Berlin',
  );
  await screenGreeting(screen).toBe('Hello from Berlin');

  const atPlayer = `${settings}&level=Player&code=${playerCode}`;
  await saveGreeting(page, atPlayer, 'Hello from this screen');
  await screenGreeting(screen).toBe('Hello from this screen');

  await page.goto(atPlayer);
  await page.getByRole('button', { name: 'Inherit Greeting' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('1 setting saved.')).toBeVisible();
  await screenGreeting(screen).toBe('Hello from Berlin');
  await expect(
    page.getByRole('listitem', { name: 'Greeting' }).getByText('Inherited from location'),
  ).toBeVisible();
});

test('Triggers switched off for Demo Cafe leaves its owner’s side bar and answers access denied, while Demo Retail keeps it', async ({
  browser,
}) => {
  const page = await supportConsole(browser);
  await page.goto('/support/applications?accountCode=demo-cafe');
  const triggers = page.getByRole('switch', { name: 'Triggers' });
  await expect(triggers).toBeChecked();
  await triggers.click({ force: true });
  await expect(triggers).not.toBeChecked();

  try {
    const cafe = await ownerApp(browser, demoUsers.cafeOwner);
    const nav = cafe.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Screens' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Triggers' })).toHaveCount(0);
    await cafe.goto('/triggers');
    await expect(cafe).toHaveURL(/\/accessdenied$/);

    const retail = await ownerApp(browser, demoUsers.retailOwner);
    await expect(
      retail
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Triggers' }),
    ).toBeVisible();
  } finally {
    await page.reload();
    await page.getByRole('switch', { name: 'Triggers' }).click({ force: true });
    await expect(page.getByRole('switch', { name: 'Triggers' })).toBeChecked();
  }
});

/**
 * A webhook receiver on loopback: answers `status()` and keeps what it accepted. Screens of the
 * account that earlier journeys closed may raise alarms meanwhile, so journeys count by name.
 */
async function startReceiver(status: () => number) {
  const received: { body: string; signature: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const answer = status();
      if (answer < 300) {
        received.push({ body, signature: String(request.headers['x-marquee-signature']) });
      }
      response.statusCode = answer;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/alarm`;
  const about = (name: string) => received.filter((post) => post.body.includes(name));
  return { url, about, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('a closed screen with AlarmAfterMinutes 1 raises a mailed alarm within 90 s that support finds, resends and deletes; its webhook refused with 410 waits in the error queue and, returned, arrives once', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  let answer = 410;
  const receiver = await startReceiver(() => answer);
  try {
    const owner = await ownerApp(browser, demoUsers.retailOwner);
    const name = `Alarm screen ${Date.now().toString(36)}`;
    const { context, playerCode } = await pairedRetailScreen(browser, owner, name);

    const page = await supportConsole(browser);
    const headers = { authorization: `Bearer ${await storedAccessToken(page, 'support')}` };
    // The settings page's rows are walked by the settings journey above; here they are set in
    // one call, as a script of the desk would. The webhook is the account's (a screen has none).
    const onScreen = await page.request.put('/support/api/playerSettings', {
      headers,
      data: {
        accountCode: 'demo-retail',
        type: 'Player',
        code: playerCode,
        settings: [
          { playerSettingCode: 'AlarmAfterMinutes', value: 1 },
          { playerSettingCode: 'HeartbeatIntervalSeconds', value: 10 },
        ],
      },
    });
    expect(onScreen.status()).toBe(200);
    const atAccount = await page.request.put('/support/api/playerSettings', {
      headers,
      data: {
        accountCode: 'demo-retail',
        type: 'Account',
        settings: [
          { playerSettingCode: 'AlarmWebhookUrl', value: receiver.url },
          { playerSettingCode: 'AlarmWebhookSecret', value: 'journey-secret' },
        ],
      },
    });
    expect(atAccount.status()).toBe(200);

    try {
      // The screen picks up its 10 s heartbeat, beats once more, and closes.
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      await context.close();
      const closedAt = Date.now();
      const mail = await latestMailTo(demoUsers.retailOwner, {
        containing: `Alarm: ${name}`,
        timeout: 95_000,
      });
      expect(Date.now() - closedAt).toBeLessThan(95_000);
      expect(mail).toContain('has had no contact');

      // The webhook answered 410: final, so the post waits in the error queue at once.
      await page.goto('/support/endpoints/alarm-webhook');
      const failed = page.getByRole('row').filter({ hasText: name });
      await expect(failed).toBeVisible({ timeout: 20_000 });
      await expect(failed).toContainText('410');
      answer = 200;
      await failed.getByRole('button', { name: 'Return' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Return' }).click();
      await expect(page.getByText('The message was returned to its queue.')).toBeVisible();
      await expect.poll(() => receiver.about(name).length, { timeout: 15_000 }).toBe(1);
      expect(receiver.about(name)[0]!.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
      // Returned once, delivered once: nothing comes again.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      expect(receiver.about(name)).toHaveLength(1);

      // Support finds the alarm, resends it (a new delivery) and deletes it.
      await page.goto('/support/alarms');
      await page.getByRole('textbox', { name: 'Search' }).fill(name);
      const row = page.getByRole('row').filter({ hasText: `Alarm: ${name}` });
      await expect(row).toBeVisible();
      await row
        .getByRole('button', { name: `Alarm: ${name}`, exact: false })
        .first()
        .click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('button', { name: 'Resend' }).click();
      await expect(page.getByText('The alarm was sent again.')).toBeVisible();
      await expect.poll(() => receiver.about(name).length, { timeout: 15_000 }).toBe(2);
      await drawer.getByRole('button', { name: 'Delete' }).click();
      await page
        .getByRole('dialog', { name: 'Delete alarm' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(page.getByText('The alarm was deleted.')).toBeVisible();
      await expect(row).toHaveCount(0);
    } finally {
      await page.request.put('/support/api/playerSettings', {
        headers,
        data: {
          accountCode: 'demo-retail',
          type: 'Account',
          settings: [
            { playerSettingCode: 'AlarmWebhookUrl', inherit: true },
            { playerSettingCode: 'AlarmWebhookSecret', inherit: true },
          ],
        },
      });
    }
  } finally {
    await receiver.close();
  }
});
