// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect } from '@mantine/core';
import { playerStatusFilterValues } from '@marquee/domain';
import { useTranslation } from 'react-i18next';
import {
  type PickerOption,
  AccountPicker,
  AspectPicker,
  LayerPicker,
  LocationPicker,
  MediaCodePicker,
  OrganizationPicker,
  PlayerPicker,
  TagPicker,
} from '../code-picker';
import type { FilterRow, FilterSearches } from './filter-builder-types';
import { FilterAttributeNode } from './filter-attribute-node';
import { FilterTextNode } from './filter-text-node';

interface FilterNodeEditorProps {
  row: FilterRow;
  searches: FilterSearches;
  onCodes: (codes: string[], lookups: PickerOption[]) => void;
  onAttribute: (attributeCode: string) => void;
}

/**
 * The input that fills one node's codes: a picker, the text box, the status list or an
 * attribute with its values.
 */
export function FilterNodeEditor({ row, searches, onCodes, onAttribute }: FilterNodeEditorProps) {
  const { t } = useTranslation();
  const { nodeType } = row.node;
  const label = t(`kit.filter.nodeTypes.${nodeType}`);
  const picked = (value: PickerOption[]) =>
    onCodes(
      value.map((option) => option.code),
      value,
    );
  const common = {
    placeholder: t('kit.filter.searchType', { type: label }),
    value: row.lookups,
    onChange: picked,
  };

  if (nodeType === 'SearchText') {
    return (
      <FilterTextNode value={row.node.codes[0] ?? ''} onChange={(text) => onCodes([text], [])} />
    );
  }
  if (nodeType === 'Attribute') {
    return (
      searches.Attribute && (
        <FilterAttributeNode
          node={row.node}
          source={searches.Attribute}
          onAttribute={onAttribute}
          onCodes={(codes) => onCodes(codes, [])}
        />
      )
    );
  }
  if (nodeType === 'PlayerStatus') {
    return (
      <MultiSelect
        aria-label={label}
        placeholder={t('kit.picker.search')}
        data={playerStatusFilterValues.map((status) => ({
          value: status,
          label: t(`kit.filter.playerStatus.${status}`),
        }))}
        value={row.node.codes}
        onChange={(codes) => onCodes(codes, [])}
        comboboxProps={{ hideDetached: false }}
      />
    );
  }
  const pickers = {
    Locations: searches.Locations && <LocationPicker {...common} search={searches.Locations} />,
    Aspects: searches.Aspects && <AspectPicker {...common} search={searches.Aspects} />,
    Tags: searches.Tags && <TagPicker {...common} search={searches.Tags} />,
    Players: searches.Players && <PlayerPicker {...common} search={searches.Players} />,
    Media: searches.Media && <MediaCodePicker {...common} search={searches.Media} />,
    Layers: searches.Layers && <LayerPicker {...common} search={searches.Layers} />,
    Organization: searches.Organization && (
      <OrganizationPicker {...common} search={searches.Organization} />
    ),
    Clients: searches.Clients && <AccountPicker {...common} search={searches.Clients} />,
  };
  return pickers[nodeType] ?? null;
}
