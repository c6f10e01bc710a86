import type { Page } from '@playwright/test';

/** A PNG drawn in the page (a plain blue picture), as a stand-in's image host would send one. */
export async function drawnPng(page: Page, width = 320, height = 200): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#1c7ed6';
      context.fillRect(0, 0, w!, h!);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b!), 'image/png'),
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return btoa(String.fromCharCode(...bytes));
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}
