import { expect, test, type Page } from '@playwright/test';
import { demoUsers } from '../support/demo';
import { useOwnServer } from '../support/own-server';
import { bodyRows, openScreenPage, pairScreen } from '../support/screen-player';
import { signInOnIdentityPage } from '../support/sign-in';

const { site } = useOwnServer();
const pictures = process.env.E2E_PICTURES;

/** Requests that failed or answered an error, and errors the page logged, from now on. */
function recordFailures(page: Page) {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => failures.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()}: ${response.url()}`);
  });
  return failures;
}

test("a new screen's Remote tab asks for nothing that does not exist, and its idle clock's screenshot is not black", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { screen, code } = await openScreenPage(browser, site());
  await page.goto(`${site()}/`);
  await signInOnIdentityPage(page, demoUsers.retailOwner);
  await expect(page).toHaveURL(`${site()}/screens`);
  const name = 'Idle lobby';
  await pairScreen(page, screen, { site: site(), code, name });
  // Nothing is scheduled: the screen shows its clock.
  await expect(screen.locator('.fallback-clock')).toHaveText(/\d\d:\d\d/);

  const failures = recordFailures(page);
  await bodyRows(page)
    .filter({ hasText: name })
    .getByRole('button', { name: `Options for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const details = page.getByRole('dialog', { name });
  await details.getByRole('tab', { name: 'Information' }).click();
  await expect(details.getByText('Player version')).toBeVisible({ timeout: 15_000 });
  await expect(details.getByText(/[{}]/)).toHaveCount(0);
  await details.getByRole('tab', { name: 'Remote' }).click();
  await expect(details.getByText('No screenshot yet.')).toBeVisible();
  await expect(details.getByText('No logs yet.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);

  // Taking one waits without failures, and the picture shows the clock's light text on black.
  await details.getByRole('button', { name: 'Take one' }).click();
  const shot = details.getByRole('img', { name: 'What the screen showed' });
  await expect(shot).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => shot.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const brightPixels = await shot.evaluate((image: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) return -1;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let bright = 0;
    for (let at = 0; at < data.length; at += 4)
      if (data[at]! + data[at + 1]! + data[at + 2]! > 384) bright++;
    return bright;
  });
  expect(brightPixels).toBeGreaterThan(100);
  expect(failures).toEqual([]);

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The drawer's content never runs wider than the drawer.
    const overflow = await details.evaluate((drawer) => {
      const body = drawer.querySelector('.mantine-Drawer-body') ?? drawer;
      return body.scrollWidth - body.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    if (pictures) await page.screenshot({ path: `${pictures}-remote-${width}.png` });
    await details.getByRole('tab', { name: 'Information' }).click();
    if (pictures)
      await page.screenshot({ path: `${pictures}-information-${width}.png`, fullPage: true });
    await details.getByRole('tab', { name: 'Remote' }).click();
  }
});
