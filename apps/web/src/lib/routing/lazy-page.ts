import { lazy, type ComponentType } from 'react';
import { loadTexts, type CataloguePart } from '@/lib/i18n/i18n';

/** The spec's chunk load timeout. */
export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadTimeout extends Error {
  constructor() {
    super('Loading the page took longer than 120 seconds');
    this.name = 'ChunkLoadTimeout';
  }
}

export function withTimeout<T>(load: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeout()), timeoutMs);
    load.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * A route's page module and the catalogue parts it shows, loaded together on first visit (the
 * page never paints without its texts) and given up after the timeout.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  parts: readonly CataloguePart[] = [],
) {
  return lazy(() =>
    withTimeout(
      Promise.all([load(), loadTexts(parts)]).then(([page]) => page),
      chunkLoadTimeoutMs,
    ),
  );
}
