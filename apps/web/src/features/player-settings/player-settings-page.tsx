import { Stack, Tabs, Text } from '@mantine/core';
import { can, settingLevels, type SettingLevel } from '@marquee/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LocationPicker, PlayerPicker, type PickerOption } from '@/kit/code-picker';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { ClientSelect } from '@/shared/support/client-select';
import { LevelSettings } from './level-settings';
import { accountLocationSearch, accountPlayerSearch } from './player-settings.api';

// The definitions load when their tab is opened: most visits change values, and the page stays
// well within the size a route may weigh.
const DefinitionsPanel = lazy(() =>
  import('./definitions-panel').then((module) => ({ default: module.DefinitionsPanel })),
);

const definitionsTab = 'Definitions';
type View = SettingLevel | typeof definitionsTab;
// Nearest last on the page: the account first, as settings flow down from it.
const levelTabs = [...settingLevels].reverse();

const viewOf = (text: string | null): View =>
  settingLevels.includes(text as SettingLevel) || text === definitionsTab
    ? (text as View)
    : 'Account';

/**
 * A client's player settings (kept in the address as `?accountCode=`, with the tab and the
 * location or screen shown): a tab per level, and one for the definitions. Leaving any of
 * them with unsaved changes asks first, as each of them is an address of its own.
 */
export default function PlayerSettingsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const user = useSessionUser();
  const canEdit = can(user, 'SupportSettings', 'edit');
  const [params, setParams] = useSearchParams();
  const [searchText, setSearchText] = useState('');
  // Names of the locations and screens picked here; one opened from the address shows its code.
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const accountCode = params.get('accountCode');
  const view = viewOf(params.get('level'));
  const targetCode = view === 'Location' ? params.get('locationCode') : params.get('code');
  const searches = useMemo(
    () =>
      accountCode
        ? { Location: accountLocationSearch(accountCode), Player: accountPlayerSearch(accountCode) }
        : null,
    [accountCode],
  );
  const open = (next: { accountCode: string | null; level?: View; target?: string | null }) => {
    const level = next.level ?? 'Account';
    const targetName = level === 'Location' ? 'locationCode' : 'code';
    setParams({
      ...(next.accountCode ? { accountCode: next.accountCode } : {}),
      ...(next.accountCode && level !== 'Account' ? { level } : {}),
      ...(next.target ? { [targetName]: next.target } : {}),
    });
  };
  const pick = (level: 'Location' | 'Player') => (chosen: PickerOption[]) => {
    const option = chosen[0];
    if (option) setNames((was) => new Map([...was, [option.code, option.name]]));
    open({ accountCode, level, target: option?.code });
  };
  const picked = targetCode
    ? [{ code: targetCode, name: names.get(targetCode) ?? targetCode }]
    : [];
  const levelView = (level: SettingLevel) => {
    if (!accountCode || !searches || view !== level) return null;
    const needsTarget = level !== 'Account';
    return (
      <Stack gap="md" pt="md">
        {level === 'Location' && (
          <LocationPicker
            label={t('playerSettings.location')}
            placeholder={t('playerSettings.locationPlaceholder')}
            search={searches.Location}
            value={picked}
            onChange={pick('Location')}
            isSingle
          />
        )}
        {level === 'Player' && (
          <PlayerPicker
            label={t('playerSettings.player')}
            placeholder={t('playerSettings.playerPlaceholder')}
            search={searches.Player}
            value={picked}
            onChange={pick('Player')}
            isSingle
          />
        )}
        {needsTarget && !targetCode ? (
          <Text c="dimmed">{t(`playerSettings.choose${level}`)}</Text>
        ) : (
          <LevelSettings
            key={`${accountCode}/${level}/${targetCode ?? ''}`}
            target={{ accountCode, type: level, ...(targetCode ? { targetCode } : {}) }}
            canEdit={canEdit}
            searchText={searchText}
          />
        )}
      </Stack>
    );
  };
  return (
    <>
      <PageTopBar title={route ? t(route.titleKey) : ''} search={{ onSearch: setSearchText }} />
      <Stack gap="md">
        <ClientSelect
          label={t('playerSettings.client')}
          placeholder={t('playerSettings.clientPlaceholder')}
          value={accountCode}
          onChange={(code) => open({ accountCode: code })}
        />
        {!accountCode && <Text c="dimmed">{t('playerSettings.chooseClient')}</Text>}
        {accountCode && (
          <Tabs
            value={view}
            keepMounted={false}
            onChange={(level) => open({ accountCode, level: viewOf(level) })}
          >
            <Tabs.List aria-label={t('playerSettings.tabs')}>
              {levelTabs.map((level) => (
                <Tabs.Tab key={level} value={level}>
                  {t(`playerSettings.levels.${level}`)}
                </Tabs.Tab>
              ))}
              <Tabs.Tab value={definitionsTab}>{t('playerSettings.definitions.tab')}</Tabs.Tab>
            </Tabs.List>
            {levelTabs.map((level) => (
              <Tabs.Panel key={level} value={level}>
                {levelView(level)}
              </Tabs.Panel>
            ))}
            <Tabs.Panel value={definitionsTab} pt="md">
              <Suspense fallback={null}>
                <DefinitionsPanel
                  key={accountCode}
                  accountCode={accountCode}
                  canEdit={canEdit}
                  searchText={searchText}
                />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </>
  );
}
