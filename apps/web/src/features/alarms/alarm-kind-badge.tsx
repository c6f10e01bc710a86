import { Badge } from '@mantine/core';
import type { ExternalMessage } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';

/** An alarm in red, its resolution in green. */
export function AlarmKindBadge({ kind }: Pick<ExternalMessage, 'kind'>) {
  const { t } = useTranslation();
  return (
    <Badge color={kind === 'alarm' ? 'red' : 'teal'} variant="light">
      {t(`alarms.kind.${kind}`)}
    </Badge>
  );
}
