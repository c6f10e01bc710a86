import { expect, test, type Page } from '@playwright/test';
import { createNewAccount } from '../support/new-account';
import { storedAccessToken } from '../support/session';

const shots = process.env.SHOTS_PREFIX;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}-${name}.png`, fullPage: true });
}

/** The list row of a broadcast, found by its name. */
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test("what the editor promises is what the list shows: a fresh account's layers, an empty group, a draft and Play, hours out of hours", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page } = await createNewAccount(browser);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/broadcast/new/details');

  // With no screen paired yet, every usable format's layers are offered, grouped by format.
  await page.getByLabel('Broadcast name').fill('Nobody sees this');
  await page.getByRole('combobox', { name: 'Layers' }).click({ force: true });
  const options = page.getByRole('listbox', { name: 'Layers' });
  await expect(options.getByText('Full HD landscape with ticker', { exact: true })).toBeVisible();
  await expect(options.getByText('Full HD portrait', { exact: true })).toBeVisible();
  await shot(page, 'layers-1440');
  await options.getByRole('option', { name: 'Ticker' }).click();
  await page.keyboard.press('Escape');

  // A group with no filter reaches no screen, and the editor says so before saving.
  await expect(page.getByTestId('group-player-count')).toHaveText('0');
  await expect(page.getByText('No players match the filter.')).toBeVisible();

  // A new broadcast is a draft, and the editor says that it plays nowhere.
  const notice = page.getByTestId('draft-notice');
  await expect(notice).toContainText('saved as a draft, which plays on no screen');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Nobody sees this is saved as a draft.')).toBeVisible();
  await expect(page).toHaveURL(/\/broadcast\/[^/]+\/details$/);
  await expect(notice).toContainText('Press Play to send it to its screens.');
  await shot(page, 'draft-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(notice).toBeVisible();
  await shot(page, 'draft-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  const editorAddress = page.url();

  // The list agrees: paused, no screen.
  await page.goto('/broadcast');
  const row = rowOf(page, 'Nobody sees this');
  await expect(row).toContainText('Paused');
  await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();

  // Play in the editor confirms and saves at once; the list then shows it confirmed, always, and
  // that it reaches no screen rather than that it plays.
  await page.goto(editorAddress);
  await notice.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByText('Nobody sees this is saved.')).toBeVisible();
  await expect(notice).toBeHidden();
  await page.goto('/broadcast');
  await expect(row).toContainText('Reaches no screen');
  await expect(row).toContainText('Always');

  // Weekday hours do not read as always, nor as playing on screens it does not reach.
  const headers = { authorization: `Bearer ${await storedAccessToken(page, 'app')}` };
  const layers = await page.request.get('/api/layers?MaxItemsInResult=1', { headers });
  const layerCode = (await layers.json()).layers[0].layerCode as string;
  const today = (new Date().getUTCDay() + 6) % 7;
  const saved = await page.request.post('/api/broadcasts', {
    headers,
    data: {
      broadcastName: 'Opening hours',
      schedule: {
        status: 'Confirmed',
        isScheduled: true,
        periods: [
          { dayOfWeeks: 127 & ~(1 << today), weekdayStartTime: '09:00', weekdayEndTime: '17:00' },
        ],
      },
      groups: [{ key: 'g1', name: 'Group 1', layers: [layerCode], media: [] }],
    },
  });
  expect(saved.status()).toBe(201);
  await page.reload();
  const hours = rowOf(page, 'Opening hours');
  await expect(hours).toContainText('Reaches no screen');
  await expect(hours).toContainText('Weekly');
  await expect(hours).not.toContainText('Always');
  await shot(page, 'list-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(hours).toContainText('Reaches no screen');
  await shot(page, 'list-390');
});
