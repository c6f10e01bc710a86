import { Group, Menu } from '@mantine/core';
import { IconCheck, IconLanguage, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { supportedLanguages } from '@/lib/i18n/i18n';
import { applyLanguage } from '@/lib/i18n/language-preference';
import type { ShellUser } from '@/lib/session/shell-user';
import { UserBadge } from './user-badge';

/** Language choice and sign-out; loaded after the shell paints (it brings the popover code). */
export default function UserMenu({ user, isCollapsed }: { user: ShellUser; isCollapsed: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <Menu position="right-end" shadow="md" width={240}>
      <Menu.Target>
        <UserBadge user={user} isCollapsed={isCollapsed} aria-label={t('shell.userMenu')} />
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
            onClick={() => void applyLanguage(code, true)}
            rightSection={i18n.language === code ? <IconCheck size={14} /> : null}
          >
            {t(`languages.${code}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void navigate('/logout')}
        >
          {t('shell.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
