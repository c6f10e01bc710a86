import { expect, test, type Page } from '@playwright/test';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { unsplashStandInPort } from '../playwright.config';
import { demoUsers } from '../support/demo';
import { drawnPng } from '../support/drawn-png';
import { signInOnIdentityPage } from '../support/sign-in';

const standIn = `http://127.0.0.1:${unsplashStandInPort}`;
let server: Server | undefined;

/** Unsplash on loopback: a search of two photos, each photo's JSON, and the images. */
async function startStandIn(png: Buffer) {
  const photo = (id: string) => ({
    id,
    width: 320,
    height: 200,
    description: `harbour ${id}`,
    urls: { small: `${standIn}/thumbs/${id}.png` },
    user: { name: 'Ada Lindqvist', links: { html: 'https://unsplash.com/@ada' } },
  });
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', standIn);
    if (url.pathname === '/search/photos') {
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify({ total: 2, total_pages: 1, results: [photo('e2e-a1'), photo('e2e-b2')] }),
      );
    } else if (url.pathname.startsWith('/photos/')) {
      const id = url.pathname.slice('/photos/'.length);
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify({
          urls: { full: `${standIn}/images/${id}`, regular: `${standIn}/images/${id}` },
          user: { name: 'Ada Lindqvist' },
        }),
      );
    } else if (url.pathname.startsWith('/images/') || url.pathname.startsWith('/thumbs/')) {
      response.setHeader('Content-Type', 'image/png');
      response.end(png);
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  server.listen(unsplashStandInPort, '127.0.0.1');
  await once(server, 'listening');
}

test.afterAll(() => server?.close());

/** Adds an Unsplash photo through the picker of the open broadcast editor. */
async function addFromUnsplash(page: Page, photoId: string) {
  await page.getByRole('button', { name: 'Add media' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose media' });
  await picker.getByRole('tab', { name: 'Unsplash' }).click();
  await picker.getByRole('textbox', { name: 'Search Unsplash…' }).fill('harbour');
  // Shown from the image host, which the page's policy lets it load.
  const thumbnail = picker.getByRole('img', { name: `harbour ${photoId}` });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(320);
  await expect(picker.getByText('Ada Lindqvist').first()).toBeVisible();
  await picker.getByRole('button', { name: `Add photo ${photoId}` }).click();
  await expect(picker.getByRole('button', { name: `Add photo ${photoId}` })).toHaveText('Added');
  await expect(picker.getByText('1 selected')).toBeVisible();
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(picker).toBeHidden();
}

test('a photo found on Unsplash is imported once and added to a broadcast', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page.getByText('Rita Retail')).toBeVisible();
  await startStandIn(await drawnPng(page));

  await page.goto('/broadcast/new/details');
  await addFromUnsplash(page, 'e2e-a1');
  await expect(page.getByText('Uploaded e2e-a1')).toBeVisible();
  await expect(page.getByRole('main').getByText('unsplash-e2e-a1')).toBeVisible();
  // The upload message goes after 6 s.
  await expect(page.getByText('Uploaded e2e-a1')).toBeHidden({ timeout: 10_000 });

  // The same photo again is the same media: the library holds it once.
  await addFromUnsplash(page, 'e2e-a1');
  const library = await page.context().newPage();
  await library.goto('/media');
  await library
    .getByRole('textbox', { name: /Search/ })
    .first()
    .fill('unsplash-e2e-a1');
  await expect(library.getByRole('checkbox', { name: /^Select row / })).toHaveCount(1);
});
