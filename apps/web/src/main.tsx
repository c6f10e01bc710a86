import '@mantine/core/styles.css';
import { MantineProvider, Title, Text, Center, Stack } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { theme } from '@/app/theme';
import { appConfiguration } from '@/lib/configuration';
import { i18n } from '@/lib/i18n/i18n';

function Placeholder() {
  const { t } = useTranslation();
  return (
    <Center h="100vh">
      <Stack align="center">
        <Title>
          {t(appConfiguration === 'support' ? 'app.supportTitle' : 'app.customerTitle')}
        </Title>
        <Text c="dimmed">{t('app.name')}</Text>
      </Stack>
    </Center>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Placeholder />
      </MantineProvider>
    </I18nextProvider>
  </StrictMode>,
);
