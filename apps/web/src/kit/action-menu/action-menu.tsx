// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { ActionIcon, Button, Checkbox, Popover, Stack, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconDots } from '@tabler/icons-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import classes from './action-menu.module.css';
import { useDelayedBlur } from './use-delayed-blur';

/** One entry of a dropdown action menu (the spec's Label, EmitAction, Checked). */
export interface ActionMenuItem {
  label: string;
  emitAction: string;
  checked?: boolean;
  disabled?: boolean;
}

export interface ActionMenuProps {
  label: string;
  items: ActionMenuItem[];
  onAction: (emitAction: string) => void;
  /** Items become checkboxes and the menu stays open after a pick. */
  withCheckboxes?: boolean;
  icon?: ReactNode;
  variant?: 'filled' | 'light' | 'default' | 'subtle';
  /** A compact dots button (row options); the label becomes its accessible name. */
  isIconOnly?: boolean;
  /** Where the menu opens beside its button; `left-start` keeps a table's row options free. */
  position?: 'bottom-end' | 'left-start';
}

const closeDelayMs = 250;

export function ActionMenu({
  label,
  items,
  onAction,
  withCheckboxes = false,
  icon,
  variant = 'default',
  isIconOnly = false,
  position = 'bottom-end',
}: ActionMenuProps) {
  const [opened, setOpened] = useState(false);
  const { watch, onBlur, cancel } = useDelayedBlur(closeDelayMs, () => setOpened(false));
  // The popover closes on Escape only from inside its dropdown; focus stays on the button.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    event.stopPropagation();
    setOpened(false);
  };

  // Either button opens the menu the same way.
  const opener = {
    ref: watch,
    'aria-haspopup': 'menu',
    'aria-expanded': opened,
    onClick: () => setOpened((o) => !o),
    onKeyDown: closeOnEscape,
    onBlur,
    onFocus: cancel,
  } as const;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position={position}
      shadow="md"
      middlewares={{ flip: true, shift: { padding: 8 } }}
      // The menu closes on blur, so it never needs hiding when its button scrolls away.
      hideDetached={false}
    >
      <Popover.Target>
        {isIconOnly ? (
          <ActionIcon {...opener} variant="subtle" color="gray" aria-label={label}>
            <IconDots size={18} />
          </ActionIcon>
        ) : (
          <Button
            {...opener}
            variant={variant}
            leftSection={icon}
            rightSection={<IconChevronDown size={16} />}
          >
            {label}
          </Button>
        )}
      </Popover.Target>
      <Popover.Dropdown ref={watch} onBlur={onBlur} onFocus={cancel} p={6}>
        <Stack gap={2} role="menu" aria-label={label}>
          {items.map((item) =>
            withCheckboxes ? (
              <Checkbox
                key={item.emitAction}
                className={classes.item}
                label={item.label}
                checked={item.checked ?? false}
                disabled={item.disabled}
                onChange={() => onAction(item.emitAction)}
              />
            ) : (
              <UnstyledButton
                key={item.emitAction}
                role="menuitem"
                className={classes.item}
                disabled={item.disabled}
                onClick={() => {
                  onAction(item.emitAction);
                  setOpened(false);
                }}
              >
                {item.label}
              </UnstyledButton>
            ),
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
