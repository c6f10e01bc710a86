import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function KitLoader({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Center role="status" py="md">
      <Loader size={size} type="dots" />
      <VisuallyHidden>{t('kit.loader.loading')}</VisuallyHidden>
    </Center>
  );
}
