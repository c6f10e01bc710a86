import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { storedAccessToken } from '../support/session';
import { signInOnIdentityPage } from '../support/sign-in';

interface DropFile {
  name: string;
  color: string;
  width: number;
  height: number;
}

/** Drops PNGs drawn on a canvas in the page onto the upload zone, as a person drags files. */
async function dropImages(page: Page, zone: Locator, files: DropFile[]) {
  const dataTransfer = await page.evaluateHandle(async (specs) => {
    const transfer = new DataTransfer();
    for (const spec of specs) {
      const canvas = document.createElement('canvas');
      canvas.width = spec.width;
      canvas.height = spec.height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = spec.color;
      context.fillRect(0, 0, spec.width, spec.height);
      context.fillStyle = '#ffffff';
      context.fillRect(spec.width / 4, spec.height / 4, spec.width / 2, spec.height / 2);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b!), 'image/png'),
      );
      transfer.items.add(new File([blob], spec.name, { type: 'image/png' }));
    }
    return transfer;
  }, files);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
}

test('the media library: upload, thumbnails, search, tags, preview, edit, replace and delete', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page.getByText('Rita Retail')).toBeVisible();
  await page.goto('/media');
  await expect(page.getByRole('heading', { name: 'Media library' })).toBeVisible();

  const stamp = Date.now().toString(36);
  // The library names a media by its file name without the extension.
  const beach = `beach-${stamp}`;
  const forest = `forest-${stamp}`;
  await dropImages(page, page.getByTestId('media-upload-zone'), [
    { name: `${beach}.png`, color: '#1c7ed6', width: 640, height: 360 },
    { name: `${forest}.png`, color: '#2f9e44', width: 360, height: 640 },
  ]);
  await expect(page.getByText(`Uploaded ${forest}.png`)).toBeVisible({ timeout: 30_000 });

  // Thumbnails appear once the job queue has made them.
  for (const name of [beach, forest]) {
    await expect(row(page, name).locator('img[data-thumb="ready"]')).toBeVisible({
      timeout: 30_000,
    });
  }
  await expect(page.getByRole('tab', { name: 'Images' })).toBeVisible();

  // Search narrows the list to one.
  await page.getByRole('textbox', { name: 'Search' }).fill(`forest-${stamp}`);
  await expect(row(page, beach)).toHaveCount(0);
  await expect(row(page, forest)).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(row(page, beach)).toHaveCount(1);

  // Tag one with a new coloured tag.
  await row(page, beach)
    .getByRole('button', { name: `Options for ${beach}` })
    .click();
  await page.getByText('Tags', { exact: true }).last().click();
  const tagsInput = page.getByRole('dialog').getByLabel('Tags');
  await tagsInput.fill(`summer${stamp}`);
  await tagsInput.press('Enter');
  await page.getByRole('button', { name: 'Save tags' }).click();
  await expect(row(page, beach).getByText(`summer${stamp}`)).toBeVisible();

  // Preview shows the image.
  await row(page, beach).getByRole('button', { name: beach, exact: true }).click();
  await expect(page.getByRole('img', { name: beach })).toBeVisible();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.locator('[data-zoom="1.1"]')).toBeVisible();
  await page.getByRole('button', { name: 'Close preview' }).click();

  // Edit the image: rotate and save as a new PNG.
  await row(page, beach)
    .getByRole('button', { name: `Options for ${beach}` })
    .click();
  await page.getByText('Edit image', { exact: true }).click();
  await page.getByRole('button', { name: 'Rotate right' }).click();
  await expect(page.getByRole('textbox', { name: 'Width' })).toHaveValue('360 px');
  await page.getByRole('button', { name: 'Save as…' }).click();
  const nameInput = page.getByRole('dialog', { name: 'Save image' }).getByLabel('Name');
  await nameInput.fill(`edited-${stamp}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row(page, `edited-${stamp}`)).toHaveCount(1, { timeout: 30_000 });

  // Save again under the same name: the dialog switches to replace mode.
  await row(page, forest)
    .getByRole('button', { name: `Options for ${forest}` })
    .click();
  await page.getByText('Edit image', { exact: true }).click();
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

  // Delete one; it is gone from the list and its file answers 404.
  const token = await storedAccessToken(page, 'app');
  const search = await page.request.post('/api/media/search', {
    headers: { authorization: `Bearer ${token}` },
    data: { searchText: `beach-${stamp}` },
  });
  const beachCode = (await search.json()).Medias[0].mediaCode as string;
  await row(page, beach)
    .getByRole('button', { name: `Options for ${beach}` })
    .click();
  await page.getByText('Delete', { exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Delete media' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The media was deleted.')).toBeVisible();
  await expect(row(page, beach)).toHaveCount(0);
  const file = await page.request.get(`/api/media/${beachCode}/download`, {
    headers: { authorization: `Bearer ${await storedAccessToken(page, 'app')}` },
  });
  expect(file.status()).toBe(404);
});
