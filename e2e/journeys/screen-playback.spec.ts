import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { demoUsers } from '../support/demo';
import { dropFiles } from '../support/drop-files';
import { startOwnServer, type OwnServer } from '../support/own-server';
import {
  addThroughPicker,
  pairingCodePattern,
  pairScreen,
  waitingScreenCode,
} from '../support/screens';
import { signInOnIdentityPage } from '../support/sign-in';

/** Two seconds of H.264 at 320×180 (make-sample-video.ts writes it). */
const sampleVideo = readFileSync(new URL('../fixtures/sample-320x180.mp4', import.meta.url));

// The journey stops and restarts the server under a playing screen, so it runs a server of its
// own (own port, own data directory) and leaves the shared one to the other journeys.
let server: OwnServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer();
});
test.afterAll(() => server?.dispose());

function site(): string {
  if (!server) throw new Error('The journey server did not start');
  return server.publicUrl;
}

declare global {
  interface Window {
    /** What the screen showed, in order: each item as it fades in, by its element and size. */
    shownItems: string[];
  }
}

/**
 * Records on the screen page every item that starts to show. The media are told apart by their
 * pixel sizes, which the journey chose, so the check needs no codes from the server.
 */
function recordShownItems() {
  window.shownItems = [];
  new MutationObserver((records) => {
    for (const record of records) {
      const element = record.target;
      const wasShown = /\bshown\b/.test(record.oldValue ?? '');
      if (!(element instanceof HTMLElement) || wasShown || !element.classList.contains('shown')) {
        continue;
      }
      const item =
        element instanceof HTMLVideoElement
          ? `video ${element.videoWidth}x${element.videoHeight}`
          : element instanceof HTMLImageElement
            ? `image ${element.naturalWidth}x${element.naturalHeight}`
            : element.tagName.toLowerCase();
      window.shownItems.push(item);
    }
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['class'],
    attributeOldValue: true,
  });
}

const shownItems = (screen: Page) => screen.evaluate(() => window.shownItems);

/** Whether `sequence` appears, item after item, in what the screen showed since `from`. */
async function hasShownInOrder(screen: Page, sequence: string[], from = 0): Promise<boolean> {
  const items = (await shownItems(screen)).slice(from);
  return items.some((_, at) => sequence.every((item, offset) => items[at + offset] === item));
}

function bodyRows(page: Page) {
  return page.getByRole('row').filter({ has: page.getByRole('cell') });
}

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
  const screenContext = await browser.newContext({ viewport: { width: 960, height: 540 } });
  await screenContext.addInitScript(recordShownItems);
  const screen = await screenContext.newPage();
  const code = await waitingScreenCode(screen, `${site()}/screen/`);
  const pairingCode = screen.locator('.pairing-code');

  // The owner pairs it; the screen leaves its code for its fallback within 5 s, unprompted.
  await page.goto(`${site()}/`);
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page).toHaveURL(`${site()}/screens`);
  const screenName = 'Window display';
  await pairScreen(page, code, screenName);

  await expect(screen.locator('.fallback')).toBeVisible({ timeout: 5_000 });
  await expect(pairingCode).toBeHidden();
  const row = bodyRows(page).filter({ hasText: screenName });
  await expect(row.locator('[data-status="online"]')).toBeVisible({ timeout: 5_000 });

  // Two images and a video go into the library, then into the playlist in that order.
  const stamp = Date.now().toString(36);
  const media = {
    wide: { name: `wide-${stamp}`, tab: 'Images', shows: 'image 640x360' },
    square: { name: `square-${stamp}`, tab: 'Images', shows: 'image 400x400' },
    clip: { name: `clip-${stamp}`, tab: 'Videos', shows: 'video 320x180' },
  };
  await page.goto(`${site()}/media`);
  await dropFiles(page, page.getByTestId('media-upload-zone'), [
    { name: `${media.wide.name}.png`, color: '#1c7ed6', width: 640, height: 360 },
    { name: `${media.square.name}.png`, color: '#e8590c', width: 400, height: 400 },
    { name: `${media.clip.name}.mp4`, type: 'video/mp4', base64: sampleVideo.toString('base64') },
  ]);
  await expect(page.getByText(`Uploaded ${media.clip.name}.mp4`)).toBeVisible({
    timeout: 30_000,
  });

  await page.goto(`${site()}/screens`);
  await page.getByRole('link', { name: screenName }).click();
  await expect(page.getByRole('heading', { name: `Playlist of ${screenName}` })).toBeVisible();
  for (const item of Object.values(media)) await addThroughPicker(page, item);
  // The images show three seconds each, so a whole round is over soon.
  for (const { name } of [media.wide, media.square]) {
    const duration = page.getByRole('group', { name: `Duration of ${name}` });
    await duration.getByRole('textbox', { name: 'Seconds' }).fill('3');
    await page.keyboard.press('Tab');
  }

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
  await server!.stop();
  const sinceStop = (await shownItems(screen)).length;
  await expect
    .poll(() => hasShownInOrder(screen, round, sinceStop), { timeout: 60_000 })
    .toBe(true);
  await expect(pairingCode).toBeHidden();

  // Back up, the screen reconnects by itself and the list shows it online again.
  await server!.start();
  // Its reconnects back off with jitter up to a minute, so allow it a little more than that.
  await expect.poll(() => statesHeard, { timeout: 90_000 }).toBeGreaterThan(0);
  await page.goto(`${site()}/screens`);
  await expect(row.locator('[data-status="online"]')).toBeVisible({ timeout: 30_000 });

  // Release: the device forgets the account and shows a new code.
  const settings = await openDetails(page, screenName, 'Settings');
  await settings.getByRole('button', { name: 'Release' }).click();
  await page
    .getByRole('dialog', { name: `Release ${screenName}` })
    .getByRole('button', { name: 'Release' })
    .click();
  await expect(pairingCode).toHaveText(pairingCodePattern, { timeout: 10_000 });
  await expect(pairingCode).not.toHaveText(code);
  await screenContext.close();
});
