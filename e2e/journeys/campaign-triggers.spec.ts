import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { demoUsers } from '../support/demo';
import { dropFiles } from '../support/drop-files';
import { useOwnServer } from '../support/own-server';
import { pickMedia } from '../support/sample-media';
import { bodyRows, openScreenPage, pairScreen } from '../support/screen-player';
import { pickByName } from '../support/screens';
import { signInOnIdentityPage } from '../support/sign-in';

// The journey pairs a screen, takes it offline and counts every play it makes, so it runs a
// server of its own (own port, own data directory).
const { site } = useOwnServer();
// A step that cannot happen fails at once with its name, not when the whole journey runs out.
test.use({ actionTimeout: 20_000 });

const zone = 'Europe/Stockholm';
const minuteMs = 60_000;

/** The wall clock of the screen's location at an instant, as `HH:mm`. */
function wallTime(ms: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
}

/** Sets an English time picker (hours 1–12 with AM/PM) to `HH:mm` on the 24-hour clock. */
async function setTime(picker: Locator, time: string) {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  await picker.getByLabel('Hours').selectOption(String(hour % 12 || 12));
  await picker.getByLabel('Minutes').selectOption(String(minute).padStart(2, '0'));
  await picker.getByLabel('AM/PM').selectOption({ label: hour < 12 ? 'AM' : 'PM' });
}

/** Gives the first daypart of an open setting the hours `from`–`to`, every day. */
async function setDaypart(scope: Page | Locator, from: string, to: string) {
  const daypart = scope.getByRole('group', { name: 'Daypart 1' });
  await setTime(daypart.getByRole('group', { name: 'Start' }), from);
  await setTime(daypart.getByRole('group', { name: 'End' }), to);
}

interface Image {
  name: string;
  shows: string;
}

/** Five images told apart on the screen by their sizes, in the library under names of this run. */
async function uploadImages(page: Page, stamp: string) {
  const image = (name: string, width: number, height: number, color: string) => ({
    name: `${name}-${stamp}`,
    shows: `image ${width}x${height}`,
    file: { name: `${name}-${stamp}.png`, color, width, height },
  });
  const images = {
    morning: image('morning', 640, 360, '#1c7ed6'),
    evening: image('evening', 400, 400, '#e8590c'),
    lunch: image('lunch', 300, 500, '#2f9e44'),
    promo: image('promo', 500, 300, '#c2255c'),
    coffee: image('coffee', 360, 640, '#5f3dc4'),
  };
  await page.goto(`${site()}/media`);
  await dropFiles(
    page,
    page.getByTestId('media-upload-zone'),
    Object.values(images).map(({ file }) => file),
  );
  for (const { file } of Object.values(images)) {
    await expect(page.getByText(`Uploaded ${file.name}`)).toBeVisible({ timeout: 30_000 });
  }
  return images;
}

const pickImage = (page: Page, image: Image, within: Page | Locator = page) =>
  pickMedia(page, { name: image.name, tab: 'Images' }, within);

/** Chooses the format's first layer in the Layers field of an open editor. */
async function pickFirstLayer(page: Page) {
  // The field's box takes the click for its input.
  await page.getByRole('combobox', { name: 'Layers' }).click({ force: true });
  await page.getByRole('listbox', { name: 'Layers' }).getByRole('option').first().click();
  await page.keyboard.press('Escape');
}

/** Adds a trigger through its editor and answers its address. */
async function addTrigger(
  page: Page,
  { name, type, setting }: { name: string; type: string; setting: () => Promise<void> },
) {
  await page.goto(`${site()}/triggers/new`);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  // The choice's input hides off the page; its label, the first text of that name, takes the click.
  await page.getByText(type, { exact: true }).first().click();
  await expect(page.getByRole('radio', { name: type, exact: true })).toBeChecked();
  await setting();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} saved.`)).toBeVisible();
  await expect(page).toHaveURL(/\/triggers\/[^/]+\/[^/]+$/);
  return page.url();
}

/** What the screen shows now (its last shown item), and everything it showed, by its clock. */
const screenRecord = (screen: Page) =>
  screen.evaluate(() => ({ items: window.shownItems, at: window.shownAt, now: Date.now() }));
const lastShown = async (screen: Page) => (await screenRecord(screen)).items.at(-1);

/** Counts by item, e.g. `{ 'image 640x360': 3 }`. */
function countsOf(items: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[item] = (counts[item] ?? 0) + 1;
  return counts;
}

test('a campaign of a cluster plays by a daypart offline, an API key takes over a screen, a location restores, a tap chooses, and proof of play counts every item shown', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  const stamp = Date.now().toString(36);
  const { context: screenContext, screen, code } = await openScreenPage(browser, site());
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${site()}/`);
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page).toHaveURL(`${site()}/screens`);
  const tag = `lobby-${stamp}`;
  await pairScreen(page, screen, {
    site: site(),
    code,
    name: 'Lobby',
    tags: [tag],
    location: 'Stockholm Flagship',
  });
  // The screen's clock is the test's to move on; it runs at its own pace until moved.
  await screen.clock.install({ time: Date.now() });
  await screen.reload();
  const images = await uploadImages(page, stamp);

  // A cluster by location: the Stockholm screen is in it, and any screen put there later.
  const clusterName = `Stockholm ${stamp}`;
  await page.goto(`${site()}/broadcast/clusters/new`);
  await page.getByRole('textbox', { name: 'Name' }).fill(clusterName);
  await pickByName(page, page.getByLabel('Locations', { exact: true }), 'Stockholm Flagship');
  await expect(page.getByText('1 screen in this cluster')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Screens in this cluster' })).toContainText('Lobby');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${clusterName} saved`)).toBeVisible();

  // Lunch, a daypart of half an hour that starts twenty minutes from now at the location.
  const lunchStartsAt = Math.ceil((Date.now() + 20 * minuteMs) / minuteMs) * minuteMs;
  const lunch = `Lunch ${stamp}`;
  const lunchAddress = await addTrigger(page, {
    name: lunch,
    type: 'Dayparts',
    setting: () =>
      setDaypart(page, wallTime(lunchStartsAt), wallTime(lunchStartsAt + 30 * minuteMs)),
  });

  // An external trigger, and an API key that sets it.
  const variable = `promo_${stamp}`;
  const promo = `Promo ${stamp}`;
  await addTrigger(page, {
    name: promo,
    type: 'External',
    setting: () => page.getByRole('textbox', { name: 'Variable name' }).fill(variable),
  });
  await page.goto(`${site()}/triggers`);
  await page.getByRole('button', { name: 'Add API key' }).click();
  const newKey = page.getByRole('dialog', { name: 'New API key' });
  await newKey.getByRole('textbox', { name: 'Name' }).fill('Till system');
  await newKey.getByRole('button', { name: 'Create' }).click();
  const apiKey = (await newKey.getByLabel('API key').textContent())?.trim() ?? '';
  expect(apiKey.length).toBeGreaterThan(20);
  await newKey.getByRole('button', { name: 'Done' }).click();

  // A campaign on the cluster: two images when it is not lunch, one while it is.
  await page.goto(`${site()}/broadcast`);
  await page.getByRole('button', { name: 'Add new' }).click();
  await page.getByRole('menuitem', { name: 'Campaign', exact: true }).click();
  await page.getByRole('textbox', { name: 'Campaign name' }).fill(`Lunch campaign ${stamp}`);
  await pickFirstLayer(page);
  await page.getByRole('switch', { name: 'Playing' }).check();
  const fillRow = async (row: Locator, rowImages: Image[], playWhen: string) => {
    await pickByName(page, row.getByLabel('Clusters', { exact: true }), clusterName);
    await expect(row.getByText('1 screen', { exact: true })).toBeVisible();
    await expect(
      row.getByText('Add media to this row before choosing its trigger and dates.'),
    ).toBeVisible();
    for (const image of rowImages) {
      await pickImage(page, image, row);
      await row.getByRole('textbox', { name: `Duration of ${image.name}` }).fill('00:00:02');
    }
    await pickByName(page, row.getByLabel('Trigger', { exact: true }), lunch);
    await row.getByText(playWhen, { exact: true }).click();
  };
  await fillRow(
    page.getByRole('region', { name: 'Row 1' }),
    [images.morning, images.evening],
    'Play when inactive',
  );
  await page.getByRole('button', { name: 'Add row' }).click();
  await fillRow(page.getByRole('region', { name: 'Row 2' }), [images.lunch], 'Play when active');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/campaign\/[^/]+\/[^/]+\/details$/);

  // A takeover of the tagged screen while Promo is active.
  await page.goto(`${site()}/broadcast/new/details`);
  await page.getByLabel('Broadcast name').fill(`Promo takeover ${stamp}`);
  await page.getByRole('switch', { name: 'Playing' }).check();
  await page.getByRole('switch', { name: 'Takeover' }).check();
  await pickFirstLayer(page);
  await page
    .getByRole('group', { name: 'Add a condition' })
    .getByRole('button', { name: 'Tags' })
    .click();
  await pickByName(page, page.getByRole('textbox', { name: 'Search Tags…' }), tag);
  await pickImage(page, images.promo);
  await pickByName(page, page.getByLabel('Trigger', { exact: true }), promo);
  await page.getByText('Play when active', { exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/broadcast\/[^/]+\/details$/);

  // A local selection on the tagged screen that yields after 5 s without a touch.
  await page.goto(`${site()}/localselections`);
  await page.getByRole('button', { name: 'Add new' }).click();
  await expect(page).toHaveURL(/interactive=1/);
  await page.getByLabel('Local selection name').fill(`Coffee menu ${stamp}`);
  // The idle timeout's field loads when shown, and moves the switch beside it when it comes.
  await page.getByRole('textbox', { name: 'Idle timeout (seconds)' }).fill('5');
  await page.getByRole('switch', { name: 'Playing' }).check();
  await pickFirstLayer(page);
  await page.getByRole('textbox', { name: 'Group name' }).fill('Coffee');
  await page
    .getByRole('group', { name: 'Add a condition' })
    .getByRole('button', { name: 'Tags' })
    .click();
  await pickByName(page, page.getByRole('textbox', { name: 'Search Tags…' }), tag);
  await pickImage(page, images.coffee);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/broadcast\/[^/]+\/details/);

  // Before lunch the screen plays the first row, and offers its selection.
  const beforeLunch = [images.morning.shows, images.evening.shows];
  await expect
    .poll(async () => beforeLunch.includes((await lastShown(screen)) ?? ''), { timeout: 30_000 })
    .toBe(true);
  await expect(screen.getByText('Touch to choose')).toBeVisible();

  // Offline and started again, it plays from what it kept; it switches to lunch on time.
  const beforeReload = (await screenRecord(screen)).items;
  await screenContext.setOffline(true);
  await screen.reload();
  await expect
    .poll(async () => beforeLunch.includes((await lastShown(screen)) ?? ''), { timeout: 15_000 })
    .toBe(true);
  const { now } = await screenRecord(screen);
  await screen.clock.fastForward(lunchStartsAt - now - 3_000);
  await expect.poll(() => lastShown(screen), { timeout: 10_000 }).toBe(images.lunch.shows);
  const offline = await screenRecord(screen);
  const switchedAt = offline.at[offline.items.indexOf(images.lunch.shows)] ?? 0;
  expect(switchedAt).toBeGreaterThanOrEqual(lunchStartsAt);
  expect(switchedAt - lunchStartsAt).toBeLessThanOrEqual(2_000);

  // Back online, it is told of an external value at once: the takeover shows, then goes.
  // The gateway's first word on a new line is the screen's state; it may come at once.
  let statesHeard = 0;
  screen.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).includes('"type":"state"')) statesHeard += 1;
    });
  });
  await screenContext.setOffline(false);
  await expect.poll(() => statesHeard, { timeout: 90_000 }).toBeGreaterThan(0);
  const setPromo = async (value: string) => {
    const answer = await page.request.put(`${site()}/api/triggers/external/${variable}`, {
      headers: { 'X-Api-Key': apiKey },
      data: { value },
    });
    expect(answer.status()).toBe(200);
  };
  await setPromo('on');
  await expect
    .poll(() => lastShown(screen), { timeout: 1_000, intervals: [50] })
    .toBe(images.promo.shows);
  await setPromo('off');
  await expect
    .poll(() => lastShown(screen), { timeout: 1_000, intervals: [50] })
    .toBe(images.lunch.shows);

  // A location's own hours put it back before lunch; restored, it follows the account again.
  await page.goto(lunchAddress);
  await page.getByRole('link', { name: 'Set by location and screen' }).click();
  const stockholm = bodyRows(page).filter({ hasText: 'Stockholm Flagship' });
  await stockholm.getByRole('button', { name: 'Edit' }).click();
  const setting = page.getByRole('dialog', { name: 'Setting for Stockholm Flagship' });
  await setDaypart(
    setting,
    wallTime(lunchStartsAt + 120 * minuteMs),
    wallTime(lunchStartsAt + 150 * minuteMs),
  );
  await setting.getByRole('button', { name: 'Save' }).click();
  await expect(stockholm.getByText('Explicit')).toBeVisible();
  await expect
    .poll(async () => beforeLunch.includes((await lastShown(screen)) ?? ''), { timeout: 5_000 })
    .toBe(true);
  await stockholm.getByRole('button', { name: 'Restore to account setting' }).click();
  await expect(stockholm.getByText('Default (account setting)')).toBeVisible();
  await expect.poll(() => lastShown(screen), { timeout: 5_000 }).toBe(images.lunch.shows);

  // A tap opens the selection; the choice plays until 5 s pass without a touch.
  await screen.mouse.click(480, 270);
  const menu = screen.getByRole('dialog', { name: 'Touch to choose' });
  const { now: choiceAt } = await screenRecord(screen);
  await menu.getByRole('button', { name: 'Coffee' }).click();
  await expect(menu).toBeHidden();
  await expect.poll(() => lastShown(screen), { timeout: 5_000 }).toBe(images.coffee.shows);
  await expect.poll(() => lastShown(screen), { timeout: 15_000 }).toBe(images.lunch.shows);
  const chosen = await screenRecord(screen);
  const resumedAt = chosen.at[chosen.items.lastIndexOf(images.lunch.shows)] ?? 0;
  expect(resumedAt - choiceAt).toBeGreaterThanOrEqual(5_000);
  expect(resumedAt - choiceAt).toBeLessThan(8_000);

  // Paused, the campaign leaves the screen with nothing on show, so every item shown is done.
  await page.goto(`${site()}/broadcast`);
  const campaignName = `Lunch campaign ${stamp}`;
  await bodyRows(page)
    .filter({ hasText: campaignName })
    .getByRole('button', { name: `Options for ${campaignName}` })
    .click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  await expect(screen.locator('.player .item.shown')).toHaveCount(0, { timeout: 10_000 });
  // The item on show when the screen was started again never ended, so it was never a play.
  const shown = [...beforeReload.slice(0, -1), ...(await screenRecord(screen)).items];
  const expected = countsOf(shown);
  const byName = Object.values(images).map(
    (image) => [image.name, expected[image.shows] ?? 0] as const,
  );

  // Every image was on show, so no count below can agree by being nothing.
  for (const [name, count] of byName) expect(count, name).toBeGreaterThan(0);

  // Proof of play counts each medium as often as the screen showed it, and so does the CSV.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.goto(`${site()}/proofofplay`);
  await page.getByLabel('To').fill(tomorrow);
  const playsOf = async (name: string) => {
    const row = bodyRows(page).filter({ hasText: name });
    if ((await row.count()) === 0) return 0;
    return Number((await row.getByRole('cell').nth(1).textContent())?.replace(/\D/g, ''));
  };
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByLabel('To').fill(tomorrow);
        await expect(page.getByText(/plays, .* hours on/)).toBeVisible();
        return Promise.all(byName.map(async ([name]) => [name, await playsOf(name)] as const));
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toEqual(byName);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  expect(csv.startsWith('\uFEFFplayId,')).toBe(true);
  const lines = csv.trim().split(/\r?\n/).slice(1);
  for (const [name, count] of byName) {
    expect(
      lines.filter((line) => line.includes(`,${name},`)),
      name,
    ).toHaveLength(count);
  }
  await screenContext.close();
});
