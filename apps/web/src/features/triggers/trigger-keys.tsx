import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Table.css';
import {
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { triggerApiKeyHeader, type TriggerKey } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/kit/error-alert';
import { ConfirmModal } from '@/kit/modal';
import { KitPanel } from '@/kit/panel';
import { failureTextOf } from '@/lib/api/api-error';
import { formatMoment } from '@/lib/i18n/format-moment';
import { notifySuccess } from '@/lib/notifications/notify';
import { triggerKeysQuery, useCreateTriggerKey, useRevokeTriggerKey } from './triggers.api';

/** How an external system sets a variable with a key; the variable name stays a placeholder. */
export const curlExample = (apiKey: string, origin: string) =>
  `curl -X PUT -H '${triggerApiKeyHeader}: ${apiKey}' -H 'Content-Type: application/json' ` +
  `-d '{"value":"on"}' ${origin}/api/triggers/external/<variableName>`;

/** A key and the call that uses it are copied whole: they wrap rather than run out of sight. */
const wrapped = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The account's API keys for external triggers: add one (its key shown once), revoke one. */
export function TriggerKeys() {
  const { t, i18n } = useTranslation();
  const keys = useQuery(triggerKeysQuery());
  const [isAdding, setAdding] = useState(false);
  const [toRevoke, setToRevoke] = useState<TriggerKey | null>(null);
  const revoke = useRevokeTriggerKey();
  return (
    <KitPanel title={t('triggers.keys.title')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('triggers.keys.text')}
          </Text>
          <Button size="xs" onClick={() => setAdding(true)}>
            {t('triggers.keys.add')}
          </Button>
        </Group>
        {keys.isError && (
          <ErrorAlert>{failureTextOf(keys.error) ?? t('triggers.errors.keys')}</ErrorAlert>
        )}
        {keys.data && keys.data.length > 0 && (
          // A narrow screen scrolls the table sideways rather than push Revoke out of the panel.
          <div style={{ overflowX: 'auto' }}>
            <Table aria-label={t('triggers.keys.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('triggers.keys.name')}</Table.Th>
                  <Table.Th>{t('triggers.keys.prefix')}</Table.Th>
                  <Table.Th>{t('triggers.keys.created')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {keys.data.map((key) => (
                  <Table.Tr key={key.keyCode}>
                    <Table.Td>{key.name}</Table.Td>
                    <Table.Td>
                      <Code>{key.keyPrefix}…</Code>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatMoment(key.createdAt, i18n.language)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {key.revokedAt ? (
                        <Text size="sm" c="dimmed">
                          {t('triggers.keys.revoked')}
                        </Text>
                      ) : (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setToRevoke(key)}
                        >
                          {t('triggers.keys.revoke')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Stack>
      {isAdding && <AddKeyModal onClose={() => setAdding(false)} />}
      {toRevoke && (
        <ConfirmModal
          onClose={() => setToRevoke(null)}
          isDanger
          title={t('triggers.keys.revokeTitle')}
          message={t('triggers.keys.revokeQuestion', { name: toRevoke.name })}
          confirmLabel={t('triggers.keys.revoke')}
          action={revoke}
          onConfirm={() =>
            revoke.mutate(toRevoke.keyCode, {
              onSuccess: () => {
                notifySuccess(t('triggers.keys.revokedDone'));
                setToRevoke(null);
              },
            })
          }
        />
      )}
    </KitPanel>
  );
}

/** Names a new key, then shows it once with a copy button and a call that uses it. */
function AddKeyModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const create = useCreateTriggerKey();
  const apiKey = create.data?.apiKey;
  return (
    <Modal opened onClose={onClose} title={t('triggers.keys.addTitle')} size="lg">
      {apiKey ? (
        <Stack gap="sm">
          <Text size="sm">{t('triggers.keys.once')}</Text>
          <Group gap="xs" wrap="nowrap">
            <Code
              block
              style={{ ...wrapped, flex: 1, minWidth: 0 }}
              aria-label={t('triggers.keys.key')}
            >
              {apiKey}
            </Code>
            <CopyButton value={apiKey}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? t('triggers.keys.copied') : t('triggers.keys.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm">{t('triggers.keys.example')}</Text>
          <Code block style={wrapped}>
            {curlExample(apiKey, window.location.origin)}
          </Code>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('triggers.keys.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) create.mutate(name.trim());
          }}
        >
          <Stack gap="sm">
            {create.isError && (
              <ErrorAlert>{failureTextOf(create.error) ?? t('triggers.errors.keys')}</ErrorAlert>
            )}
            <TextInput
              label={t('triggers.keys.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('kit.modal.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
                {t('triggers.keys.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
