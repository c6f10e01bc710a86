import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { demoUsers } from '../support/demo';
import { signInOnIdentityPage } from '../support/sign-in';
import { fillSignText, mediaRow, namesInZip } from '../support/signs';

test('the sign editor: a refused sign, one saved with its pictures, a copy, a menu of two items and their previews in one zip', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const lunch = `Lunch ${stamp}`;
  const menu = `Menu ${stamp}`;
  await page.goto('/media/media/add/templates');
  await signInOnIdentityPage(page, demoUsers.cafeOwner);
  await expect(page.getByRole('heading', { name: 'Templates' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Welcome/ })).toContainText('Fallback');

  await page.getByRole('link', { name: /Headline and image/ }).click();
  await expect(page.getByRole('heading', { name: 'New sign' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Sign name' }).fill(lunch);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Missing required field: Headline')).toBeVisible();

  await fillSignText(page, 'Headline', 'Soup of the day');
  const preview = page.frameLocator('iframe[title="Preview, Landscape"]');
  await expect(preview.getByRole('heading', { name: 'Soup of the day' })).toBeVisible();
  await page.getByText('Portrait (9:16)', { exact: true }).click();
  await expect(
    page.frameLocator('iframe[title="Preview, Portrait"]').getByText('Soup of the day'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/media$/);
  await expect(page.getByText(`Saved ${lunch}`)).toBeVisible();
  await expect(mediaRow(page, lunch)).toBeVisible();

  await mediaRow(page, lunch)
    .getByRole('button', { name: `Options for ${lunch}` })
    .click();
  await page.getByRole('menuitem', { name: 'Duplicate sign', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Sign name' })).toHaveValue(`Copy of ${lunch}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(mediaRow(page, `Copy of ${lunch}`)).toBeVisible();
  await expect(mediaRow(page, lunch)).toBeVisible();

  await page.goto('/media/media/add/templates');
  await page.getByRole('link', { name: /Menu board/ }).click();
  await page.getByRole('textbox', { name: 'Sign name' }).fill(menu);
  await fillSignText(page, 'Title', 'Coffee');
  for (const [index, item] of ['Caffè latte', 'Chai latte'].entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add copy' }).last().click();
    await page.getByRole('button', { name: 'Choose item' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose item' });
    await picker.getByRole('textbox', { name: 'Search items…' }).fill(item.slice(0, 4));
    await picker
      .getByRole('row', { name: new RegExp(item) })
      .getByRole('radio')
      .check();
    await picker.getByRole('button', { name: 'Select' }).click();
    await expect(picker).toBeHidden();
  }
  await expect(preview.getByText('Chai latte')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/media$/);

  // Each sign's thumbnail is the picture the editor captured of its first orientation.
  await expect(mediaRow(page, menu).getByRole('img')).toBeVisible();
  for (const name of [lunch, `Copy of ${lunch}`, menu])
    await mediaRow(page, name).getByRole('checkbox').check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download sign previews' }).click();
  const zip = readFileSync((await (await download).path())!);
  expect(namesInZip(zip).sort()).toEqual(
    [lunch, `Copy of ${lunch}`, menu]
      .flatMap((name) => [`${name}-Landscape.png`, `${name}-Portrait.png`])
      .sort(),
  );
});
