import { expect, test, type Locator, type Page } from '@playwright/test';
import { dropFiles } from '../support/drop-files';
import { createNewAccount } from '../support/new-account';

/** A new account's list page welcomes the owner: no "no … match", no idle Load more. */
async function expectWelcome(page: Page, heading: string, action: string) {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  // The card's own button, after the top bar's Add new.
  await expect(page.getByRole('button', { name: action }).last()).toBeVisible();
  await expect(page.getByText(/match/i)).toHaveCount(0);
  await expect(page.getByText('Nothing matches')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

test('a new account welcomes its owner on screens, media and broadcasts, and toasts leave the top bar free', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page } = await createNewAccount(browser);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/screens');
  await expectWelcome(page, 'Pair your first screen', 'Add screen');

  await page.goto('/broadcast');
  await expectWelcome(page, 'No broadcasts yet', 'New broadcast');
  // A search that finds nothing says so, and one click brings the welcome back.
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill('nothing-like-this');
  await expect(page.getByText('Nothing matches')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(search).toHaveValue('');
  await expectWelcome(page, 'No broadcasts yet', 'New broadcast');

  await page.goto('/media');
  await expectWelcome(page, 'No media yet', 'Upload media');

  // An upload's message stays for seconds: it must cover neither the search box nor Add new.
  await page.route('**/api/media/upload?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await dropFiles(page, page.getByTestId('media-upload-zone'), [
    // Its own colour: files are shared by content, and another journey checks that deleting its
    // photo removes the file from disk.
    { name: 'first-photo.png', color: '#2f9e44', width: 480, height: 270 },
  ]);
  const toast = page.locator('.mantine-Notification-root').first();
  await expect(toast).toBeVisible();
  const toastBox = await boxOf(toast);
  expect(overlaps(toastBox, await boxOf(page.getByRole('textbox', { name: 'Search' })))).toBe(
    false,
  );
  expect(overlaps(toastBox, await boxOf(page.getByRole('button', { name: 'Add new' })))).toBe(
    false,
  );
  await expect(page.getByText('Uploaded first-photo.png')).toBeVisible({ timeout: 30_000 });
  // With one row there is nothing more to load, so no Load more shows at all.
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No media yet' })).toHaveCount(0);
});
