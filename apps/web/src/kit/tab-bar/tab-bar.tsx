import { Tabs } from '@mantine/core';

/** A tab as the spec defines it: label, emitAction, class, unclickable. */
export interface TabBarItem {
  label: string;
  emitAction: string;
  className?: string;
  unclickable?: boolean;
}

export interface TabBarProps {
  items: TabBarItem[];
  active: string;
  onSelect: (emitAction: string) => void;
  label: string;
}

export function TabBar({ items, active, onSelect, label }: TabBarProps) {
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        const item = items.find((i) => i.emitAction === value);
        if (item && !item.unclickable) onSelect(item.emitAction);
      }}
    >
      <Tabs.List aria-label={label}>
        {items.map((item) => (
          <Tabs.Tab
            key={item.emitAction}
            value={item.emitAction}
            className={item.className}
            disabled={item.unclickable}
          >
            {item.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
