import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { useOwnServer } from '../support/own-server';
import { openPlaylist } from '../support/playlist';
import { uploadSampleMedia } from '../support/sample-media';
import { bodyRows, openScreenPage, pairScreen } from '../support/screen-player';
import { signInOnIdentityPage } from '../support/sign-in';

// The journey pairs a screen (saving a broadcast needs the layers of one), so it runs a server of
// its own. The browser keeps Tokyo time while the screen, without a location, keeps UTC.
const { site } = useOwnServer();
test.use({ timezoneId: 'Asia/Tokyo', actionTimeout: 30_000 });

const shots = process.env.SHOTS_PREFIX;
async function shot(page: Page, name: string) {
  if (!shots) return;
  // On a phone the side bar slides away; the picture waits until it has gone.
  if ((page.viewportSize()?.width ?? 0) < 500) {
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Main navigation' })
          .evaluate((bar) => bar.getBoundingClientRect().right),
      )
      .toBeLessThanOrEqual(0);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}-${name}.png`, fullPage: true });
}

const weekdayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const mondayFirst = (date: Date) => (date.getUTCDay() + 6) % 7;

/** Mon–Fri without today: on any day of the week, today is off as a Saturday is for Mon–Fri. */
function daysOffToday(): string[] {
  const today = weekdayNames[mondayFirst(new Date())] as string;
  return [...new Set(['Sat', 'Sun', today])];
}

/** The next day (UTC) on which such a broadcast plays, as `YYYY-MM-DD`. */
function nextPlayingDay(): string {
  const off = daysOffToday();
  for (let ahead = 1; ; ahead += 1) {
    const day = new Date(Date.now() + ahead * 86_400_000);
    if (!off.includes(weekdayNames[mondayFirst(day)] as string)) {
      return day.toISOString().slice(0, 10);
    }
  }
}

test('locations propose a zone; the picker keeps one selection; the broadcast editor names its filter codes, takes saved filters and lists by tab; the playlist explains in screen time', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const tag = `window-${stamp}`;
  const screenName = 'Shop window';
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${site()}/`);
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page).toHaveURL(`${site()}/screens`);

  // Locations: Sweden proposes its zone; the zone box filters as typed; no zone, no save.
  await page.goto(`${site()}/settings`);
  await page.getByRole('button', { name: 'Add location' }).click();
  const locationDialog = page.getByRole('dialog', { name: 'Add location' });
  await locationDialog.getByRole('textbox', { name: /^Name/ }).fill('Old town');
  await expect(locationDialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await locationDialog.getByLabel('Country', { exact: true }).first().fill('Swed');
  await page.getByRole('option', { name: 'Sweden' }).click();
  const zone = locationDialog.getByLabel(/^Time zone/).first();
  await expect(zone).toHaveValue(/^Europe\/Stockholm \(\+0[12]:00\)$/);
  await zone.click();
  await page.keyboard.type('new york');
  await expect(page.getByRole('option', { name: /^America\/New_York/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /^Europe\/Stockholm/ })).toHaveCount(0);
  await zone.fill('stockh');
  await page.getByRole('option', { name: /^Europe\/Stockholm/ }).click();
  await shot(page, 'location-1440');
  await locationDialog.getByRole('button', { name: 'Save' }).click();
  await expect(locationDialog).toBeHidden();
  await expect(bodyRows(page).filter({ hasText: 'Old town' })).toContainText('Europe/Stockholm');

  const { context: screenContext, screen, code } = await openScreenPage(browser, site());
  await pairScreen(page, screen, { site: site(), code, name: screenName, tags: [tag] });
  const media = await uploadSampleMedia(page, site());
  const webPage = `https://example.com/menu-${stamp}`;
  await page.getByRole('button', { name: 'Add new' }).click();
  await page.getByRole('menuitem', { name: 'Sign from web page' }).click();
  const webPageDialog = page.getByRole('dialog', { name: 'Add a web page' });
  await webPageDialog.getByRole('textbox', { name: 'Web page address' }).fill(webPage);
  await webPageDialog.getByRole('button', { name: 'Add web page' }).click();
  await expect(webPageDialog).toBeHidden();

  // A saved screen filter of the tagged screens, for a group to start from.
  await page.goto(`${site()}/screens`);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page
    .getByRole('group', { name: 'Add a condition' })
    .getByRole('button', { name: 'Tags' })
    .click();
  await page
    .getByRole('group', { name: 'Tags', exact: true })
    .getByRole('textbox', { name: 'Search Tags…' })
    .fill(tag);
  await page.getByRole('option', { name: tag }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save filter' }).click();
  const saveFilter = page.getByRole('dialog', { name: 'Save filter' });
  await saveFilter.getByLabel('Filter name').fill('Windows');
  await saveFilter.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveFilter).toBeHidden();

  // A new broadcast is not red before anything is typed.
  await page.goto(`${site()}/broadcast/new/details`);
  await expect(page.getByLabel('Broadcast name')).toBeVisible();
  await expect(page.getByText('Give the broadcast a name.')).toBeHidden();
  await expect(page.getByText('You have to select at least one layer.')).toBeHidden();
  await shot(page, 'editor-new-1440');
  const name = `Weekdays ${stamp}`;
  await page.getByLabel('Broadcast name').fill(name);
  await page.getByRole('switch', { name: 'Playing' }).check();
  await page.getByRole('button', { name: 'Add period' }).click();
  for (const day of daysOffToday()) await page.getByText(day, { exact: true }).click();
  await page.getByRole('combobox', { name: 'Layers' }).click({ force: true });
  await page.getByRole('listbox', { name: 'Layers' }).getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page
    .getByRole('group', { name: 'Add a condition' })
    .getByRole('button', { name: 'Tags' })
    .click();
  await page
    .getByRole('group', { name: 'Tags', exact: true })
    .getByRole('textbox', { name: 'Search Tags…' })
    .fill(tag);
  await page.getByRole('option', { name: tag }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('group-player-count')).toHaveText('1');

  // The picker: two images chosen by a click on their cards, then a web page on Signs; Add
  // adds all three.
  await page.getByRole('button', { name: 'Add media' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose media' });
  // The uploads carry a stamp of their own; once the search for it has settled, the tab lists
  // this run's two images only.
  await picker
    .getByRole('textbox', { name: 'Search media…' })
    .fill(media.wide.name.replace(/^wide-/, ''));
  await expect(picker.locator('[data-clickable]')).toHaveCount(2);
  await picker.getByText(media.wide.name, { exact: true }).click();
  await picker.getByText(media.square.name, { exact: true }).click();
  await expect(picker.getByText('2 selected')).toBeVisible();
  // The web page was named after the journey's stamp, so the search is cleared on Signs.
  await picker.getByRole('tab', { name: 'Signs' }).click();
  await picker.getByRole('textbox', { name: 'Search media…' }).fill(stamp);
  await picker.getByText(webPage, { exact: true }).click();
  await expect(picker.getByText('3 selected')).toBeVisible();
  await shot(page, 'picker-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'picker-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(picker).toBeHidden();
  for (const item of [media.wide.name, media.square.name, webPage]) {
    await expect(page.getByRole('textbox', { name: `Duration of ${item}` })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`${name} is saved.`)).toBeVisible();
  await expect(page).toHaveURL(/\/broadcast\/(?!new\/)[^/]+\/details$/);

  // After a reload the tag reads by its name, not its code.
  await page.reload();
  const tags = page.getByRole('group', { name: 'Tags', exact: true });
  await expect(tags.getByText(tag, { exact: true })).toBeVisible();
  await expect(page.getByTestId('group-player-count')).toHaveText('1');

  // A second group starts from the saved screen filter.
  await page.getByRole('button', { name: 'Add group' }).click();
  await page.getByLabel('Saved screen filter').first().click();
  await page.getByRole('option', { name: 'Windows' }).click();
  await expect(tags.getByText(tag, { exact: true })).toBeVisible();
  await expect(page.getByTestId('group-player-count')).toHaveText('1');
  await shot(page, 'editor-saved-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'editor-saved-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`${name} is saved.`)).toBeVisible();

  // Off today but on other weekdays and without an end date: Active, not Upcoming.
  await page.goto(`${site()}/broadcast`);
  await page.getByRole('tab', { name: 'Active', exact: true }).click();
  await expect(bodyRows(page).filter({ hasText: name })).toHaveCount(1);
  await page.getByRole('tab', { name: 'Upcoming', exact: true }).click();
  await expect(bodyRows(page).filter({ hasText: name })).toHaveCount(0);

  // The playlist is titled by the screen's name whatever the address says, and explains in the
  // screen's time: a period ending at 17:00 holds through 17:00 UTC, though the browser is in Tokyo.
  await openPlaylist(page, site(), screenName);
  await page.goto(
    page.url().replace(/\/screens\/([^/]+)\/[^/]+\/playlist/, '/screens/$1/x/playlist'),
  );
  await expect(page.getByRole('heading', { name: `Playlist of ${screenName}` })).toBeVisible();
  const at = page.getByRole('combobox', { name: 'At, screen time (UTC)' });
  const day = nextPlayingDay();
  // Opened first, as a person's click does: the box draws the loaded time as it opens.
  await at.click();
  await at.fill(`${day} 10:00`);
  await at.press('Enter');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(`This holds through ${day} 17:00 (UTC).`)).toBeVisible();
  await expect(page.getByText(`On the screen that is ${day} 10:00 (UTC).`)).toBeVisible();
  await shot(page, 'explain-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'explain-390');
  await screenContext.close();
});
