import { Alert, Button, darken, Group, Text, useMantineTheme } from '@mantine/core';
import { IconArrowBackUp, IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { authSession } from '@/lib/auth/auth-session';
import { configurationProfiles } from '@/lib/configuration';
import type { ShellUser } from '@/lib/session/shell-user';

/** The console's page of an account, where a support user came from. */
export function consoleAccountAddress(accountCode: string | null): string {
  const base = configurationProfiles.support.basePath;
  return accountCode ? `${base}accounts/${encodeURIComponent(accountCode)}` : base;
}

/**
 * A support user acting in a customer account (support-user token) always sees whose account
 * this is and who acts in it; going back ends that access in this tab.
 */
export function SupportAccessBanner({ user }: { user: ShellUser }) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  if (!user.isSupportAccess) return null;
  // Orange 8, the filled shade, gives white text 3.6:1; orange 9 a tenth darker reads at 5.1:1.
  const orange = darken(theme.colors.orange[9], 0.1);
  const supportUser = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const goBack = async () => {
    await authSession.clear();
    window.location.assign(consoleAccountAddress(user.accountCode));
  };
  return (
    <Alert
      color={orange}
      variant="filled"
      icon={<IconHeadset size={18} />}
      mb="md"
      role="status"
      data-testid="support-access-banner"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {t('shell.supportAccess.notice', { account: user.context, supportUser })}
        </Text>
        <Button
          size="xs"
          variant="white"
          color={orange}
          leftSection={<IconArrowBackUp size={14} />}
          onClick={() => void goBack()}
        >
          {t('shell.supportAccess.back')}
        </Button>
      </Group>
    </Alert>
  );
}
