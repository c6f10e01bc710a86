import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/kit/error-alert';
import { ConfirmModal } from '@/kit/modal';
import { failureTextOf } from '@/lib/api/api-error';
import { notifyError, notifySuccess } from '@/lib/notifications/notify';
import { LeaveGuard } from '@/shared/support/leave-guard';
import { FormatLayoutPreview } from './format-layout-preview';
import { formatProblems, type FormatDraft } from './format-problems';
import { useDeletePlayerFormat, useSavePlayerFormat } from './player-formats.api';

type Layer = FormatDraft['layers'][number];

interface PlayerFormatEditorProps {
  format: FormatDraft;
  canEdit: boolean;
  onSaved: (playerFormatCode: string) => void;
  onDeleted: () => void;
}

const numberOf = (value: string | number) => (typeof value === 'number' ? value : 0);

/** A format's resolution, default layer and layers, drawn to scale as they are edited. */
export function PlayerFormatEditor({
  format,
  canEdit,
  onSaved,
  onDeleted,
}: PlayerFormatEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(format);
  const [isAskingDelete, setAskingDelete] = useState(false);
  const save = useSavePlayerFormat();
  const remove = useDeletePlayerFormat();
  const problems = formatProblems(draft);
  const problemAt = (field: string) => {
    const key = problems.get(field);
    return key ? t(`playerFormats.problems.${key}`) : undefined;
  };
  const isDirty = JSON.stringify(draft) !== JSON.stringify(format);
  const change = (changes: Partial<FormatDraft>) => setDraft((was) => ({ ...was, ...changes }));
  const changeLayer = (index: number, changes: Partial<Layer>) =>
    change({
      layers: draft.layers.map((layer, at) => (at === index ? { ...layer, ...changes } : layer)),
    });
  const number = (
    label: string,
    value: number | null,
    onChange: (value: number) => void,
    error?: string,
  ) => (
    <NumberInput
      label={label}
      value={value ?? ''}
      min={0}
      max={16_384}
      allowDecimal={false}
      disabled={!canEdit}
      error={error}
      onChange={(value) => onChange(numberOf(value))}
    />
  );
  const submit = () =>
    save.mutate(draft, {
      onSuccess: (saved) => {
        notifySuccess(t('playerFormats.saved', { name: saved.name }));
        onSaved(saved.playerFormatCode);
      },
    });
  const confirmDelete = (code: string) =>
    remove.mutate(code, {
      onSuccess: (answer) => {
        setAskingDelete(false);
        if (!answer.isOk) {
          notifyError(t('playerFormats.usedBy', { count: answer.playerCount }));
          return;
        }
        notifySuccess(t('playerFormats.deleted', { name: format.name }));
        onDeleted();
      },
    });
  return (
    <Stack gap="md">
      <TextInput
        label={t('playerFormats.name')}
        required
        value={draft.name}
        disabled={!canEdit}
        error={problemAt('name')}
        onChange={(event) => change({ name: event.currentTarget.value })}
      />
      <TextInput
        label={t('playerFormats.description')}
        value={draft.description}
        disabled={!canEdit}
        onChange={(event) => change({ description: event.currentTarget.value })}
      />
      <Group grow>
        {number(
          t('playerFormats.resolutionX'),
          draft.resolutionX,
          (resolutionX) => change({ resolutionX }),
          problemAt('resolutionX'),
        )}
        {number(
          t('playerFormats.resolutionY'),
          draft.resolutionY,
          (resolutionY) => change({ resolutionY }),
          problemAt('resolutionY'),
        )}
      </Group>
      <Switch
        label={t('playerFormats.hasDefaultLayer')}
        checked={draft.hasDefaultLayer}
        disabled={!canEdit}
        onChange={(event) => change({ hasDefaultLayer: event.currentTarget.checked })}
      />
      {draft.hasDefaultLayer && (
        <Group grow aria-label={t('playerFormats.defaultLayer')}>
          {number(t('playerFormats.left'), draft.defaultLayerLeft, (defaultLayerLeft) =>
            change({ defaultLayerLeft }),
          )}
          {number(t('playerFormats.top'), draft.defaultLayerTop, (defaultLayerTop) =>
            change({ defaultLayerTop }),
          )}
          {number(
            t('playerFormats.width'),
            draft.defaultLayerWidth,
            (defaultLayerWidth) => change({ defaultLayerWidth }),
            problemAt('defaultLayerWidth'),
          )}
          {number(
            t('playerFormats.height'),
            draft.defaultLayerHeight,
            (defaultLayerHeight) => change({ defaultLayerHeight }),
            problemAt('defaultLayerHeight'),
          )}
        </Group>
      )}
      <Title order={4}>{t('playerFormats.layers')}</Title>
      {problemAt('layers') && (
        <Text c="red.8" size="sm">
          {problemAt('layers')}
        </Text>
      )}
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('playerFormats.layerName')}</Table.Th>
            <Table.Th>{t('playerFormats.left')}</Table.Th>
            <Table.Th>{t('playerFormats.top')}</Table.Th>
            <Table.Th>{t('playerFormats.width')}</Table.Th>
            <Table.Th>{t('playerFormats.height')}</Table.Th>
            <Table.Th>{t('playerFormats.zOrder')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {draft.layers.map((layer, index) => {
            const cell = (
              key: 'x' | 'y' | 'width' | 'height' | 'zOrder',
              label: string,
              error?: string,
            ) => (
              <Table.Td>
                <NumberInput
                  aria-label={`${label} ${layer.name}`}
                  value={layer[key]}
                  min={0}
                  allowDecimal={false}
                  disabled={!canEdit}
                  error={error}
                  onChange={(value) => changeLayer(index, { [key]: numberOf(value) })}
                />
              </Table.Td>
            );
            return (
              <Table.Tr key={layer.layerCode ?? `new-${index}`}>
                <Table.Td>
                  <TextInput
                    aria-label={t('playerFormats.layerName')}
                    value={layer.name}
                    disabled={!canEdit}
                    error={problemAt(`layers[${index}].name`)}
                    onChange={(event) => changeLayer(index, { name: event.currentTarget.value })}
                  />
                </Table.Td>
                {cell('x', t('playerFormats.left'))}
                {cell('y', t('playerFormats.top'))}
                {cell('width', t('playerFormats.width'), problemAt(`layers[${index}].width`))}
                {cell('height', t('playerFormats.height'), problemAt(`layers[${index}].height`))}
                {cell('zOrder', t('playerFormats.zOrder'))}
                <Table.Td>
                  {canEdit && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('playerFormats.removeLayer', { name: layer.name })}
                      onClick={() =>
                        change({ layers: draft.layers.filter((_, at) => at !== index) })
                      }
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {canEdit && (
        <Group>
          <Button
            variant="light"
            onClick={() =>
              change({
                layers: [
                  ...draft.layers,
                  {
                    name: `${t('playerFormats.layerName')} ${draft.layers.length + 1}`,
                    x: 0,
                    y: 0,
                    width: draft.resolutionX,
                    height: draft.resolutionY,
                    zOrder: draft.layers.length,
                  },
                ],
              })
            }
          >
            {t('playerFormats.addLayer')}
          </Button>
        </Group>
      )}
      <FormatLayoutPreview format={draft} label={t('playerFormats.preview')} />
      {save.isError && (
        <ErrorAlert>{failureTextOf(save.error) ?? t('playerFormats.saveFailed')}</ErrorAlert>
      )}
      {canEdit && (
        <Group justify="space-between">
          <Button
            onClick={submit}
            loading={save.isPending}
            disabled={problems.size > 0 || (!isDirty && draft.playerFormatCode !== null)}
          >
            {t('playerFormats.save')}
          </Button>
          {format.playerFormatCode && (
            <Button variant="light" color="red" onClick={() => setAskingDelete(true)}>
              {t('playerFormats.delete')}
            </Button>
          )}
        </Group>
      )}
      {isAskingDelete && format.playerFormatCode && (
        <ConfirmModal
          isDanger
          title={t('playerFormats.deleteTitle')}
          message={t('playerFormats.deleteQuestion', { name: format.name })}
          confirmLabel={t('playerFormats.delete')}
          action={remove}
          onClose={() => setAskingDelete(false)}
          onConfirm={() => confirmDelete(format.playerFormatCode ?? '')}
        />
      )}
      <LeaveGuard isDirty={canEdit && isDirty && !save.isPending} />
    </Stack>
  );
}
