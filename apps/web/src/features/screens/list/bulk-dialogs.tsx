import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerOption } from '@/kit/code-picker';
import { ConfirmModal, KitModal } from '@/kit/modal';
import { failureTextOf } from '@/lib/api/api-error';
import { LocationSelect } from '../location-select';
import {
  useChangeScreensTags,
  useDeleteScreens,
  useRebootScreens,
  useSetScreensLocation,
} from '../screens.api';
import { TagNamesInput } from '../tag-names-input';

/** The screens a bulk action works on; one screen's name makes the text personal. */
export interface ScreensTarget {
  ids: string[];
  name?: string;
}

interface BulkDialogProps {
  target: ScreensTarget;
  onClose: () => void;
}

export function BulkLocationModal({ target, onClose }: BulkDialogProps) {
  const { t } = useTranslation();
  const [location, setLocation] = useState<PickerOption | null>(null);
  const move = useSetScreensLocation();
  return (
    <KitModal
      opened
      onClose={onClose}
      title={t('screens.bulk.location.title', { count: target.ids.length })}
      onConfirm={() =>
        move.mutate(
          { playerCodes: target.ids, locationCode: location?.code ?? null },
          { onSuccess: onClose },
        )
      }
      confirmLabel={t('screens.bulk.location.confirm')}
      isConfirming={move.isPending}
      errorMessage={failureTextOf(move.error)}
    >
      <Stack gap="xs">
        <LocationSelect
          label={t('screens.fields.location')}
          value={location}
          onChange={setLocation}
        />
        {!location && (
          <Text size="sm" c="dimmed">
            {t('screens.bulk.location.none')}
          </Text>
        )}
      </Stack>
    </KitModal>
  );
}

export function BulkTagsModal({ target, onClose }: BulkDialogProps) {
  const { t } = useTranslation();
  const [tags, setTags] = useState<string[]>([]);
  const [mode, setMode] = useState<'add' | 'remove'>('add');
  const change = useChangeScreensTags();
  return (
    <KitModal
      opened
      onClose={onClose}
      title={t('screens.bulk.tags.title', { count: target.ids.length })}
      onConfirm={() =>
        change.mutate(
          { playerCodes: target.ids, tags, added: mode === 'add' },
          { onSuccess: onClose },
        )
      }
      confirmLabel={t(`screens.bulk.tags.${mode}`)}
      isConfirming={change.isPending}
      isConfirmDisabled={tags.length === 0}
      errorMessage={failureTextOf(change.error)}
    >
      <Stack gap="sm">
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value === 'remove' ? 'remove' : 'add')}
          data={[
            { value: 'add', label: t('screens.bulk.tags.add') },
            { value: 'remove', label: t('screens.bulk.tags.remove') },
          ]}
        />
        <TagNamesInput label={t('screens.fields.tags')} value={tags} onChange={setTags} />
      </Stack>
    </KitModal>
  );
}

export function RebootScreensModal({ target, onClose }: BulkDialogProps) {
  const { t } = useTranslation();
  const reboot = useRebootScreens();
  return (
    <ConfirmModal
      onClose={onClose}
      title={t('screens.reboot.title', { count: target.ids.length })}
      message={
        target.name
          ? t('screens.reboot.one', { name: target.name })
          : t('screens.reboot.many', { count: target.ids.length })
      }
      confirmLabel={t('screens.reboot.confirm')}
      onConfirm={() => reboot.mutate(target.ids, { onSuccess: onClose })}
      action={reboot}
    />
  );
}

export function DeleteScreensModal({ target, onClose }: BulkDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteScreens();
  return (
    <ConfirmModal
      onClose={onClose}
      isDanger
      title={t('screens.delete.title', { count: target.ids.length })}
      message={
        target.name
          ? t('screens.delete.one', { name: target.name })
          : t('screens.delete.many', { count: target.ids.length })
      }
      confirmLabel={t('screens.delete.confirm')}
      onConfirm={() => remove.mutate(target.ids, { onSuccess: onClose })}
      action={remove}
    />
  );
}
