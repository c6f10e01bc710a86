import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { MessageDelivery } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DetailsDrawer } from '@/kit/details-drawer';
import { ErrorAlert } from '@/kit/error-alert';
import { KitLoader } from '@/kit/loader';
import { notifyError, notifySuccess } from '@/lib/notifications/notify';
import { AlarmKindBadge } from './alarm-kind-badge';
import { formatMoment } from '@/lib/i18n/format-moment';
import { reasonText } from './alarm-format';
import { alarmQuery, useResendAlarm } from './alarms.api';

interface AlarmDrawerProps {
  id: string;
  canEdit: boolean;
  onDelete: () => void;
  onClose: () => void;
}

const stateColor: Record<MessageDelivery['state'], string> = {
  queued: 'yellow',
  delivered: 'teal',
  failed: 'red',
};

/** One message: what it said, to whom it went and how each delivery fared; resend or delete. */
export function AlarmDrawer({ id, canEdit, onDelete, onClose }: AlarmDrawerProps) {
  const { t, i18n } = useTranslation();
  const message = useQuery(alarmQuery(id));
  const resend = useResendAlarm();
  const data = message.data;
  const field = (label: string, value: string) => (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Group>
  );
  return (
    <DetailsDrawer title={data?.subject ?? t('alarms.details')} onClose={onClose}>
      {message.isPending && <KitLoader />}
      {message.isError && <ErrorAlert>{t('alarms.errors.details')}</ErrorAlert>}
      {data && (
        <Stack gap="md">
          <Group gap="xs">
            <AlarmKindBadge kind={data.kind} />
            <Text size="sm">{reasonText(t, data)}</Text>
          </Group>
          <Stack gap={4}>
            {field(t('alarms.columns.createdAt'), formatMoment(data.createdAt, i18n.language))}
            {field(t('alarms.columns.account'), data.account?.accountName ?? t('alarms.noAccount'))}
            {field(t('alarms.columns.screen'), data.player.name)}
          </Stack>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {data.text}
          </Text>
          <Text fw={600}>{t('alarms.deliveries.title')}</Text>
          {data.deliveries.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('alarms.deliveries.none')}
            </Text>
          ) : (
            <Stack gap="xs">
              {data.deliveries.map((delivery, n) => (
                <Paper key={n} withBorder p="sm">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div style={{ minWidth: 0 }}>
                      <Text size="xs" c="dimmed">
                        {t(`alarms.channel.${delivery.channel}`)}
                      </Text>
                      <Text size="sm" style={{ wordBreak: 'break-all' }}>
                        {delivery.target}
                      </Text>
                    </div>
                    <Badge
                      color={stateColor[delivery.state]}
                      variant="light"
                      style={{ flexShrink: 0 }}
                    >
                      {t(`alarms.state.${delivery.state}`)}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed" mt={4}>
                    {[
                      t('alarms.deliveries.attemptCount', { count: delivery.attempts }),
                      delivery.deliveredAt && formatMoment(delivery.deliveredAt, i18n.language),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  {delivery.lastError && (
                    <Text size="sm" c="red" mt={4}>
                      {delivery.lastError}
                    </Text>
                  )}
                </Paper>
              ))}
            </Stack>
          )}
          {canEdit && (
            <Group>
              <Button
                variant="light"
                loading={resend.isPending}
                onClick={() =>
                  resend.mutate(id, {
                    onSuccess: () => notifySuccess(t('alarms.resend.done')),
                    onError: () => notifyError(t('alarms.resend.failed')),
                  })
                }
              >
                {t('alarms.resend.action')}
              </Button>
              <Button variant="light" color="red" onClick={onDelete}>
                {t('alarms.delete.action')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </DetailsDrawer>
  );
}
