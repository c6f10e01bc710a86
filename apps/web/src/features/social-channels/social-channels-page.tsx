import { Text } from '@mantine/core';
import { can } from '@marquee/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/kit/data-table';
import { ErrorAlert } from '@/kit/error-alert';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { useListPage } from '@/lib/ui/use-list-page';
import {
  socialChannelColumns,
  toSocialChannelRow,
  type SocialChannelAction,
  type SocialChannelRow,
} from './social-channel-columns';
import { DeleteSocialChannelModal } from './delete-social-channel-modal';
import { SocialChannelModal } from './social-channel-modal';
import { useSocialChannelList } from './social-channels.api';

// The posts load on first use. The form and the question come with the list: loaded apart, they
// would split the dialog code the other list pages share into more chunks, each one heavier.
const SocialPostsDrawer = lazy(() =>
  import('./social-posts-drawer').then((module) => ({ default: module.SocialPostsDrawer })),
);

type Dialog =
  | { kind: 'edit'; channel: SocialChannelRow | null }
  | { kind: 'delete' | 'posts'; channel: SocialChannelRow };

/**
 * Social channels: the public feeds the account follows, each with how often it is read, how its
 * last fetch went and the posts it keeps; AccountItems editors add, change and delete them.
 */
export default function SocialChannelsPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const canEdit = can(useSessionUser(), 'AccountItems', 'edit');
  const listPage = useListPage({ orderBy: 'name', order: 'asc' });
  const list = useSocialChannelList(listPage.searchText);
  const rows = useMemo(() => list.items.map(toSocialChannelRow), [list.items]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const columns = useMemo(
    () =>
      socialChannelColumns(
        t,
        i18n.language,
        (action: SocialChannelAction, channel) =>
          setDialog(action === 'edit' ? { kind: 'edit', channel } : { kind: action, channel }),
        canEdit,
      ),
    [t, i18n.language, canEdit],
  );
  const add = canEdit
    ? { label: t('socialChannels.add'), onClick: () => setDialog({ kind: 'edit', channel: null }) }
    : undefined;
  const close = () => setDialog(null);

  return (
    <>
      <PageTopBar title={route ? t(route.titleKey) : ''} search={listPage.search} addNew={add} />
      {list.isError && (
        <ErrorAlert>
          <Text size="sm">{t('socialChannels.errors.list')}</Text>
        </ErrorAlert>
      )}
      <DataTable
        tableId="social-channels"
        {...listPage.tableProps(list)}
        columns={columns}
        items={rows}
        isResizable
        emptyState={listPage.emptyState({
          title: t('socialChannels.welcome.title'),
          text: t('socialChannels.welcome.text'),
          action: add,
        })}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'edit' && <SocialChannelModal channel={dialog.channel} onClose={close} />}
        {dialog?.kind === 'delete' && (
          <DeleteSocialChannelModal channel={dialog.channel} onClose={close} />
        )}
        {dialog?.kind === 'posts' && <SocialPostsDrawer channel={dialog.channel} onClose={close} />}
      </Suspense>
    </>
  );
}
