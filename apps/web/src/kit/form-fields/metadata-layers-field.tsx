import { Alert, Button, Checkbox, Group, Input, Stack } from '@mantine/core';
import type { MetadataLayer } from '@marquee/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../error-alert';
import { KitLoader } from '../loader';
import type { FieldProps } from './form-field-types';
import { MetadataLayerModal } from './metadata-layer-modal';
import { MetadataLayerRow } from './metadata-layer-row';
import {
  applyToSelected,
  copyLayer,
  emptyLayer,
  insertAfter,
  layersOf,
  removeLayer,
} from './metadata-layers';
import { mediaOf } from './media-value';
import { useLayersOfMedia } from './use-layers-of-media';

type Editing = { kind: 'selected' } | { kind: 'one'; index: number } | null;

/** A random id; randomUUID is missing on plain-http pages, which a LAN install may serve. */
function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The timed text layers of the parent field's video or photo (001 §§3, 4): loaded from the media
 * when its code changes, then added, copied, removed and edited, one or all selected at once.
 */
export function MetadataLayersField({
  field,
  value,
  onChange,
  label,
  error,
  loaders,
  scope,
}: FieldProps) {
  const { t } = useTranslation();
  const layers = layersOf(value);
  const parentCode = field.parentField
    ? (mediaOf(scope[field.parentField])?.mediaCode ?? null)
    : null;
  const { isLoading, notice } = useLayersOfMedia(parentCode, layers, loaders, onChange);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Editing>(null);
  const chosen = layers.filter((layer) => selected.has(layer.id));
  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const isAllSelected = layers.length > 0 && chosen.length === layers.length;
  const editedLayer = editing?.kind === 'one' ? layers[editing.index] : chosen[0];
  return (
    <Input.Wrapper label={label} error={error} required={field.required}>
      <Stack gap="xs" mt={4}>
        {isLoading && <KitLoader size="sm" />}
        {notice === 'none' && (
          <Alert color="orange" p="xs">
            {t('formFields.layers.noneFound')}
          </Alert>
        )}
        {notice === 'failed' && <ErrorAlert p="xs">{t('formFields.genericError')}</ErrorAlert>}
        <Group gap="sm">
          <Checkbox
            label={t('formFields.layers.selectAll')}
            checked={isAllSelected}
            indeterminate={chosen.length > 0 && !isAllSelected}
            disabled={layers.length === 0}
            onChange={() =>
              setSelected(new Set(isAllSelected ? [] : layers.map((layer) => layer.id)))
            }
          />
          <Button
            size="compact-sm"
            variant="light"
            disabled={chosen.length === 0}
            onClick={() => setEditing({ kind: 'selected' })}
          >
            {t('formFields.layers.editSelected', { count: chosen.length })}
          </Button>
          {layers.length === 0 && (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onChange([emptyLayer(newId(), parentCode ?? '')])}
            >
              {t('formFields.layers.addFirst')}
            </Button>
          )}
        </Group>
        {layers.map((layer, index) => (
          <MetadataLayerRow
            key={layer.id}
            layer={layer}
            isSelected={selected.has(layer.id)}
            canRemove={layers.length > 1}
            onToggle={() => toggle(layer.id)}
            onAdd={() => onChange(insertAfter(layers, index, emptyLayer(newId(), layer.mediaCode)))}
            onCopy={() => onChange(copyLayer(layers, index, newId()))}
            onRemove={() => onChange(removeLayer(layers, index))}
            onOptions={() => setEditing({ kind: 'one', index })}
          />
        ))}
      </Stack>
      {editing && editedLayer && (
        <MetadataLayerModal
          title={
            editing.kind === 'one'
              ? t('formFields.layers.optionsTitle')
              : t('formFields.layers.editSelectedTitle')
          }
          layer={editedLayer}
          isSingle={editing.kind === 'one'}
          onClose={() => setEditing(null)}
          onSave={(edited: MetadataLayer) =>
            onChange(
              editing.kind === 'one'
                ? layers.map((layer, at) => (at === editing.index ? edited : layer))
                : applyToSelected(layers, selected, edited),
            )
          }
        />
      )}
    </Input.Wrapper>
  );
}
