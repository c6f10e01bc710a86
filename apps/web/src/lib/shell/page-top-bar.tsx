import { ActionIcon, Group, Stack, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddNewButton, type AddNewAction } from './add-new-action';
import { FilterTabs, type TabItem } from './filter-tabs';
import { SearchBox, type SearchBoxProps } from './search-box';
import { ViewSwitch, type ListLayout } from './view-switch';

export interface PageTopBarProps {
  /** The display text. */
  title: string;
  /** Address the back button leads to; no button without it. */
  backTo?: string;
  addNew?: AddNewAction;
  view?: { value: ListLayout; onChange: (layout: ListLayout) => void };
  search?: SearchBoxProps;
  tabs?: readonly TabItem[];
  /** Extra controls a page puts beside the standard ones. */
  extra?: ReactNode;
}

export function PageTopBar({ title, backTo, addNew, view, search, tabs, extra }: PageTopBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="sm" mb="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          {backTo && (
            <Tooltip label={t('topBar.back')}>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('topBar.back')}
                onClick={() => void navigate(backTo)}
              >
                <IconArrowLeft size={20} />
              </ActionIcon>
            </Tooltip>
          )}
          <Title order={2} fw={650}>
            {title}
          </Title>
        </Group>
        <Group gap="xs" wrap="wrap">
          {search && <SearchBox {...search} />}
          {view && <ViewSwitch {...view} />}
          {extra}
          {addNew && <AddNewButton action={addNew} />}
        </Group>
      </Group>
      {tabs && tabs.length > 0 && <FilterTabs tabs={tabs} />}
    </Stack>
  );
}
