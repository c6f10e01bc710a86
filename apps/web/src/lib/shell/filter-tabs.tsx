import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';

export interface TabItem {
  value: string;
  label: string;
}

/**
 * The `filter` query parameter names a tab or a saved filter (spec 002 section 2).
 * Pages read it here; a value that is no tab is a saved filter's code.
 */
export function useFilterParam(): [string | null, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const setFilter = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('filter', value);
      return next;
    });
  return [params.get('filter'), setFilter];
}

export function FilterTabs({ tabs }: { tabs: readonly TabItem[] }) {
  const [filter, setFilter] = useFilterParam();
  const selected = filter === null ? (tabs[0]?.value ?? null) : filter;
  return (
    <Tabs value={selected} onChange={(value) => value && setFilter(value)}>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
