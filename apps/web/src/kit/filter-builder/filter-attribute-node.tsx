// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Group, MultiSelect, Select, TagsInput } from '@mantine/core';
import { attributeFilterValue, type FilterableAttribute, type FilterNode } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttributeFilterSource } from './filter-builder-types';

interface FilterAttributeNodeProps {
  node: FilterNode;
  source: AttributeFilterSource;
  onAttribute: (attributeCode: string) => void;
  onCodes: (codes: string[]) => void;
}

/** Types whose items' values are worth offering: words people pick rather than type. */
const offersHeldValues = new Set(['text', 'currency']);

interface ValuesProps {
  attribute: FilterableAttribute;
  codes: string[];
  source: AttributeFilterSource;
  onCodes: (codes: string[]) => void;
}

/**
 * The values of one attribute: yes and no, a select's options, or typed values (the items' own
 * values offered for text); a typed value no item could hold is refused here, not sent.
 */
function AttributeValues({ attribute, codes, source, onCodes }: ValuesProps) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState<string | null>(null);
  const held = useQuery({
    queryKey: ['kit', 'filterAttributeValues', attribute.attributeCode],
    queryFn: () => source.values(attribute.attributeCode),
    enabled: offersHeldValues.has(attribute.type),
  });
  const common = {
    'aria-label': t('kit.filter.values'),
    placeholder: t('kit.filter.valuePlaceholder'),
    value: codes,
    comboboxProps: { hideDetached: false },
  };
  if (attribute.type === 'boolean' || attribute.type === 'select') {
    const data =
      attribute.type === 'boolean'
        ? [
            { value: 'true', label: t('kit.filter.yes') },
            { value: 'false', label: t('kit.filter.no') },
          ]
        : attribute.options;
    return (
      <MultiSelect
        {...common}
        placeholder={t('kit.picker.search')}
        data={data}
        onChange={onCodes}
      />
    );
  }
  return (
    <TagsInput
      {...common}
      data={held.data ?? []}
      error={
        refused && t('kit.filter.refusedValue', { value: refused, attribute: attribute.title })
      }
      onChange={(next) => {
        const wrong = next.find((code) => 'problem' in attributeFilterValue(attribute, code));
        setRefused(wrong ?? null);
        onCodes(next.filter((code) => code !== wrong));
      }}
    />
  );
}

/** An Attribute node: which of the items' attributes, and the values it is compared with. */
export function FilterAttributeNode({
  node,
  source,
  onAttribute,
  onCodes,
}: FilterAttributeNodeProps) {
  const { t } = useTranslation();
  const attribute = source.attributes.find((entry) => entry.attributeCode === node.nodeKey);
  return (
    <Group grow align="flex-start" gap="sm">
      <Select
        aria-label={t('kit.filter.attribute')}
        placeholder={t('kit.filter.chooseAttribute')}
        data={source.attributes.map((entry) => ({
          value: entry.attributeCode,
          label: entry.title,
        }))}
        value={attribute?.attributeCode ?? null}
        onChange={(code) => code && onAttribute(code)}
        allowDeselect={false}
        comboboxProps={{ hideDetached: false }}
      />
      {attribute && (
        <AttributeValues
          key={attribute.attributeCode}
          attribute={attribute}
          codes={node.codes}
          source={source}
          onCodes={onCodes}
        />
      )}
    </Group>
  );
}
