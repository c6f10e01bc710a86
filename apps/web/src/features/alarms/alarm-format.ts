import type { ExternalMessage } from '@marquee/contracts';
import type { TFunction } from 'i18next';

/** What the alarm is about: no contact, or the status level it reached. */
export function reasonText(t: TFunction, message: Pick<ExternalMessage, 'reason' | 'statusLevel'>) {
  return message.reason === 'noContact'
    ? t('alarms.reason.noContact')
    : t(`alarms.level.${message.statusLevel ?? 'Issue'}`);
}
