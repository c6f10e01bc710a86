import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';

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

// Pages render here without their routes, which would load their catalogue parts: all English
// parts are there from the start.
const englishParts = import.meta.glob<Record<string, unknown>>('../locales/en_US/*.json', {
  eager: true,
  import: 'default',
});
for (const part of Object.values(englishParts))
  i18n.addResourceBundle('en_US', 'translation', part, true, false);
