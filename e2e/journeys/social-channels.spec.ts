import { expect, test, type Page } from '@playwright/test';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { socialFeedStandInPort } from '../playwright.config';
import { demoUsers } from '../support/demo';
import { drawnPng } from '../support/drawn-png';
import { signInOnIdentityPage } from '../support/sign-in';

const standIn = `http://127.0.0.1:${socialFeedStandInPort}`;
let server: Server | undefined;

const item = (id: string, title: string, day: number, picture?: string) =>
  `<item><guid>${id}</guid><title>${title}</title><description>${title}, fresh from the pier.</description>` +
  `<author>Harbour café</author><pubDate>${new Date(Date.UTC(2026, 11, day)).toUTCString()}</pubDate>` +
  (picture ? `<enclosure url="${standIn}/pictures/${picture}" type="image/png"/>` : '') +
  '</item>';

const rss = (items: string[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Harbour café</title>${items.join('')}</channel></rss>`;

/** A café's news feed on loopback, and a second one the channel is moved to. */
async function startStandIn(png: Buffer) {
  const feeds: Record<string, string> = {
    '/news.xml': rss([
      item('n3', 'Cinnamon buns are back', 3, 'buns.png'),
      item('n2', 'Oat latte on the menu', 2),
      item('n1', 'Open on Sundays', 1),
    ]),
    '/offers.xml': rss([item('o2', 'Two coffees for one', 5), item('o1', 'Lunch deal', 4)]),
  };
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', standIn).pathname;
    if (path.startsWith('/pictures/')) {
      response.setHeader('Content-Type', 'image/png');
      response.end(png);
    } else if (feeds[path]) {
      response.setHeader('Content-Type', 'application/rss+xml');
      response.end(feeds[path]);
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  server.listen(socialFeedStandInPort, '127.0.0.1');
  await once(server, 'listening');
}

test.afterAll(() => server?.close());

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
}

test('a café follows its news feed: posts arrive, the feed changes, and the channel goes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/socialchannels');
  await signInOnIdentityPage(page, demoUsers.cafeOwner);
  await expect(page.getByRole('heading', { name: 'Social channels', exact: true })).toBeVisible();
  await startStandIn(await drawnPng(page));

  await page.getByRole('button', { name: 'Add channel' }).first().click();
  const editor = page.getByRole('dialog', { name: 'Add social channel' });
  await editor.getByRole('textbox', { name: 'Name' }).fill('Harbour café news');
  await editor.getByRole('textbox', { name: 'Feed address' }).fill(`${standIn}/news.xml`);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();

  // The list asks again while the feed is being read, until its posts are there.
  const channel = row(page, 'Harbour café news');
  await expect(channel).toContainText('3 posts', { timeout: 20_000 });
  await expect(channel).toContainText('Up to date');
  await expect(channel).toContainText('Every 15 minutes');

  await channel.getByRole('button', { name: 'Show the posts of Harbour café news' }).click();
  const posts = page.getByRole('dialog', { name: 'Posts of Harbour café news' });
  const titles = posts.getByRole('listitem');
  await expect(titles.nth(0)).toContainText('Cinnamon buns are back');
  await expect(titles.nth(2)).toContainText('Open on Sundays');
  // The picture is the server's own copy, as signs load it.
  await expect
    .poll(() =>
      titles
        .nth(0)
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.naturalWidth)
        .catch(() => 0),
    )
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(posts).toBeHidden();

  await channel.getByRole('button', { name: 'Options for Harbour café news' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const change = page.getByRole('dialog', { name: 'Edit Harbour café news' });
  await change.getByRole('textbox', { name: 'Feed address' }).fill(`${standIn}/offers.xml`);
  await change.getByRole('textbox', { name: 'Minutes between reads' }).fill('30');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change).toBeHidden();
  await expect(channel).toContainText('2 posts', { timeout: 20_000 });
  await expect(channel).toContainText('Every 30 minutes');
  await channel.getByRole('button', { name: 'Show the posts of Harbour café news' }).click();
  await expect(posts.getByRole('listitem').nth(0)).toContainText('Two coffees for one');
  await expect(posts.getByText('Cinnamon buns are back')).toBeHidden();
  await page.keyboard.press('Escape');

  await channel.getByRole('button', { name: 'Options for Harbour café news' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const question = page.getByRole('dialog', { name: 'Delete social channel' });
  await expect(question).toContainText('Delete Harbour café news and its 2 posts?');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Channel deleted')).toBeVisible();
  await expect(row(page, 'Harbour café news')).toHaveCount(0);
});
