import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { LocationTriggerSetting, TriggerGroup, TriggerSettingInput } from '@marquee/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/kit/error-alert';
import { ApiError, failureTextOf } from '@/lib/api/api-error';
import { placeRefusal } from '@/lib/api/place-refusal';
import { SettingFields } from './setting-fields';
import { settingFormOf, settingOf } from './trigger-setting';
import type { LevelChange } from './triggers.api';

/** A location's or screen's state of a trigger, as both tables show it. */
export interface LevelRow {
  code: string;
  name: string;
  state: LocationTriggerSetting['state'];
  setting: TriggerSettingInput | null;
  effective: LocationTriggerSetting['effective'];
  /** Where this row's own rows (a location's screens) are set. */
  to?: string;
}

interface LevelTableProps {
  /** Locations inherit the account's setting; screens their location's. */
  level: 'location' | 'player';
  group: TriggerGroup;
  rows: LevelRow[];
  canEdit: boolean;
  change: UseMutationResult<unknown, Error, LevelChange>;
}

/** What holds at a row: never, or the setting it inherits or holds, in a few words. */
function describeSetting(group: TriggerGroup, effective: LevelRow['effective'], t: TFunction) {
  if (!effective.isEnabled) return t('triggers.levels.never');
  const setting = effective.setting;
  if (group === 'Dayparts')
    return t('triggers.levels.dayparts', { count: setting.dayparts?.length ?? 0 });
  if (group === 'Timer')
    return t('triggers.levels.interval', {
      minutes: setting.interval?.minutes ?? 0,
      seconds: setting.interval?.seconds ?? 0,
    });
  return t('triggers.levels.value', { value: setting.value ?? '' });
}

/** A level's rows with their states and the steps that change them. */
export function LevelTable({ level, group, rows, canEdit, change }: LevelTableProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<LevelRow | null>(null);
  const stateLabel = (row: LevelRow) =>
    row.state === 'Default'
      ? t(`triggers.levels.default.${level}`)
      : t(`triggers.levels.${row.state}`);
  return (
    <Stack gap="sm">
      {change.isError && !editing && (
        <ErrorAlert>{failureTextOf(change.error) ?? t('triggers.errors.level')}</ErrorAlert>
      )}
      <Table aria-label={t(`triggers.levels.table.${level}`)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`triggers.levels.name.${level}`)}</Table.Th>
            <Table.Th>{t('triggers.levels.state')}</Table.Th>
            <Table.Th>{t('triggers.levels.holds')}</Table.Th>
            {canEdit && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.code}>
              <Table.Td>
                {row.to ? (
                  <Anchor component={Link} to={row.to}>
                    {row.name}
                  </Anchor>
                ) : (
                  row.name
                )}
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={
                    row.state === 'Disabled' ? 'red' : row.state === 'Explicit' ? 'blue' : 'gray'
                  }
                >
                  {stateLabel(row)}
                </Badge>
              </Table.Td>
              <Table.Td>{describeSetting(group, row.effective, t)}</Table.Td>
              {canEdit && (
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button size="xs" variant="subtle" onClick={() => setEditing(row)}>
                      {t('triggers.levels.edit')}
                    </Button>
                    {row.state !== 'Disabled' && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => change.mutate({ kind: 'remove', code: row.code })}
                      >
                        {t('triggers.levels.disable')}
                      </Button>
                    )}
                    {row.state !== 'Default' && (
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => change.mutate({ kind: 'restore', code: row.code })}
                      >
                        {t(`triggers.levels.restore.${level}`)}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(`triggers.levels.empty.${level}`)}
        </Text>
      )}
      {editing && (
        <SettingModal
          group={group}
          row={editing}
          change={change}
          onClose={() => {
            change.reset();
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}

interface SettingModalProps {
  group: TriggerGroup;
  row: LevelRow;
  change: LevelTableProps['change'];
  onClose: () => void;
}

/** Gives a row its own setting, starting from what holds there now. */
function SettingModal({ group, row, change, onClose }: SettingModalProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => settingFormOf(row.setting ?? row.effective.setting));
  const refusal =
    change.error instanceof ApiError && change.error.isServerText
      ? placeRefusal(change.error.message)
      : null;
  const errors = refusal?.fields ?? {};
  const isPlaced = refusal && Object.keys(errors).some((path) => path.startsWith('setting'));
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('triggers.levels.editTitle', { name: row.name })}
      size="lg"
    >
      <Stack gap="sm">
        {change.isError && !isPlaced && (
          <ErrorAlert>{failureTextOf(change.error) ?? t('triggers.errors.level')}</ErrorAlert>
        )}
        <SettingFields group={group} form={form} onChange={setForm} errors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('kit.modal.cancel')}
          </Button>
          <Button
            loading={change.isPending}
            onClick={() =>
              change.mutate(
                { kind: 'set', code: row.code, setting: settingOf(group, form) },
                { onSuccess: onClose },
              )
            }
          >
            {t('triggers.levels.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
