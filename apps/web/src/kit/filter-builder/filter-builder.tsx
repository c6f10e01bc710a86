import { Button, Center, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  filterNodeTypes,
  nodesToCondition,
  type FilterCondition,
  type FilterNodeType,
} from '@marquee/domain';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteFilterModal } from './delete-filter-modal';
import {
  pickerNodeTypes,
  type FilterSearches,
  type SavedFilter,
  type SavedFilterSummary,
  type SaveFilterPayload,
} from './filter-builder-types';
import { FilterNodeRow } from './filter-node-row';
import { showFilterNotice } from './filter-notices';
import { SaveFilterModal } from './save-filter-modal';
import { useFilterRows } from './use-filter-rows';

export interface FilterBuilderProps {
  searches: FilterSearches;
  onConditionChange: (condition: FilterCondition | null) => void;
  /** The layers feature flag. */
  showLayers?: boolean;
  /** Screen status filters players; a media filter leaves it out. */
  hasScreenStatus?: boolean;
  savedFilter?: SavedFilter | null;
  savedFilters?: SavedFilterSummary[];
  /** Edit permission on the view's Filter area. */
  hasPermissionToEditFilter?: boolean;
  /** Without it there is no save button; the parent makes the call. */
  onSave?: (payload: SaveFilterPayload) => Promise<void> | void;
  onDelete?: (filterCode: string) => Promise<void> | void;
}

function isOffered(nodeType: FilterNodeType, props: FilterBuilderProps) {
  if (nodeType === 'Layers' && !(props.showLayers ?? false)) return false;
  if (nodeType === 'PlayerStatus' && !(props.hasScreenStatus ?? true)) return false;
  if (nodeType === 'Attribute') return props.searches.Attribute !== undefined;
  const pickerType = pickerNodeTypes.find((type) => type === nodeType);
  return pickerType ? props.searches[pickerType] !== undefined : true;
}

export function FilterBuilder(props: FilterBuilderProps) {
  const { t } = useTranslation();
  const { rows, add, remove, update } = useFilterRows(props.savedFilter, props.onConditionChange);
  const [modal, setModal] = useState<'save' | 'delete' | null>(null);
  const offered = filterNodeTypes.filter((type) => isOffered(type, props));
  const canSave =
    rows.length > 0 && props.onSave !== undefined && props.hasPermissionToEditFilter === true;
  const filterCode = props.savedFilter?.filterCode;
  const canDelete = canSave && props.onDelete !== undefined && Boolean(filterCode);

  return (
    <Stack gap="sm">
      {rows.length === 0 && (
        <Center py="sm">
          <Text c="dimmed" size="sm">
            {t('kit.filter.empty')}
          </Text>
        </Center>
      )}
      {rows.map((row, index) => (
        <Fragment key={row.key}>
          {index > 0 && (
            <Center>
              <SegmentedControl
                size="xs"
                radius="xl"
                aria-label={t('kit.filter.operator')}
                value={row.node.operator}
                onChange={(value) => update(row.key, { operator: value === 'OR' ? 'OR' : 'AND' })}
                data={[
                  { value: 'AND', label: t('kit.filter.and') },
                  { value: 'OR', label: t('kit.filter.or') },
                ]}
              />
            </Center>
          )}
          <FilterNodeRow
            row={row}
            searches={props.searches}
            onCodeCondition={(codeCondition) => update(row.key, { codeCondition })}
            onCodes={(codes, lookups) => update(row.key, { codes }, lookups)}
            onAttribute={(nodeKey) => update(row.key, { nodeKey, codes: [] }, [])}
            onRemove={() => remove(row.key)}
          />
        </Fragment>
      ))}
      <Group gap="xs" role="group" aria-label={t('kit.filter.addNode')}>
        {offered.map((nodeType) => (
          <Button
            key={nodeType}
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => add(nodeType)}
          >
            {t(`kit.filter.nodeTypes.${nodeType}`)}
          </Button>
        ))}
      </Group>
      {canSave && (
        <Group justify="flex-end" gap="xs">
          {canDelete && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setModal('delete')}
            >
              {t('kit.filter.delete')}
            </Button>
          )}
          <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => setModal('save')}>
            {t('kit.filter.saveFilter')}
          </Button>
        </Group>
      )}
      <SaveFilterModal
        opened={modal === 'save'}
        onClose={() => setModal(null)}
        savedFilters={props.savedFilters ?? []}
        onSave={async (choice) => {
          await props.onSave?.({ ...choice, condition: nodesToCondition(rows.map((r) => r.node)) });
          showFilterNotice(t(choice.filterCode ? 'kit.filter.updated' : 'kit.filter.created'));
        }}
      />
      <DeleteFilterModal
        opened={modal === 'delete'}
        onClose={() => setModal(null)}
        filterName={props.savedFilter?.filterName ?? ''}
        onDelete={async () => {
          if (!filterCode) return;
          await props.onDelete?.(filterCode);
          showFilterNotice(t('kit.filter.deleted'));
        }}
      />
    </Stack>
  );
}
