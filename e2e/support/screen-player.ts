import { expect, type Browser, type Page } from '@playwright/test';
import { pairThroughWizard, waitingScreenCode } from './screens';

declare global {
  interface Window {
    /** What the screen showed, in order: each item as it fades in, by its element and size. */
    shownItems: string[];
    /** When each of `shownItems` came, by the screen's clock. */
    shownAt: number[];
  }
}

/**
 * Records on the screen page every item that starts to show. The media are told apart by their
 * pixel sizes, which the journeys chose, so the check needs no codes from the server.
 */
function recordShownItems() {
  window.shownItems = [];
  window.shownAt = [];
  new MutationObserver((records) => {
    for (const record of records) {
      const element = record.target;
      const wasShown = /\bshown\b/.test(record.oldValue ?? '');
      if (!(element instanceof HTMLElement) || wasShown || !element.classList.contains('shown')) {
        continue;
      }
      const item =
        element instanceof HTMLVideoElement
          ? `video ${element.videoWidth}x${element.videoHeight}`
          : element instanceof HTMLImageElement
            ? `image ${element.naturalWidth}x${element.naturalHeight}`
            : element.tagName.toLowerCase();
      window.shownItems.push(item);
      window.shownAt.push(Date.now());
    }
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['class'],
    attributeOldValue: true,
  });
}

/** A screen page in a browser context of its own, recording what it shows, at its pairing code. */
export async function openScreenPage(browser: Browser, site: string) {
  const context = await browser.newContext({ viewport: { width: 960, height: 540 } });
  await context.addInitScript(recordShownItems);
  const screen = await context.newPage();
  const code = await waitingScreenCode(screen, `${site}/screen/`);
  return { context, screen, pairingCode: screen.locator('.pairing-code'), code };
}

export const shownItems = (screen: Page) => screen.evaluate(() => window.shownItems);

/** Whether `sequence` appears, item after item, in what the screen showed since `from`. */
export async function hasShownInOrder(
  screen: Page,
  sequence: string[],
  from = 0,
): Promise<boolean> {
  const items = (await shownItems(screen)).slice(from);
  return items.some((_, at) => sequence.every((item, offset) => items[at + offset] === item));
}

/** The rows of a data table that hold cells (not its header). */
export function bodyRows(page: Page) {
  return page.getByRole('row').filter({ has: page.getByRole('cell') });
}

/**
 * Pairs the screen showing `code` through the add-screen wizard of a signed-in owner on the
 * screens list, then waits until the screen has left its code and the list shows it online.
 */
export async function pairScreen(
  page: Page,
  screen: Page,
  {
    site,
    code,
    name,
    tags = [],
    location,
  }: { site: string; code: string; name: string; tags?: string[]; location?: string },
) {
  await page.goto(`${site}/screens`);
  await pairThroughWizard(page, { code, name, tags, location });

  // The screen leaves its code for its fallback within 5 s, unprompted.
  await expect(screen.locator('.fallback')).toBeVisible({ timeout: 5_000 });
  await expect(screen.locator('.pairing-code')).toBeHidden();
  const row = bodyRows(page).filter({ hasText: name });
  await expect(row.locator('[data-status="online"]')).toBeVisible({ timeout: 5_000 });
  return row;
}
