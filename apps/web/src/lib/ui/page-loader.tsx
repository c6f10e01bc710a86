import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={240} aria-busy="true" aria-label={t('shell.loading')}>
      <Loader type="dots" />
    </Center>
  );
}
