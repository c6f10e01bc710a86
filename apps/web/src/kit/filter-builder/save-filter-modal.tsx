// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Combobox.css';
import { Radio, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitModal, useDialogAction } from '../modal';
import type { SavedFilterSummary } from './filter-builder-types';

export type SaveFilterType = 'new' | 'overwrite';

export interface SaveFilterChoice {
  filterName: string;
  filterCode?: string;
}

interface SaveFilterModalProps {
  opened: boolean;
  onClose: () => void;
  savedFilters: SavedFilterSummary[];
  onSave: (choice: SaveFilterChoice) => Promise<void> | void;
}

const filterNameMaxLength = 100;

export function SaveFilterModal({ opened, onClose, savedFilters, onSave }: SaveFilterModalProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<SaveFilterType>('new');
  const [filterName, setFilterName] = useState('');
  const [filterCode, setFilterCode] = useState<string | null>(null);
  const chosen = savedFilters.find((filter) => filter.filterCode === filterCode);
  const isValid = type === 'new' ? filterName.trim() !== '' : chosen !== undefined;

  const save = useDialogAction(async () => {
    await onSave(
      type === 'new'
        ? { filterName: filterName.trim() }
        : { filterName: chosen?.filterName ?? '', filterCode: chosen?.filterCode },
    );
    setFilterName('');
    setFilterCode(null);
    onClose();
  }, t('kit.filter.saveFailed'));

  return (
    <KitModal
      opened={opened}
      onClose={onClose}
      title={t('kit.filter.saveTitle')}
      width="saveFilter"
      onConfirm={() => void save.run()}
      confirmLabel={t('kit.filter.save')}
      errorMessage={save.failure}
      isConfirming={save.isRunning}
      isConfirmDisabled={!isValid}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('kit.filter.saveAs')}
          value={type}
          onChange={(value) => {
            setType(value === 'overwrite' ? 'overwrite' : 'new');
            // Switching the type clears the chosen filter.
            setFilterCode(null);
          }}
        >
          <Stack gap={6} mt={6}>
            <Radio value="new" label={t('kit.filter.saveNew')} />
            <Radio
              value="overwrite"
              label={t('kit.filter.overwrite')}
              disabled={savedFilters.length === 0}
            />
          </Stack>
        </Radio.Group>
        {type === 'new' ? (
          <TextInput
            label={t('kit.filter.filterName')}
            value={filterName}
            maxLength={filterNameMaxLength}
            required
            data-autofocus
            onChange={(event) => setFilterName(event.currentTarget.value)}
          />
        ) : (
          <Select
            label={t('kit.filter.chooseFilter')}
            value={filterCode}
            onChange={setFilterCode}
            data={savedFilters.map((filter) => ({
              value: filter.filterCode,
              label: filter.filterName,
            }))}
            comboboxProps={{ withinPortal: false, hideDetached: false }}
          />
        )}
      </Stack>
    </KitModal>
  );
}
