import { Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsDrawer } from '@/kit/details-drawer';
import { settingsQuery } from '../screen-details.api';
import type { ScreenRow } from '../screens.api';
import { ScreenInformationTab } from './screen-information-tab';
import { ScreenRemoteTab } from './screen-remote-tab';
import { ScreenSettingsTab } from './screen-settings-tab';
import { ScreenPermissionsTab, ScreenTagsTab } from './screen-tag-lists';

const detailTabs = ['settings', 'information', 'permissions', 'tags', 'remote'] as const;
type DetailTab = (typeof detailTabs)[number];

interface ScreenDetailsDrawerProps {
  screen: ScreenRow;
  canEdit: boolean;
  onClose: () => void;
}

/** A screen's settings, information, permissions, tags and remote commands, beside the list. */
export function ScreenDetailsDrawer({ screen, canEdit, onClose }: ScreenDetailsDrawerProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<DetailTab>('settings');
  const id = screen.id;
  // The title follows a rename saved in the settings tab.
  const settings = useQuery(settingsQuery(id));
  return (
    <DetailsDrawer
      onClose={onClose}
      title={<Title order={3}>{settings.data?.name ?? screen.name}</Title>}
    >
      <Tabs
        value={tab}
        onChange={(value) => setTab(detailTabs.find((name) => name === value) ?? 'settings')}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {detailTabs.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`screens.details.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="settings">
          <ScreenSettingsTab screen={screen} canEdit={canEdit} onGone={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="information">
          <ScreenInformationTab id={id} />
        </Tabs.Panel>
        <Tabs.Panel value="permissions">
          <ScreenPermissionsTab id={id} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="tags">
          <ScreenTagsTab id={id} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="remote">
          <ScreenRemoteTab id={id} canEdit={canEdit} />
        </Tabs.Panel>
      </Tabs>
    </DetailsDrawer>
  );
}
