import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Puts a CSS module (its path under src) into the document under the class names its import
 * gives in tests, which load no stylesheets, so `getComputedStyle` reads what it declares for an
 * element. jsdom lays nothing out: what a rule does to widths and lines is a browser's to show.
 */
export function applyCssModule(path: string, classes: Readonly<Record<string, string>>) {
  const rules = readFileSync(resolve(src, path), 'utf8').replace(
    /\.([A-Za-z][\w-]*)/g,
    (_, name: string) => `.${classes[name]}`,
  );
  const style = document.createElement('style');
  style.textContent = rules;
  document.head.append(style);
  return () => style.remove();
}
