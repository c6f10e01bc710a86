import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { initialsOf, type ShellUser } from '@/lib/session/shell-user';

interface UserBadgeProps extends ComponentPropsWithoutRef<'button'> {
  user: ShellUser;
  isCollapsed: boolean;
  /** What the button does, for screen readers; said after the name the button shows. */
  purpose?: string;
}

/**
 * Initials, name and account; the user menu opens from it. Its accessible name starts with the
 * text it shows (WCAG 2.5.3), so a person who reads the name out can also say it to a voice control.
 */
export const UserBadge = forwardRef<HTMLButtonElement, UserBadgeProps>(function UserBadge(
  { user, isCollapsed, purpose, ...buttonProps },
  ref,
) {
  const name = `${user.firstName} ${user.lastName}`;
  const context = user.context || user.email;
  const nameAndContext = `${name} ${context}`;
  return (
    <UnstyledButton
      ref={ref}
      p={6}
      w="100%"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      {...buttonProps}
    >
      <Group gap="sm" wrap="nowrap" justify={isCollapsed ? 'center' : 'flex-start'}>
        <Avatar color="indigo" radius="xl" aria-hidden>
          {initialsOf(user)}
        </Avatar>
        {isCollapsed ? (
          <VisuallyHidden>{nameAndContext}</VisuallyHidden>
        ) : (
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {context}
            </Text>
          </div>
        )}
      </Group>
      {purpose && <VisuallyHidden>{purpose}</VisuallyHidden>}
    </UnstyledButton>
  );
});
