import { Group, Menu } from '@mantine/core';
import { IconCheck, IconLanguage, IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { languageNames, supportedLanguages, type SupportedLanguage } from '@/lib/i18n/i18n';
import { applyLanguage } from '@/lib/i18n/language-preference';
import { currentUserQuery } from '@/lib/session/current-user';
import { keepsLanguageInProfile } from '@/lib/session/profile-language';
import { saveProfileLanguage } from '@/lib/session/save-profile-language';
import type { ShellUser } from '@/lib/session/shell-user';
import { UserBadge } from './user-badge';

/** Language choice and sign-out; loaded after the shell paints (it brings the popover code). */
export default function UserMenu({ user, isCollapsed }: { user: ShellUser; isCollapsed: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choose = async (language: SupportedLanguage) => {
    await applyLanguage(language, true);
    if (!keepsLanguageInProfile(user)) return;
    await saveProfileLanguage(language);
    await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
  };
  return (
    <Menu position="right-end" shadow="md" width={240}>
      <Menu.Target>
        <UserBadge user={user} isCollapsed={isCollapsed} purpose={t('shell.userMenu')} />
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
            lang={code.replace('_', '-')}
            onClick={() => void choose(code).catch(() => undefined)}
            rightSection={i18n.language === code ? <IconCheck size={14} /> : null}
          >
            {languageNames[code]}
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
