// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Table.css';
import { ActionIcon, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { PlayerSettingDefinitionView } from '@marquee/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/kit/error-alert';
import { ConfirmModal } from '@/kit/modal';
import { serverTextOf } from '@/lib/api/api-error';
import { notifySuccess } from '@/lib/notifications/notify';
import { blankDefinition, draftOfDefinition } from './definition-draft';
import { definitionsQuery, useDeleteDefinition } from './player-settings.api';
import type { DefinitionDraft } from './setting-types';
import { useSettingTexts } from './setting-texts';

// The editor (its rules per type and the default's own editor) loads when one is opened.
const DefinitionEditor = lazy(() =>
  import('./definition-editor').then((module) => ({ default: module.DefinitionEditor })),
);

interface DefinitionsPanelProps {
  accountCode: string;
  canEdit: boolean;
  searchText: string;
}

/**
 * The built-in definitions, which every account has and none may change, and the account's
 * own, which support staff add, change and remove (with all the values set for them).
 */
export function DefinitionsPanel({ accountCode, canEdit, searchText }: DefinitionsPanelProps) {
  const { t } = useTranslation();
  const { nameOf, descriptionOf } = useSettingTexts();
  const definitions = useQuery(definitionsQuery(accountCode));
  const remove = useDeleteDefinition(accountCode);
  const [open, setOpen] = useState<DefinitionDraft | null>(null);
  const [deleting, setDeleting] = useState<PlayerSettingDefinitionView | null>(null);
  const wanted = searchText.trim().toLowerCase();
  const rows = (definitions.data ?? []).filter(
    (definition) =>
      !wanted ||
      [definition.playerSettingDefinitionCode, nameOf(definition), descriptionOf(definition)].some(
        (text) => text.toLowerCase().includes(wanted),
      ),
  );
  const confirmDelete = (definition: PlayerSettingDefinitionView) =>
    remove.mutate(definition.playerSettingDefinitionCode, {
      onSuccess: (count) => {
        setDeleting(null);
        notifySuccess(t('playerSettings.definitions.deleted', { name: definition.name, count }));
      },
    });
  return (
    <Stack gap="md">
      {canEdit && (
        <Group>
          <Button onClick={() => setOpen(blankDefinition)}>
            {t('playerSettings.definitions.add')}
          </Button>
        </Group>
      )}
      {definitions.isError && (
        <ErrorAlert>
          {serverTextOf(definitions.error) ?? t('playerSettings.definitions.loadFailed')}
        </ErrorAlert>
      )}
      {definitions.isPending && !definitions.isError && <Loader size="sm" />}
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('playerSettings.definitions.columns.name')}</Table.Th>
              <Table.Th>{t('playerSettings.definitions.columns.code')}</Table.Th>
              <Table.Th>{t('playerSettings.definitions.columns.valueType')}</Table.Th>
              <Table.Th>{t('playerSettings.definitions.columns.levels')}</Table.Th>
              <Table.Th>{t('playerSettings.definitions.columns.sentToScreens')}</Table.Th>
              <Table.Th>{t('playerSettings.definitions.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((definition) => {
              const name = nameOf(definition);
              return (
                <Table.Tr key={definition.playerSettingDefinitionCode}>
                  <Table.Td>
                    <Stack gap={2}>
                      <Group gap="xs">
                        <Text size="sm" fw={600}>
                          {name}
                        </Text>
                        {definition.isBuiltIn && (
                          <Badge variant="light" color="gray">
                            {t('playerSettings.definitions.builtIn')}
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {descriptionOf(definition)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td ff="monospace">{definition.playerSettingDefinitionCode}</Table.Td>
                  <Table.Td>{t(`playerSettings.valueTypes.${definition.valueType}`)}</Table.Td>
                  <Table.Td>
                    {definition.levels
                      .map((level) => t(`playerSettings.levels.${level}`))
                      .join(', ')}
                  </Table.Td>
                  <Table.Td>
                    {definition.sentToScreens
                      ? t('playerSettings.definitions.sent')
                      : t('playerSettings.definitions.serverOnly')}
                  </Table.Td>
                  <Table.Td>
                    {canEdit && !definition.isBuiltIn && (
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('playerSettings.definitions.editLabel', { name })}
                          onClick={() => setOpen(draftOfDefinition(definition))}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('playerSettings.definitions.deleteLabel', { name })}
                          onClick={() => {
                            remove.reset();
                            setDeleting(definition);
                          }}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {open && (
        <Suspense fallback={null}>
          <DefinitionEditor
            key={open.storedCode ?? 'new'}
            accountCode={accountCode}
            definition={open}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
      {deleting && (
        <ConfirmModal
          isDanger
          title={t('playerSettings.definitions.deleteTitle')}
          message={t('playerSettings.definitions.deleteQuestion', { name: deleting.name })}
          confirmLabel={t('playerSettings.definitions.delete')}
          action={remove}
          onClose={() => setDeleting(null)}
          onConfirm={() => confirmDelete(deleting)}
        />
      )}
    </Stack>
  );
}
