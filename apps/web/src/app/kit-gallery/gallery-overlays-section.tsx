import { Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '@/kit/action-menu';
import { KitIcon, kitIcons, type KitIconName } from '@/kit/icons';
import { KitModal } from '@/kit/modal';
import { SideDrawer } from '@/kit/side-drawer';
import { KitPanel } from '@/kit/panel';

const iconNames = Object.keys(kitIcons) as KitIconName[];

export function GalleryOverlaysSection() {
  const { t } = useTranslation();
  const [modal, setModal] = useState<'confirm' | 'warning' | null>(null);
  const [checked, setChecked] = useState<Record<string, boolean>>({
    landscape: true,
    portrait: false,
  });
  return (
    <KitPanel title={t('kit.gallery.sections.overlays')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          <Group>
            <Button onClick={() => setModal('confirm')}>{t('kit.gallery.openConfirm')}</Button>
            <Button color="red" variant="light" onClick={() => setModal('warning')}>
              {t('kit.gallery.openWarning')}
            </Button>
          </Group>
          <Group>
            <ActionMenu
              label={t('kit.gallery.actions.addNew')}
              variant="filled"
              items={[
                { label: t('kit.gallery.tabs.images'), emitAction: 'image' },
                { label: t('kit.gallery.tabs.signs'), emitAction: 'sign' },
              ]}
              onAction={() => {}}
            />
            <ActionMenu
              label={t('kit.gallery.layout')}
              withCheckboxes
              items={Object.entries(checked).map(([value, isChecked]) => ({
                label: t(`kit.gallery.layouts.${value}`),
                emitAction: value,
                checked: isChecked,
              }))}
              onAction={(value) => setChecked((c) => ({ ...c, [value]: !c[value] }))}
            />
          </Group>
          <Group gap="md" aria-label={t('kit.gallery.sections.icons')}>
            {iconNames.map((name) => (
              <KitIcon key={name} name={name} size={22} label={name} />
            ))}
          </Group>
        </Stack>
        <Box
          h={260}
          style={{
            display: 'flex',
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 8,
            overflow: 'hidden',
          }}
        >
          <SideDrawer defaultPinned collapsedContent={<KitIcon name="filter" />}>
            <Text size="sm" p="md">
              {t('kit.gallery.drawerText')}
            </Text>
          </SideDrawer>
          <Box p="md" style={{ flex: 1, background: 'var(--mantine-color-gray-0)' }} />
        </Box>
      </SimpleGrid>
      <KitModal
        opened={modal === 'confirm'}
        onClose={() => setModal(null)}
        title={t('kit.gallery.confirmTitle')}
        onConfirm={() => setModal(null)}
        confirmLabel={t('kit.gallery.actions.pause')}
        width="remove"
      >
        <Text size="sm">{t('kit.gallery.confirmBody')}</Text>
      </KitModal>
      <KitModal
        opened={modal === 'warning'}
        onClose={() => setModal(null)}
        type="warning"
        width="deleteMedia"
        title={t('kit.gallery.warningTitle')}
        onConfirm={() => setModal(null)}
        confirmLabel={t('kit.gallery.actions.remove')}
      >
        <Text size="sm">{t('kit.gallery.warningBody')}</Text>
      </KitModal>
    </KitPanel>
  );
}
