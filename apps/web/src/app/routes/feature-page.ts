import type { ComponentType } from 'react';
import { lazyPage } from '@/lib/routing/lazy-page';
import { featureTexts } from './feature-texts';

/** A feature's page, loaded with the catalogue parts that feature shows. */
export function featurePage(feature: string, load: () => Promise<{ default: ComponentType }>) {
  return lazyPage(load, featureTexts[feature]);
}
