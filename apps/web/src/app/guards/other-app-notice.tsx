import { Button, Group } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { activeProfile, appConfiguration, configurationProfiles } from '@/lib/configuration';
import { CenteredNotice } from '@/lib/ui/centered-notice';

/** Where the other of the two apps is served. */
function otherAppAddress(): string {
  const other = Object.values(configurationProfiles).find((profile) => profile !== activeProfile);
  return other?.basePath ?? '/';
}

/**
 * A person signed in to the app that is not theirs: support staff who open the customer app
 * (often on their way back from acting in an account), or a customer who opens the console.
 * It says which app this is and leads to theirs, or signs them out.
 */
export function OtherAppNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const texts =
    appConfiguration === 'support' ? 'session.customerInConsole' : 'session.supportInApp';
  return (
    <CenteredNotice
      icon={<IconArrowsExchange size={30} />}
      color="blue"
      title={t(`${texts}.title`)}
      text={t(`${texts}.text`)}
      actions={
        <Group mt="sm" justify="center">
          <Button variant="default" onClick={() => void navigate('/logout')}>
            {t('shell.signOut')}
          </Button>
          <Button component="a" href={otherAppAddress()}>
            {t(`${texts}.open`)}
          </Button>
        </Group>
      }
    />
  );
}
