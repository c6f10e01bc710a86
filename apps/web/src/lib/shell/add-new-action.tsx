import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';

export interface AddNewChoice {
  label: string;
  onClick: () => void;
}

/** One add-new button, or a dropdown when a page offers several kinds of new thing. */
export type AddNewAction = { label: string } & (
  | { onClick: () => void; choices?: undefined }
  | { choices: readonly AddNewChoice[]; onClick?: undefined }
);

export function AddNewButton({ action }: { action: AddNewAction }) {
  if (!action.choices) {
    return (
      <Button leftSection={<IconPlus size={16} />} onClick={action.onClick}>
        {action.label}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />}>
          {action.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {action.choices.map((choice) => (
          <Menu.Item key={choice.label} onClick={choice.onClick}>
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
