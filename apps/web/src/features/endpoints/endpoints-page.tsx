import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/kit/error-alert';
import { KitLoader } from '@/kit/loader';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { endpointsQuery } from './endpoints.api';
import { endpointName } from './endpoint-name';

/**
 * The integration endpoints with the count of messages in each one's error queue (spec 000
 * "Endpoint screen"); an endpoint opens its error queue.
 */
export default function EndpointsPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const endpoints = useQuery(endpointsQuery());

  return (
    <>
      <PageTopBar title={route ? t(route.titleKey) : ''} />
      <Stack gap="md" p="md">
        {endpoints.isPending && <KitLoader />}
        {endpoints.isError && <ErrorAlert>{t('endpoints.errors.list')}</ErrorAlert>}
        {endpoints.data?.length === 0 && <Text c="dimmed">{t('endpoints.none')}</Text>}
        {endpoints.data && endpoints.data.length > 0 && (
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('endpoints.columns.name')}</Table.Th>
                <Table.Th>{t('endpoints.columns.direction')}</Table.Th>
                <Table.Th>{t('endpoints.columns.errorCount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {endpoints.data.map((endpoint) => (
                <Table.Tr key={endpoint.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/endpoints/${encodeURIComponent(endpoint.id)}`}>
                      {endpointName(t, i18n, endpoint)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`endpoints.direction.${endpoint.direction}`)}</Table.Td>
                  <Table.Td>
                    <Badge color={endpoint.messagesInErrorQueueCount > 0 ? 'red' : 'gray'}>
                      {endpoint.messagesInErrorQueueCount}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </>
  );
}
