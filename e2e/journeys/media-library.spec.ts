import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoUsers } from '../support/demo';
import { dropFiles } from '../support/drop-files';
import { storedAccessToken } from '../support/session';
import { signInOnIdentityPage } from '../support/sign-in';

/** Two seconds of H.264 at 320×180 (make-sample-video.ts writes it). */
const sampleVideo = readFileSync(new URL('../fixtures/sample-320x180.mp4', import.meta.url));

/** Where the server keeps a file: content-addressed under the data directory's media folder. */
function storedPath(bytes: Buffer) {
  const hash = createHash('sha256').update(bytes).digest('hex');
  return join(process.env.E2E_DATA_DIR!, 'media', hash.slice(0, 2), hash.slice(2, 4), hash);
}

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
}

async function openRowAction(page: Page, name: string, action: string) {
  await row(page, name)
    .getByRole('button', { name: `Options for ${name}` })
    .click();
  // By its role: a column header may carry the same word (Tags) before the menu has opened.
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('the media library: upload, thumbnails, search, filter, tags, preview, edit, replace and delete', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page.getByText('Rita Retail')).toBeVisible();
  await page.goto('/media');
  await expect(page.getByRole('heading', { name: 'Media library' })).toBeVisible();

  const stamp = Date.now().toString(36);
  // The library names a media by its file name without the extension.
  const beach = `beach-${stamp}`;
  const forest = `forest-${stamp}`;
  const clip = `clip-${stamp}`;
  // Each upload waits a moment on the way, so its progress message is there to be seen.
  await page.route('**/api/media/upload?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await dropFiles(page, page.getByTestId('media-upload-zone'), [
    { name: `${beach}.png`, color: '#5f3dc4', width: 640, height: 360 },
    { name: `${forest}.png`, color: '#2f9e44', width: 360, height: 640 },
    { name: `${clip}.mp4`, type: 'video/mp4', base64: sampleVideo.toString('base64') },
  ]);
  const sending = page.locator('[data-upload-status="sending"]').first();
  await expect(sending).toBeVisible();
  await expect(sending.getByRole('progressbar')).toHaveAttribute('aria-label', / \d+ %$/);
  await expect(page.getByText(`Uploaded ${clip}.mp4`)).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/api/media/upload?**');

  // Thumbnails appear once the job queue has made them; the video's is the frame the browser
  // captured at upload, as the server has no ffmpeg here.
  for (const name of [beach, forest, clip]) {
    await expect(row(page, name).locator('img[data-thumb="ready"]')).toBeVisible({
      timeout: 30_000,
    });
  }

  // A web page from the top bar's menu: https only, and its address is its name.
  const webPage = `https://example.com/menu-${stamp}`;
  await page.getByRole('button', { name: 'Add new' }).click();
  await page.getByRole('menuitem', { name: 'Sign from web page' }).click();
  const webPageDialog = page.getByRole('dialog', { name: 'Add a web page' });
  await webPageDialog.getByRole('textbox', { name: 'Web page address' }).fill(webPage);
  await webPageDialog.getByRole('button', { name: 'Add web page' }).click();
  await expect(row(page, webPage)).toHaveCount(1);

  // The type tabs filter the list.
  await page.getByRole('tab', { name: 'Signs' }).click();
  await expect(row(page, webPage)).toHaveCount(1);
  await expect(row(page, clip)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Videos' }).click();
  await expect(row(page, clip)).toHaveCount(1);
  await expect(row(page, beach)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Images' }).click();
  await expect(row(page, forest)).toHaveCount(1);
  await expect(row(page, clip)).toHaveCount(0);
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(row(page, clip)).toHaveCount(1);

  // Search narrows the list to one.
  await page.getByRole('textbox', { name: 'Search' }).fill(`forest-${stamp}`);
  await expect(row(page, beach)).toHaveCount(0);
  await expect(row(page, forest)).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(row(page, beach)).toHaveCount(1);

  // Tag the beach with a new tag, then the clip with the same one, chosen from the list.
  const tag = `summer${stamp}`;
  await openRowAction(page, beach, 'Tags');
  const tagsInput = page.getByRole('dialog').getByLabel('Tags');
  await tagsInput.fill(tag);
  await tagsInput.press('Enter');
  await page.getByRole('button', { name: 'Save tags' }).click();
  await expect(row(page, beach).getByText(tag)).toBeVisible();
  await openRowAction(page, clip, 'Tags');
  await page.getByRole('dialog').getByLabel('Tags').fill(tag);
  await page.getByRole('option', { name: tag }).click();
  await page.getByRole('button', { name: 'Save tags' }).click();
  await expect(row(page, clip).getByText(tag)).toBeVisible();

  // The filter builder keeps only the media with that tag.
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
  await expect(row(page, forest)).toHaveCount(0);
  await expect(row(page, beach)).toHaveCount(1);
  await expect(row(page, clip)).toHaveCount(1);
  // Saved, the filter is chosen in the saved filters and named by the address.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save filter' }).click();
  const saveFilter = page.getByRole('dialog', { name: 'Save filter' });
  await saveFilter.getByLabel('Filter name').fill('Tagged media');
  await saveFilter.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByPlaceholder('Choose a saved filter')).toHaveValue('Tagged media');
  await expect(page).toHaveURL(/filter=/);
  await expect(row(page, forest)).toHaveCount(0);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(row(page, forest)).toHaveCount(1);

  // Preview each: the images show, the video plays.
  await row(page, beach).getByRole('button', { name: beach, exact: true }).click();
  await expect(page.getByRole('img', { name: beach })).toBeVisible();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.locator('[data-zoom="1.1"]')).toBeVisible();
  await page.getByRole('button', { name: 'Close preview' }).click();
  await row(page, forest).getByRole('button', { name: forest, exact: true }).click();
  await expect(page.getByRole('img', { name: forest })).toBeVisible();
  await page.getByRole('button', { name: 'Close preview' }).click();
  await row(page, clip).getByRole('button', { name: clip, exact: true }).click();
  const video = page.locator(`video[aria-label="${clip}"]`);
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0.5);
  expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(320);
  await page.getByRole('button', { name: 'Close preview' }).click();

  // Edit the image: rotate and save as a new PNG.
  await openRowAction(page, beach, 'Edit image');
  await page.getByRole('button', { name: 'Rotate right' }).click();
  await expect(page.getByRole('textbox', { name: 'Width' })).toHaveValue('360 px');
  await page.getByRole('button', { name: 'Save as…' }).click();
  const nameInput = page.getByRole('dialog', { name: 'Save image' }).getByLabel('Name');
  await nameInput.fill(`edited-${stamp}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row(page, `edited-${stamp}`)).toHaveCount(1, { timeout: 30_000 });

  // Save again under the same name: the dialog switches to replace mode.
  await openRowAction(page, forest, 'Edit image');
  await page.getByRole('button', { name: 'Save as…' }).click();
  await page.getByRole('dialog', { name: 'Save image' }).getByLabel('Name').fill(`edited-${stamp}`);
  await expect(page.locator('[data-save-mode="replace"]')).toBeVisible();
  await page.getByRole('button', { name: 'Replace', exact: true }).click();
  await expect(page.getByText(`Uploaded edited-${stamp}.png`).or(row(page, forest))).toBeVisible();

  // Replace a photo's file through its row action.
  await row(page, forest)
    .getByRole('button', { name: `Options for ${forest}` })
    .click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Replace', { exact: true }).click();
  await (
    await chooser
  ).setFiles({
    name: 'new-forest.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(page.getByText('Uploaded new-forest.png')).toBeVisible({ timeout: 30_000 });

  // Delete one: it is gone from the list, its file answers 404 and is gone from disk.
  const authorization = `Bearer ${await storedAccessToken(page, 'app')}`;
  const search = await page.request.post('/api/media/search', {
    headers: { authorization },
    data: { searchText: `beach-${stamp}` },
  });
  const beachCode = (await search.json()).Medias[0].mediaCode as string;
  const download = await page.request.get(`/api/media/${beachCode}/download`, {
    headers: { authorization },
  });
  const beachFile = storedPath(await download.body());
  expect(existsSync(beachFile), 'the uploaded file is on disk').toBe(true);
  await openRowAction(page, beach, 'Delete');
  await expect(page.getByRole('dialog', { name: 'Delete media' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The media was deleted.')).toBeVisible();
  await expect(row(page, beach)).toHaveCount(0);
  const file = await page.request.get(`/api/media/${beachCode}/download`, {
    headers: { authorization: `Bearer ${await storedAccessToken(page, 'app')}` },
  });
  expect(file.status()).toBe(404);
  await expect.poll(() => existsSync(beachFile), { message: 'the file left the disk' }).toBe(false);
});
