import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dropFiles } from './drop-files';

/** Two seconds of H.264 at 320×180 (make-sample-video.ts writes it). */
const sampleVideo = readFileSync(new URL('../fixtures/sample-320x180.mp4', import.meta.url));

export interface SampleMedia {
  /** The name in the library (the file's name without its extension). */
  name: string;
  /** The media picker's tab that lists it. */
  tab: string;
  /** How the screen page's record names it (see screen-player.ts). */
  shows: string;
}

/**
 * Uploads two images and a video, told apart on a screen by their pixel sizes, with names of
 * their own for this run, and waits until the library has them all.
 */
export async function uploadSampleMedia(page: Page, site: string) {
  const stamp = Date.now().toString(36);
  const media = {
    wide: { name: `wide-${stamp}`, tab: 'Images', shows: 'image 640x360' },
    square: { name: `square-${stamp}`, tab: 'Images', shows: 'image 400x400' },
    clip: { name: `clip-${stamp}`, tab: 'Videos', shows: 'video 320x180' },
  } satisfies Record<string, SampleMedia>;
  await page.goto(`${site}/media`);
  await dropFiles(page, page.getByTestId('media-upload-zone'), [
    { name: `${media.wide.name}.png`, color: '#1c7ed6', width: 640, height: 360 },
    { name: `${media.square.name}.png`, color: '#e8590c', width: 400, height: 400 },
    { name: `${media.clip.name}.mp4`, type: 'video/mp4', base64: sampleVideo.toString('base64') },
  ]);
  await expect(page.getByText(`Uploaded ${media.clip.name}.mp4`)).toBeVisible({
    timeout: 30_000,
  });
  return media;
}

/**
 * Opens the media picker from 'Add media': straight away in a broadcast, through the menu's
 * 'Media from the library' on a playlist, whose menu also offers signs.
 */
export async function openMediaPicker(page: Page, within: Page | Locator = page) {
  await within.getByRole('button', { name: 'Add media' }).first().click();
  const fromLibrary = page.getByRole('menuitem', { name: 'Media from the library' });
  const picker = page.getByRole('dialog', { name: 'Choose media' });
  await expect(fromLibrary.or(picker)).toBeVisible();
  if (await fromLibrary.isVisible()) await fromLibrary.click();
  await expect(picker).toBeVisible();
  return picker;
}

/** Chooses one media from the library in the media picker that 'Add media' opens. */
export async function pickMedia(
  page: Page,
  { name, tab }: Pick<SampleMedia, 'name' | 'tab'>,
  within: Page | Locator = page,
) {
  const picker = await openMediaPicker(page, within);
  await picker.getByRole('tab', { name: tab }).click();
  await picker.getByRole('textbox', { name: 'Search media…' }).fill(name);
  const choices = picker.getByRole('checkbox', { name: /^Select row / });
  await expect(choices).toHaveCount(1);
  await choices.check();
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(picker).toBeHidden();
}
