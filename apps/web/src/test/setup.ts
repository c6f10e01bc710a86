import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadTexts } from '@/lib/i18n/i18n';

// Lazy routes and catalogues load asynchronously; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// jsdom lacks these; Mantine reads them.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};

// Pages render here without their routes, which would load their catalogue parts: every part
// is asked for from the start, so a language switch loads them all too.
const parts = Object.keys(import.meta.glob('../locales/en_US/*.json')).map((path) =>
  path.replace(/^.*\/|\.json$/g, ''),
);
await loadTexts(parts);
