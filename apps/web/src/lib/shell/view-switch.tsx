import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type ListLayout = 'grid' | 'list';

export function ViewSwitch({
  value,
  onChange,
}: {
  value: ListLayout;
  onChange: (layout: ListLayout) => void;
}) {
  const { t } = useTranslation();
  const option = (layout: ListLayout, icon: React.ReactNode) => ({
    value: layout,
    label: (
      <>
        {icon}
        <VisuallyHidden>{t(`topBar.${layout}`)}</VisuallyHidden>
      </>
    ),
  });
  return (
    <SegmentedControl
      value={value}
      onChange={(next) => onChange(next === 'grid' ? 'grid' : 'list')}
      data={[option('list', <IconList size={16} />), option('grid', <IconLayoutGrid size={16} />)]}
    />
  );
}
