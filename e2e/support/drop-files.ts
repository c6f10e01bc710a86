import type { Locator, Page } from '@playwright/test';

/** A PNG drawn on a canvas in the page, or a file's own bytes. */
export type DropFile =
  | { name: string; color: string; width: number; height: number }
  | { name: string; type: string; base64: string };

/** Drops files onto an upload zone, as a person drags them from their desktop. */
export async function dropFiles(page: Page, zone: Locator, files: DropFile[]): Promise<void> {
  const dataTransfer = await page.evaluateHandle(async (specs) => {
    const transfer = new DataTransfer();
    for (const spec of specs) {
      if ('base64' in spec) {
        const bytes = Uint8Array.from(atob(spec.base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], spec.name, { type: spec.type }));
        continue;
      }
      const canvas = document.createElement('canvas');
      canvas.width = spec.width;
      canvas.height = spec.height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = spec.color;
      context.fillRect(0, 0, spec.width, spec.height);
      context.fillStyle = '#ffffff';
      context.fillRect(spec.width / 4, spec.height / 4, spec.width / 2, spec.height / 2);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b!), 'image/png'),
      );
      transfer.items.add(new File([blob], spec.name, { type: 'image/png' }));
    }
    return transfer;
  }, files);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}
