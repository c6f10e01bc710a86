import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { useOwnServer } from '../support/own-server';
import { fillPlaylist, openPlaylist } from '../support/playlist';
import { uploadSampleMedia } from '../support/sample-media';
import {
  bodyRows,
  hasShownInOrder,
  openScreenPage,
  pairScreen,
  shownItems,
} from '../support/screen-player';
import { signInOnIdentityPage } from '../support/sign-in';

// The journey stops and restarts the server under a playing screen, so it runs a server of its
// own (own port, own data directory) and leaves the shared one to the other journeys.
const { server, site } = useOwnServer();

/** Opens the screen's details beside the list, on one of its tabs. */
async function openDetails(page: Page, screenName: string, tab: string) {
  await page.goto(`${site()}/screens`);
  await bodyRows(page)
    .filter({ hasText: screenName })
    .getByRole('button', { name: `Options for ${screenName}` })
    .click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const details = page.getByRole('dialog', { name: screenName });
  await details.getByRole('tab', { name: tab }).click();
  return details;
}

test('a screen is paired, plays its playlist in order, obeys commands, plays on through a server outage and is released', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const {
    context: screenContext,
    screen,
    pairingCode,
    code,
  } = await openScreenPage(browser, site());

  // The owner pairs it; the screen leaves its code for its fallback within 5 s, unprompted.
  await page.goto(`${site()}/`);
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page).toHaveURL(`${site()}/screens`);
  const screenName = 'Window display';
  const row = await pairScreen(page, screen, { site: site(), code, name: screenName });

  // Two images and a video go into the library, then into the playlist in that order.
  const media = await uploadSampleMedia(page, site());

  await openPlaylist(page, site(), screenName);
  await fillPlaylist(page, [media.wide, media.square, media.clip]);

  const round = [media.wide.shows, media.square.shows, media.clip.shows, media.wide.shows];
  await expect.poll(() => hasShownInOrder(screen, round), { timeout: 60_000 }).toBe(true);
  // Every file is kept on the screen by its content hash, ready for a day without the server.
  await expect
    .poll(() =>
      screen.evaluate(async () => (await (await caches.open('marquee-media-v1')).keys()).length),
    )
    .toBe(3);

  // Reboot: the player reloads within 5 s and plays on from what it kept.
  const remote = await openDetails(page, screenName, 'Remote');
  const reloaded = screen.waitForEvent('load', { timeout: 5_000 });
  await remote.getByRole('button', { name: 'Reboot' }).click();
  await reloaded;
  await expect(screen.locator('.player .item.shown').first()).toBeVisible({ timeout: 5_000 });

  // An ordered screenshot and ordered logs appear in the app.
  await remote.getByRole('button', { name: 'Order screenshot' }).click();
  const screenshot = remote.getByRole('img', { name: 'What the screen showed' });
  await expect(screenshot).toBeVisible({ timeout: 15_000 });
  // A picture the browser could decode, not an empty or broken answer.
  await expect
    .poll(() => screenshot.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await remote.getByRole('button', { name: 'Order logs' }).click();
  await expect(remote.getByTestId('screen-logs')).toContainText('command orderLogs', {
    timeout: 15_000,
  });
  await page.keyboard.press('Escape');

  // With the server stopped the screen keeps playing: another whole round, video included.
  let statesHeard = 0;
  screen.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).includes('"type":"state"')) statesHeard += 1;
    });
  });
  await server().stop();
  const sinceStop = (await shownItems(screen)).length;
  await expect
    .poll(() => hasShownInOrder(screen, round, sinceStop), { timeout: 60_000 })
    .toBe(true);
  await expect(pairingCode).toBeHidden();

  // Back up, the screen reconnects by itself and the list shows it online again.
  await server().start();
  // Its reconnects back off with jitter up to a minute, and one that lands while the server is
  // still starting waits a second ceiling: allow two, and the start.
  await expect.poll(() => statesHeard, { timeout: 150_000 }).toBeGreaterThan(0);
  await page.goto(`${site()}/screens`);
  await expect(row.locator('[data-status="online"]')).toBeVisible({ timeout: 30_000 });

  // Release: the device forgets the account and shows a new code.
  const settings = await openDetails(page, screenName, 'Settings');
  await settings.getByRole('button', { name: 'Release' }).click();
  await page
    .getByRole('dialog', { name: `Release ${screenName}` })
    .getByRole('button', { name: 'Release' })
    .click();
  await expect(pairingCode).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/, { timeout: 10_000 });
  await expect(pairingCode).not.toHaveText(code);
  await screenContext.close();
});
