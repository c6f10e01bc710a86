import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconLanguage, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyLanguage } from '@/lib/i18n/language-preference';
import { supportedLanguages } from '@/lib/i18n/i18n';
import { initialsOf, type ShellUser } from '@/lib/session/shell-user';

export function UserMenu({ user, isCollapsed }: { user: ShellUser; isCollapsed: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Menu position="right-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.userMenu')} p={6} style={{ borderRadius: 'var(--mantine-radius-md)' }} w="100%">
          <Group gap="sm" wrap="nowrap">
            <Avatar color="indigo" radius="xl">
              {initialsOf(user)}
            </Avatar>
            {!isCollapsed && (
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {user.context || user.email}
                </Text>
              </div>
            )}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Group gap={6}>
            <IconLanguage size={14} />
            {t('shell.language')}
          </Group>
        </Menu.Label>
        {supportedLanguages.map((code) => (
          <Menu.Item
            key={code}
            onClick={() => applyLanguage(code, true)}
            rightSection={i18n.language === code ? <IconCheck size={14} /> : null}
          >
            {t(`languages.${code}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void navigate('/logout')}>
          {t('shell.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
