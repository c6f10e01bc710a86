import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutsideReach } from './saved-filters';

/**
 * What a saved filter names outside the user's reach, as the counts the server gives (never
 * names): those codes are left out of the builder, and the server keeps them when it is saved.
 */
export function FilterOutsideReachNotice({ outsideReach }: { outsideReach: OutsideReach }) {
  const { t } = useTranslation();
  const { screens, media } = outsideReach;
  if (screens === 0 && media === 0) return null;
  const counts = [
    screens > 0 ? t('kit.filterOutsideReach.screens', { count: screens }) : null,
    media > 0 ? t('kit.filterOutsideReach.media', { count: media }) : null,
  ].filter((text) => text !== null);
  return (
    <Alert color="yellow" title={t('kit.filterOutsideReach.title')}>
      {[...counts, t('kit.filterOutsideReach.text')].join(' ')}
    </Alert>
  );
}
