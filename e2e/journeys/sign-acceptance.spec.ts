import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { demoUsers } from '../support/demo';
import { dropFiles } from '../support/drop-files';
import { useOwnServer } from '../support/own-server';
import { openPlaylist } from '../support/playlist';
import { openScreenPage, pairScreen } from '../support/screen-player';
import { addThroughPicker } from '../support/screens';
import { signInOnIdentityPage } from '../support/sign-in';
import { fillSignText, mediaRow, namesInZip } from '../support/signs';

// The journey pairs a screen to the demo account and takes the network and the server away
// under it, so it runs a server of its own.
const { server, site } = useOwnServer();

/** A template of every kind of value the acceptance names: text, colour, media, lines, an item. */
const templateHtml = `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<style>
body { margin: 0; padding: 60px; background: {{accent}}; color: #fff; font-family: sans-serif; }
.headline { font-size: 96px; }
.line { font-size: 48px; margin: 0; }
.picture { width: 640px; height: 360px; }
</style>
</head>
<body>
<div class="headline">{{headline}}</div>
{{#lines}}<div class="line">{{line}}</div>{{/lines}}
{{#product}}<p class="product">{{name}} <strong class="price">{{price}}</strong></p>{{/product}}
{{#picture}}<img class="picture" src="{{url}}" alt="">{{/picture}}
</body>
</html>
`;

const formModel = {
  orientations: [
    { orientation_name: 'Landscape', orientation_pixels: '1920x1080', orientation: '16:9' },
    { orientation_name: 'Portrait', orientation_pixels: '1080x1920', orientation: '9:16' },
  ],
  fields: [
    { fieldName: 'headline', type: 'textarea', label: 'Headline', required: true, maxLength: 80 },
    { fieldName: 'accent', type: 'colorPicker', label: 'Accent', customColor: true },
    { fieldName: 'picture', type: 'media', label: 'Picture', mediaLibrary: 'MediaLibrary' },
    {
      fieldName: 'lines',
      type: 'fieldset',
      label: 'Lines',
      maxCopies: 3,
      style: { allowCopies: true },
      fields: [{ fieldName: 'line', type: 'textarea', label: 'Line', maxLength: 60 }],
    },
    { fieldName: 'product', type: 'productSelector', label: 'Item' },
  ],
};

/**
 * The sign the screen shows now, in its frame (same origin, no script): while a sign drawn again
 * fades in over the old one, the newer frame, which comes last.
 */
const shownSign = (screen: Page) =>
  screen.locator('.player iframe.item.shown').last().contentFrame();

test('a template from support becomes a sign that plays, follows its item, downloads as PNGs and shows offline', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const templateName = `Offer board ${stamp}`;
  const signName = `Offer ${stamp}`;
  const copyName = `Copy of ${signName}`;
  const itemName = `Rain jacket ${stamp}`;
  const pictureName = `jacket-${stamp}`;

  // Support adds the template for the retail client in the console's editor.
  const support = await (await browser.newContext()).newPage();
  await support.goto(`${site()}/support/html-templates?clientCode=demo-retail`);
  await signInOnIdentityPage(support, demoUsers.support);
  await expect(support).toHaveURL(/\/support\/html-templates\?clientCode=demo-retail$/);
  await support.getByRole('button', { name: 'New template' }).click();
  await support.getByRole('textbox', { name: 'Template name' }).fill(templateName);
  await support.getByRole('textbox', { name: 'HTML' }).fill(templateHtml);
  await support
    .getByRole('textbox', { name: 'Form model (JSON)' })
    .fill(JSON.stringify(formModel, null, 2));
  await support.getByRole('button', { name: 'Save template' }).click();
  await expect(support.getByRole('button', { name: templateName })).toBeVisible();
  await support.context().close();

  // The owner pairs a screen, adds an item and a picture.
  const { context: screenContext, screen, code } = await openScreenPage(browser, site());
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${site()}/`);
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page).toHaveURL(`${site()}/screens`);
  const screenName = `Outdoor wall ${stamp}`;
  await pairScreen(page, screen, { site: site(), code, name: screenName });

  await page.goto(`${site()}/items`);
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(itemName);
  await page.getByRole('textbox', { name: 'Price' }).fill('12.5');
  await page.getByRole('textbox', { name: 'Currency' }).fill('EUR');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item saved')).toBeVisible();
  await expect(page).toHaveURL(/\/items\/[A-Za-z0-9_-]+$/);
  const itemAddress = page.url();

  await page.goto(`${site()}/media`);
  await dropFiles(page, page.getByTestId('media-upload-zone'), [
    { name: `${pictureName}.png`, color: '#e8590c', width: 640, height: 360 },
  ]);
  await expect(page.getByText(`Uploaded ${pictureName}.png`)).toBeVisible({ timeout: 30_000 });

  // The owner makes a sign from the gallery: refused while the headline is missing.
  await page.goto(`${site()}/media/media/add/templates`);
  await page.getByRole('link', { name: new RegExp(templateName) }).click();
  await expect(page.getByRole('heading', { name: 'New sign' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Sign name' }).fill(signName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Missing required field: Headline')).toBeVisible();

  await fillSignText(page, 'Headline', 'Autumn offers');
  await fillSignText(page, 'Line', 'Waterproof to 10,000 mm');
  await page.getByRole('button', { name: 'Add copy' }).click();
  await fillSignText(page, 'Line', 'Free hood adjustment', 1);
  await page.getByRole('button', { name: 'Choose item' }).click();
  const itemPicker = page.getByRole('dialog', { name: 'Choose item' });
  await itemPicker.getByRole('textbox', { name: 'Search items…' }).fill('Rain jacket');
  await itemPicker
    .getByRole('row', { name: new RegExp(itemName) })
    .getByRole('radio')
    .check();
  await itemPicker.getByRole('button', { name: 'Select' }).click();
  await expect(itemPicker).toBeHidden();
  await page.getByRole('textbox', { name: 'Accent' }).fill('#2f9e44');
  await page.getByRole('button', { name: 'Choose from library' }).click();
  const mediaPicker = page.getByRole('dialog', { name: 'Choose media' });
  await mediaPicker.getByRole('tab', { name: 'Images' }).click();
  await mediaPicker.getByRole('textbox', { name: 'Search media…' }).fill(pictureName);
  await mediaPicker.getByRole('radio', { name: /^Select row / }).check();
  await mediaPicker.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(mediaPicker).toBeHidden();

  const preview = page.frameLocator('iframe[title="Preview, Landscape"]');
  await expect(preview.locator('.price')).toHaveText('12.50 EUR');
  await expect(preview.locator('body')).toHaveCSS('background-color', 'rgb(47, 158, 68)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/media$/);
  await expect(page.getByText(`Saved ${signName}`)).toBeVisible();

  // The screen plays the sign (its copy, made next, would match the picker's search too): every
  // value in its frame, the picture loaded.
  await openPlaylist(page, site(), screenName);
  await addThroughPicker(page, { name: signName, tab: 'Signs' });
  const sign = shownSign(screen);
  await expect(sign.locator('.headline')).toHaveText('Autumn offers', { timeout: 30_000 });
  await expect(sign.locator('.line')).toHaveText([
    'Waterproof to 10,000 mm',
    'Free hood adjustment',
  ]);
  await expect(sign.locator('.product')).toContainText(itemName);
  await expect(sign.locator('.price')).toHaveText('12.50 EUR');
  await expect(sign.locator('body')).toHaveCSS('background-color', 'rgb(47, 158, 68)');
  await expect
    .poll(() => sign.locator('.picture').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(640);

  // A duplicate saves a second sign beside the first.
  await page.goto(`${site()}/media`);
  await mediaRow(page, signName)
    .getByRole('button', { name: `Options for ${signName}` })
    .click();
  await page.getByRole('menuitem', { name: 'Duplicate sign', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Sign name' })).toHaveValue(copyName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(mediaRow(page, copyName)).toBeVisible();
  await expect(mediaRow(page, signName)).toBeVisible();

  // Both signs' previews, one PNG per orientation, in one zip.
  for (const name of [signName, copyName]) await mediaRow(page, name).getByRole('checkbox').check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download sign previews' }).click();
  const zip = readFileSync((await (await download).path())!);
  expect(namesInZip(zip).sort()).toEqual(
    [signName, copyName]
      .flatMap((name) => [`${name}-Landscape.png`, `${name}-Portrait.png`])
      .sort(),
  );

  // A new price reaches the screen's frame within 5 s of its saving.
  await page.goto(itemAddress);
  await page.getByRole('textbox', { name: 'Price' }).fill('9');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(shownSign(screen).locator('.price')).toHaveText('9.00 EUR', { timeout: 5_000 });
  await expect(page.getByText('Item saved')).toBeVisible();

  // Without a network or a server, a reloaded screen still shows the sign as it last was.
  await server().stop();
  await screenContext.setOffline(true);
  await screen.reload();
  await expect(shownSign(screen).locator('.price')).toHaveText('9.00 EUR', { timeout: 15_000 });
  await expect(shownSign(screen).locator('.headline')).toHaveText('Autumn offers');
  await expect
    .poll(() =>
      shownSign(screen)
        .locator('.picture')
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBe(640);
  await screenContext.close();
});
