import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { initialsOf, type ShellUser } from '@/lib/session/shell-user';

interface UserBadgeProps extends ComponentPropsWithoutRef<'button'> {
  user: ShellUser;
  isCollapsed: boolean;
}

/** Initials, name and account; the user menu opens from it. */
export const UserBadge = forwardRef<HTMLButtonElement, UserBadgeProps>(function UserBadge(
  { user, isCollapsed, ...buttonProps },
  ref,
) {
  return (
    <UnstyledButton
      ref={ref}
      p={6}
      w="100%"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      {...buttonProps}
    >
      <Group gap="sm" wrap="nowrap" justify={isCollapsed ? 'center' : 'flex-start'}>
        <Avatar color="indigo" radius="xl">
          {initialsOf(user)}
        </Avatar>
        {!isCollapsed && (
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {`${user.firstName} ${user.lastName}`}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.context || user.email}
            </Text>
          </div>
        )}
      </Group>
    </UnstyledButton>
  );
});
