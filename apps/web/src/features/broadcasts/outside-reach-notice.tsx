import { Alert } from '@mantine/core';
import type { Broadcast } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';

/**
 * What of a broadcast lies outside the user's reach, as the counts the server gives (never
 * names), and why it cannot be changed here.
 */
export function OutsideReachNotice({ outsideReach }: Pick<Broadcast, 'outsideReach'>) {
  const { t } = useTranslation();
  const { screens, media } = outsideReach;
  const counts = [
    screens > 0 ? t('broadcasts.outsideReach.screens', { count: screens }) : null,
    media > 0 ? t('broadcasts.outsideReach.media', { count: media }) : null,
  ].filter((text) => text !== null);
  return (
    <Alert color="yellow" title={t('broadcasts.outsideReach.title')}>
      {[...counts, t('broadcasts.outsideReach.text')].join(' ')}
    </Alert>
  );
}
