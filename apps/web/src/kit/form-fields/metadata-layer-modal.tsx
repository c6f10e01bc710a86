import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { MetadataLayer } from '@marquee/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitModal } from '../modal';

interface MetadataLayerModalProps {
  title: string;
  /** Where the form starts: the layer, or the first selected one. */
  layer: MetadataLayer;
  /** One layer's options (620 px) name it; editing several (720 px) leaves their names. */
  isSingle: boolean;
  onClose: () => void;
  onSave: (layer: MetadataLayer) => void;
}

const numberKeys = ['x', 'y', 'fontSize', 'inTime', 'outTime', 'rowNumber'] as const;
const textKeys = ['fontFamily', 'fontStyle', 'currency', 'color'] as const;
const aligns = ['left', 'center', 'right'] as const;

/** A layer's values (001 §3): its options, or the values given to every selected layer. */
export function MetadataLayerModal({
  title,
  layer,
  isSingle,
  onClose,
  onSave,
}: MetadataLayerModalProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(layer);
  const set = <K extends keyof MetadataLayer>(key: K, value: MetadataLayer[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  return (
    <KitModal
      opened
      onClose={onClose}
      title={title}
      width={isSingle ? 'layerOptions' : 'metadataEdit'}
      onConfirm={() => {
        onSave(draft);
        onClose();
      }}
      confirmLabel={t('formFields.layers.apply')}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {isSingle && (
          <TextInput
            label={t('formFields.layers.fields.layerName')}
            value={draft.layerName}
            onChange={(event) => set('layerName', event.currentTarget.value)}
          />
        )}
        {textKeys.map((key) => (
          <TextInput
            key={key}
            label={t(`formFields.layers.fields.${key}`)}
            value={draft[key]}
            onChange={(event) => set(key, event.currentTarget.value)}
          />
        ))}
        <Select
          label={t('formFields.layers.fields.align')}
          data={aligns.map((align) => ({
            value: align,
            label: t(`formFields.layers.aligns.${align}`),
          }))}
          value={draft.align}
          onChange={(align) => align && set('align', align as MetadataLayer['align'])}
          allowDeselect={false}
          comboboxProps={{ hideDetached: false }}
        />
        {numberKeys.map((key) => (
          <NumberInput
            key={key}
            label={t(`formFields.layers.fields.${key}`)}
            value={draft[key]}
            onChange={(next) => set(key, typeof next === 'number' ? next : Number(next) || 0)}
          />
        ))}
      </SimpleGrid>
    </KitModal>
  );
}
