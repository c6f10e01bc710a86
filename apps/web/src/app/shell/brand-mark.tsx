import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceTv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { appConfiguration } from '@/lib/configuration';

export function BrandMark({ isCompact }: { isCompact: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon
        size={36}
        radius="md"
        variant="gradient"
        gradient={{ from: 'indigo', to: 'violet', deg: 135 }}
      >
        <IconDeviceTv size={20} />
      </ThemeIcon>
      {!isCompact && (
        <>
          <Text fw={750} size="lg">
            {t('app.name')}
          </Text>
          {appConfiguration === 'support' && (
            <Badge variant="light" color="violet" size="sm">
              {t('app.supportBadge')}
            </Badge>
          )}
        </>
      )}
    </Group>
  );
}
