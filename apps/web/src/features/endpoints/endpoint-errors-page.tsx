import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ErrorMessage } from '@marquee/contracts';
import { can } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '@/kit/error-alert';
import { KitLoader } from '@/kit/loader';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import {
  endpointsQuery,
  errorMessagesQuery,
  filesInErrorQuery,
  type MessageAction,
} from './endpoints.api';
import { endpointName } from './endpoint-name';
import { MessageActionModal } from './message-action-modal';

/**
 * One endpoint's messages in its error queue, each to return to its queue or delete, and its
 * files in error (spec 000 "Endpoint screen"). Message contents never reach the console.
 */
export default function EndpointErrorsPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const sessionUser = useSessionUser();
  const canEdit = can(sessionUser, 'SupportEndpoints', 'edit');
  const { endpointId = '' } = useParams();
  const endpoint = useQuery(endpointsQuery()).data?.find((known) => known.id === endpointId);
  const messages = useQuery(errorMessagesQuery(endpointId));
  const files = useQuery(filesInErrorQuery(endpointId));
  const [asking, setAsking] = useState<{ message: ErrorMessage; action: MessageAction } | null>(
    null,
  );
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));
  const title = endpoint ? endpointName(t, i18n, endpoint) : route ? t(route.titleKey) : '';

  return (
    <>
      <PageTopBar title={title} />
      <Stack gap="md" p="md">
        <Title order={3}>{t('endpoints.messages.title')}</Title>
        {messages.isPending && <KitLoader />}
        {messages.isError && <ErrorAlert>{t('endpoints.errors.messages')}</ErrorAlert>}
        {messages.data?.length === 0 && <Text c="dimmed">{t('endpoints.messages.none')}</Text>}
        {messages.data && messages.data.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('endpoints.columns.summary')}</Table.Th>
                <Table.Th>{t('endpoints.columns.account')}</Table.Th>
                <Table.Th>{t('endpoints.columns.attempts')}</Table.Th>
                <Table.Th>{t('endpoints.columns.lastError')}</Table.Th>
                <Table.Th>{t('endpoints.columns.failedAt')}</Table.Th>
                {canEdit && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {messages.data.map((message) => (
                <Table.Tr key={message.messageId}>
                  <Table.Td>{message.summary}</Table.Td>
                  <Table.Td>{message.account?.accountName ?? t('endpoints.noAccount')}</Table.Td>
                  <Table.Td>{message.attempts}</Table.Td>
                  <Table.Td>{message.lastError}</Table.Td>
                  <Table.Td>{formatDate(message.failedAt)}</Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setAsking({ message, action: 'return' })}
                        >
                          {t('endpoints.return.action')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => setAsking({ message, action: 'delete' })}
                        >
                          {t('endpoints.delete.action')}
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Title order={3}>{t('endpoints.files.title')}</Title>
        {files.isError && <ErrorAlert>{t('endpoints.errors.files')}</ErrorAlert>}
        {files.data?.length === 0 && <Text c="dimmed">{t('endpoints.files.none')}</Text>}
        {files.data && files.data.length > 0 && (
          <Table>
            <Table.Tbody>
              {files.data.map((file) => (
                <Table.Tr key={file.fileId}>
                  <Table.Td>{file.fileName}</Table.Td>
                  <Table.Td>{file.account?.accountName ?? t('endpoints.noAccount')}</Table.Td>
                  <Table.Td>{file.lastError}</Table.Td>
                  <Table.Td>{formatDate(file.failedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {asking && (
        <MessageActionModal
          endpointId={endpointId}
          message={asking.message}
          action={asking.action}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
