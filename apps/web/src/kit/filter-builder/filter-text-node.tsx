import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const textFilterDelayMs = 800;

interface FilterTextNodeProps {
  value: string;
  onChange: (text: string) => void;
}

/** Reports the text once typing has paused for 800 ms. */
export function FilterTextNode({ value, onChange }: FilterTextNodeProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const report = useDebouncedCallback(onChange, textFilterDelayMs);
  return (
    <TextInput
      aria-label={t('kit.filter.nodeTypes.SearchText')}
      placeholder={t('kit.filter.textPlaceholder')}
      leftSection={<IconSearch size={16} />}
      value={text}
      maxLength={200}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
    />
  );
}
