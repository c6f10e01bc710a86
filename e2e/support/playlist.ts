import { expect, type Page } from '@playwright/test';
import type { SampleMedia } from './sample-media';
import { addThroughPicker } from './screens';

/** Opens a screen's playlist from the screens list, by the link on its name. */
export async function openPlaylist(page: Page, site: string, screenName: string) {
  await page.goto(`${site}/screens`);
  await page.getByRole('link', { name: screenName }).click();
  await expect(page.getByRole('heading', { name: `Playlist of ${screenName}` })).toBeVisible();
}

/**
 * Adds the media to the open playlist in the given order; images play `imageSeconds` each, so
 * a whole round is over soon.
 */
export async function fillPlaylist(page: Page, items: SampleMedia[], imageSeconds = 3) {
  for (const item of items) await addThroughPicker(page, item);
  for (const { name } of items.filter((item) => item.tab === 'Images')) {
    const duration = page.getByRole('group', { name: `Duration of ${name}` });
    await duration.getByRole('textbox', { name: `Seconds of ${name}` }).fill(String(imageSeconds));
    await page.keyboard.press('Tab');
  }
}
