import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { useOwnServer } from '../support/own-server';
import { fillPlaylist, openPlaylist } from '../support/playlist';
import { pickMedia, uploadSampleMedia } from '../support/sample-media';
import {
  bodyRows,
  hasShownInOrder,
  openScreenPage,
  pairScreen,
  shownItems,
} from '../support/screen-player';
import { signInOnIdentityPage } from '../support/sign-in';

// The journey pairs a screen to the demo account, which the shared server's journeys expect to
// have none, so it runs a server of its own (own port, own data directory).
const { site } = useOwnServer();

const shots = process.env.SHOTS_PREFIX;
async function shot(page: Page, name: string) {
  if (!shots) return;
  // From the top, so the fixed bars sit where a person sees them.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}-${name}.png`, fullPage: true });
}

/**
 * The next Wednesday after today, at `hour`:00 UTC: the wall clock of a screen without a
 * location, whose time zone is UTC.
 */
function nextWednesdayUtc(hour: number): Date {
  const now = new Date();
  const mondayFirst = (now.getUTCDay() + 6) % 7;
  const ahead = (2 - mondayFirst + 7) % 7 || 7;
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + ahead, hour),
  );
}

/** Drags one row's handle onto another's, with the steps a pointer makes on its way. */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('A drag handle is not on the page');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('a broadcast for weekday office hours plays on a tagged screen inside its window and not outside, stops when paused, and the playlist order is followed', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { context: screenContext, screen, code } = await openScreenPage(browser, site());
  const stamp = Date.now().toString(36);
  const tag = `window-${stamp}`;
  const screenName = 'Shop window';
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${site()}/`);
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page).toHaveURL(`${site()}/screens`);
  await pairScreen(page, screen, { site: site(), code, name: screenName, tags: [tag] });
  const media = await uploadSampleMedia(page, site());

  // The screen's clock says a Wednesday 10:00 from its start on.
  await screen.clock.install({ time: nextWednesdayUtc(10) });
  await screen.reload();
  const fallback = screen.locator('.fallback');
  const shownItem = screen.locator('.player .item.shown');
  await expect(fallback).toBeVisible();

  // Weekdays 09:00–17:00, to the screens tagged so, two images and a video.
  const name = `Office hours ${stamp}`;
  await page.goto(`${site()}/broadcast/new/details`);
  await page.getByLabel('Broadcast name').fill(name);
  await page.getByRole('switch', { name: 'Playing' }).check();
  await page.getByRole('button', { name: 'Add period' }).click();
  for (const day of ['Sat', 'Sun']) await page.getByText(day, { exact: true }).click();
  // A new period has the daily window 09:00–17:00.
  await expect(page.getByRole('switch', { name: 'All day' })).not.toBeChecked();

  // The field's box takes the click for its input.
  await page.getByRole('combobox', { name: 'Layers' }).click({ force: true });
  await page.getByRole('listbox', { name: 'Layers' }).getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page
    .getByRole('group', { name: 'Add a condition' })
    .getByRole('button', { name: 'Tags' })
    .click();
  const tags = page.getByRole('group', { name: 'Tags', exact: true });
  await tags.getByRole('textbox', { name: 'Search Tags…' }).fill(tag);
  await page.getByRole('option', { name: tag }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('group-player-count')).toHaveText('1');

  for (const item of [media.wide, media.square, media.clip]) {
    await pickMedia(page, item);
    await expect(page.getByRole('textbox', { name: `Duration of ${item.name}` })).toHaveValue(
      '00:00:10',
    );
  }
  for (const { name: image } of [media.wide, media.square]) {
    await page.getByRole('textbox', { name: `Duration of ${image}` }).fill('00:00:03');
  }
  // A media row opens periods of its own, in the same rows as the broadcast's.
  await page.getByRole('button', { name: `When ${media.clip.name} plays` }).click();
  await expect(
    page.getByText('No periods of its own: plays whenever the broadcast plays.'),
  ).toBeVisible();
  await shot(page, 'editor-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  // The side bar slides away on a phone; the picture waits until it has gone.
  await expect
    .poll(() =>
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .evaluate((bar) => bar.getBoundingClientRect().right),
    )
    .toBeLessThanOrEqual(0);
  await shot(page, 'editor-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: `When ${media.clip.name} plays` }).click();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/broadcast\/[^/]+\/details$/);

  // Inside the window the screen plays them in order.
  const round = [media.wide.shows, media.square.shows, media.clip.shows, media.wide.shows];
  await expect.poll(() => hasShownInOrder(screen, round), { timeout: 60_000 }).toBe(true);

  // The same Wednesday at 20:00 is outside it: the fallback, nothing playing.
  await screen.clock.fastForward('10:00:00');
  await expect(fallback).toBeVisible({ timeout: 10_000 });
  await expect(shownItem).toHaveCount(0);

  // Thursday 10:00 is inside again.
  await screen.clock.fastForward('14:00:00');
  const sinceThursday = (await shownItems(screen)).length;
  await expect
    .poll(() => hasShownInOrder(screen, round, sinceThursday), { timeout: 60_000 })
    .toBe(true);
  await expect(fallback).toBeHidden();

  // Paused from the list, the screen stops playing it within 5 s.
  await page.goto(`${site()}/broadcast`);
  await bodyRows(page)
    .filter({ hasText: name })
    .getByRole('button', { name: `Options for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  await expect
    .poll(async () => (await fallback.isVisible()) && (await shownItem.count()) === 0, {
      timeout: 5_000,
    })
    .toBe(true);
  await expect(bodyRows(page).filter({ hasText: name })).toContainText('Paused');

  // The screen's own playlist: dragging a row to another place changes what plays next.
  await openPlaylist(page, site(), screenName);
  await fillPlaylist(page, [media.wide, media.square, media.clip]);
  const sincePlaylist = (await shownItems(screen)).length;
  await expect
    .poll(() => hasShownInOrder(screen, round, sincePlaylist), { timeout: 60_000 })
    .toBe(true);

  await dragOnto(
    page,
    page.getByRole('button', { name: `Move ${media.square.name}` }),
    page.getByRole('button', { name: `Move ${media.wide.name}` }),
  );
  const rowNames = page.getByRole('checkbox', { name: /^Select (wide|square|clip)-/ });
  await expect(rowNames).toHaveCount(3);
  await expect
    .poll(
      async () =>
        await rowNames.evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label'))),
    )
    .toEqual([media.square, media.wide, media.clip].map((item) => `Select ${item.name}`));
  const sinceReorder = (await shownItems(screen)).length;
  const reordered = [media.square.shows, media.wide.shows, media.clip.shows, media.square.shows];
  await expect
    .poll(() => hasShownInOrder(screen, reordered, sinceReorder), { timeout: 60_000 })
    .toBe(true);
  await screenContext.close();
});
