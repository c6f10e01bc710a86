import { Alert, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { pngFileName } from '@marquee/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitModal, useDialogAction } from '@/kit/modal';
import { searchDebounceMs } from '@/lib/shell/search-box';

export type SaveMode = 'save' | 'replace';

interface SaveImageModalProps {
  opened: boolean;
  onClose: () => void;
  /** The name proposed at first: the original's, with a timestamp suffix. */
  proposedName: string;
  /** Whether a file of that name exists (lookup by FileName). */
  lookupName: (fileName: string) => Promise<boolean>;
  onSave: (fileName: string, mode: SaveMode) => Promise<void>;
}

/**
 * The editor's save-as dialog (spec 002 section 4): save mode while no file has the name,
 * replace mode (warning mark, replace label) once one does. Names lose the spec's stripped
 * characters and always end in .png.
 */
export function SaveImageModal({
  opened,
  onClose,
  proposedName,
  lookupName,
  onSave,
}: SaveImageModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(proposedName);
  const fileName = pngFileName(name);
  const [settled] = useDebouncedValue(fileName, searchDebounceMs);
  const isNamed = fileName !== '.png';
  const lookup = useQuery({
    queryKey: ['media', 'lookup', settled],
    queryFn: () => lookupName(settled),
    enabled: opened && settled !== '.png',
    staleTime: 0,
  });
  const isChecking = settled !== fileName || lookup.isFetching;
  const mode: SaveMode = lookup.data === true ? 'replace' : 'save';

  const save = useDialogAction(() => onSave(fileName, mode), t('media.editor.saveFailed'));

  return (
    <KitModal
      opened={opened}
      onClose={onClose}
      title={t('media.editor.saveTitle')}
      type={mode === 'replace' ? 'warning' : 'confirm'}
      width="saveFilter"
      onConfirm={() => void save.run()}
      confirmLabel={mode === 'replace' ? t('media.editor.replace') : t('media.editor.save')}
      errorMessage={save.failure}
      isConfirming={save.isRunning}
      isConfirmDisabled={!isNamed || isChecking || lookup.isError}
    >
      <TextInput
        label={t('media.editor.fileName')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        description={t('media.editor.savedAs', { fileName })}
        error={isNamed ? undefined : t('media.editor.nameRequired')}
        data-autofocus
      />
      {mode === 'replace' && !isChecking && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          data-save-mode="replace"
        >
          <Text size="sm">{t('media.editor.replaceWarning', { fileName })}</Text>
        </Alert>
      )}
    </KitModal>
  );
}
