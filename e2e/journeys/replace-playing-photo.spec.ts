import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { dropFiles } from '../support/drop-files';
import { useOwnServer } from '../support/own-server';
import { fillPlaylist, openPlaylist } from '../support/playlist';
import { bodyRows, openScreenPage, pairScreen, shownItems } from '../support/screen-player';
import { signInOnIdentityPage } from '../support/sign-in';

// The journey pairs a screen to the demo account, which the shared server's journeys expect to
// have none, so it runs a server of its own (own port, own data directory).
const { site } = useOwnServer();

/** A plain PNG of this size, drawn in the page as a person's image editor would save it. */
async function pngOfSize(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#e8590c';
      context.fillRect(0, 0, w, h);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b!), 'image/png'),
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return btoa(String.fromCharCode(...bytes));
    },
    [width, height] as [number, number],
  );
  return Buffer.from(base64, 'base64');
}

test('a photo replaced in the library shows on the screen playing it within 5 s', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { context: screenContext, screen, code } = await openScreenPage(browser, site());

  await page.goto(`${site()}/`);
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page).toHaveURL(`${site()}/screens`);
  const screenName = 'Till display';
  await pairScreen(page, screen, { site: site(), code, name: screenName });

  // One photo, 640x360, alone in the screen's playlist.
  const stamp = Date.now().toString(36);
  const photo = { name: `offer-${stamp}`, tab: 'Images', shows: 'image 640x360' };
  await page.goto(`${site()}/media`);
  await dropFiles(page, page.getByTestId('media-upload-zone'), [
    { name: `${photo.name}.png`, color: '#1c7ed6', width: 640, height: 360 },
  ]);
  await expect(page.getByText(`Uploaded ${photo.name}.png`)).toBeVisible({ timeout: 30_000 });
  await openPlaylist(page, site(), screenName);
  await fillPlaylist(page, [photo]);
  await expect.poll(() => shownItems(screen), { timeout: 30_000 }).toContain(photo.shows);

  // Its file is replaced by a 400x400 one through the library's row action.
  await page.goto(`${site()}/media`);
  await bodyRows(page)
    .filter({ has: page.getByRole('button', { name: photo.name, exact: true }) })
    .getByRole('button', { name: `Options for ${photo.name}` })
    .click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Replace', { exact: true }).click();
  await (
    await chooser
  ).setFiles({
    name: 'new-offer.png',
    mimeType: 'image/png',
    buffer: await pngOfSize(page, 400, 400),
  });
  await expect(page.getByText('Uploaded new-offer.png')).toBeVisible({ timeout: 30_000 });

  // The playing screen is told, fetches the new file and shows it.
  await expect.poll(() => shownItems(screen), { timeout: 5_000 }).toContain('image 400x400');
  await screenContext.close();
});
