import { ActionIcon, Tooltip } from '@mantine/core';
import type { FilterCondition } from '@marquee/domain';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface FilterToggleProps {
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  /** Receives null when the panel closes: a closed panel filters nothing. */
  onConditionChange: (condition: FilterCondition | null) => void;
}

/** Opens and closes the filter panel; closing clears the active condition. */
export function FilterToggle({ opened, onOpenedChange, onConditionChange }: FilterToggleProps) {
  const { t } = useTranslation();
  const label = opened ? t('kit.filter.hidePanel') : t('kit.filter.showPanel');
  return (
    <Tooltip label={label}>
      <ActionIcon
        size="lg"
        variant={opened ? 'filled' : 'default'}
        aria-label={label}
        aria-pressed={opened}
        onClick={() => {
          if (opened) onConditionChange(null);
          onOpenedChange(!opened);
        }}
      >
        <IconFilter size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
