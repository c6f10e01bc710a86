import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { useOwnServer } from '../support/own-server';
import { addThroughPicker } from '../support/screens';
import { openPlaylist } from '../support/playlist';
import { openScreenPage, pairScreen } from '../support/screen-player';
import { storedAccessToken } from '../support/session';
import { signInOnIdentityPage } from '../support/sign-in';

// The journey pairs a screen to the demo account and takes the server away under it, so it runs
// a server of its own (own port, own data directory).
const { server, site } = useOwnServer();

/** The text of the sign the screen shows now, read through the frame (same origin, no script). */
const signText = (screen: Page) =>
  screen.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('.player iframe.item.shown');
    return frame?.contentDocument?.body?.innerText ?? '';
  });

test('a sign plays on a screen, follows its item within 5 s and still shows after an offline reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { context: screenContext, screen, code } = await openScreenPage(browser, site());

  await page.goto(`${site()}/`);
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page).toHaveURL(`${site()}/screens`);
  const screenName = 'Fruit counter';
  await pairScreen(page, screen, { site: site(), code, name: screenName });

  // An item, and a menu board sign showing it, made through the calls the sign editor uses.
  const headers = { authorization: `Bearer ${await storedAccessToken(page, 'app')}` };
  const item = await page.request.post(`${site()}/api/facts/Item/new`, {
    headers,
    data: {
      factAttributes: [
        { attributeCode: 'name', value: 'Cox apples' },
        { attributeCode: 'price', value: 2.49 },
      ],
    },
  });
  expect(item.status()).toBe(201);
  const { factCode } = (await item.json()).fact as { factCode: string };
  const signName = `Fruit board ${Date.now().toString(36)}`;
  const sign = await page.request.post(`${site()}/api/media/signs`, {
    headers,
    data: {
      templateCode: 'builtin-menu-board',
      displayName: signName,
      values: { title: 'Fresh today', dishes: [{ product: { factCode } }] },
    },
  });
  expect(sign.ok()).toBe(true);

  await openPlaylist(page, site(), screenName);
  await addThroughPicker(page, { name: signName, tab: 'Signs' });

  // The screen frames the landscape document, laid out at its own pixels and scaled to the layer.
  await expect.poll(() => signText(screen), { timeout: 30_000 }).toContain('Fresh today');
  expect(await signText(screen)).toContain('Cox apples');
  expect(await signText(screen)).toContain('2.49');
  const frame = screen.locator('.player iframe.item.shown');
  await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
  await expect(frame).toHaveAttribute('src', /^\/screen\/signs\/[^/?]+\?v=/);
  expect(await frame.evaluate((element) => element.style.width)).toBe('1920px');
  // Marked, to tell the layer that plays on from one built anew.
  await screen.locator('.player .layer').evaluate((layer) => (layer.dataset.journey = 'before'));

  // The item changes: the sign is drawn again and the screen swaps it in place within 5 s.
  const changed = await page.request.put(`${site()}/api/facts/Item/modifyattributes`, {
    headers,
    data: {
      factCode,
      factAttributes: [
        { attributeCode: 'name', value: 'Gala apples' },
        { attributeCode: 'price', value: 1.99 },
      ],
    },
  });
  expect(changed.ok()).toBe(true);
  await expect.poll(() => signText(screen), { timeout: 5_000 }).toContain('Gala apples');
  expect(await signText(screen)).toContain('1.99');
  // Swapped into the layer that was playing, not a screen started over.
  await expect(screen.locator('.player .layer[data-journey="before"]')).toHaveCount(1);

  // Both orientations are kept for a day without the server.
  await expect
    .poll(() =>
      screen.evaluate(async () => (await (await caches.open('marquee-media-v1')).keys()).length),
    )
    .toBeGreaterThanOrEqual(2);

  // Without a network or a server, a restarted screen still shows the sign as it last was.
  await server().stop();
  await screenContext.setOffline(true);
  await screen.reload();
  await expect.poll(() => signText(screen), { timeout: 15_000 }).toContain('Gala apples');
  await screenContext.close();
});
