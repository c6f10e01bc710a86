// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/SimpleGrid.css';
import { Badge, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '@/kit/error-alert';
import { can } from '@marquee/domain';
import { IconArrowLeft, IconLogin2, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { KitLoader } from '@/kit/loader';
import { failureTextOf } from '@/lib/api/api-error';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { AccountPlayersList, detailsPath } from './account-players-list';
import { accountDetailsQuery, openAsSupportUser } from './accounts.api';
import { CommentsPanel } from './comments-panel';
import { PlayerExcelPanel } from './player-excel-panel';
import { SupportPlayerDrawer } from './support-player-drawer';

const overviewPath = '/accounts';

// The dialogs load on first use, so the account itself arrives sooner.
const InviteAccountUserModal = lazy(() =>
  import('./invite-account-user-modal').then((module) => ({
    default: module.InviteAccountUserModal,
  })),
);
const DeleteAccountModal = lazy(() =>
  import('./delete-account-modal').then((module) => ({ default: module.DeleteAccountModal })),
);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * One client account (spec 000 section 7, GET /accounts/{id}/details) with its latest comments
 * and its players, and under /accounts/:code/players/:player that player's drawer.
 */
export default function AccountDetailsPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const sessionUser = useSessionUser();
  const navigate = useNavigate();
  const canEditPlayers = can(sessionUser, 'SupportPlayers', 'edit');
  const canEditAccounts = can(sessionUser, 'SupportAccounts', 'edit');
  const [dialog, setDialog] = useState<'invite' | 'delete' | null>(null);
  const { accountCode = '', playerCode } = useParams();
  const details = useQuery(accountDetailsQuery(accountCode));
  const account = details.data?.account;
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium' }).format(
      new Date(iso),
    );

  return (
    <>
      <PageTopBar
        title={account?.clientName ?? (route ? t(route.titleKey) : '')}
        backTo={overviewPath}
        extra={
          <>
            <Button
              component={Link}
              to={overviewPath}
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
            >
              {t('accounts.details.backToOverview')}
            </Button>
            {account && canEditAccounts && (
              <>
                <Button
                  variant="default"
                  leftSection={<IconUserPlus size={16} />}
                  onClick={() => setDialog('invite')}
                >
                  {t('users.invite.action')}
                </Button>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setDialog('delete')}
                >
                  {t('accounts.delete.action')}
                </Button>
                <Button
                  leftSection={<IconLogin2 size={16} />}
                  disabled={!account.isSupportAccessEnabled}
                  title={
                    account.isSupportAccessEnabled ? undefined : t('accounts.supportAccessOff')
                  }
                  onClick={() => void openAsSupportUser(account.clientCode)}
                >
                  {t('accounts.details.openAs')}
                </Button>
              </>
            )}
          </>
        }
      />
      {details.isPending && <KitLoader />}
      {details.isError && (
        <ErrorAlert title={t('accounts.details.notFound')}>
          {failureTextOf(details.error)}
        </ErrorAlert>
      )}
      {account && (
        <Stack gap="lg">
          <Paper withBorder radius="md" p="lg">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
              <Fact label={t('accounts.columns.accountCode')}>{account.clientCode}</Fact>
              <Fact label={t('accounts.columns.status')}>
                <Badge variant="light" color={account.isActive ? 'teal' : 'gray'}>
                  {t(account.isActive ? 'accounts.active' : 'accounts.inactive')}
                </Badge>
              </Fact>
              <Fact label={t('accounts.columns.businessType')}>
                {account.businessType
                  ? t(`accounts.businessTypes.${account.businessType}`)
                  : t('accounts.details.none')}
              </Fact>
              <Fact label={t('accounts.details.owner')}>
                {account.owner ? (
                  <>
                    {account.owner.name || account.owner.email}
                    <Text size="sm" c="dimmed">
                      {account.owner.email}
                    </Text>
                  </>
                ) : (
                  t('accounts.details.none')
                )}
              </Fact>
              <Fact label={t('accounts.details.created')}>{formatDate(account.createdAt)}</Fact>
              <Fact label={t('accounts.details.organizations')}>
                {account.organizations.length > 0
                  ? account.organizations.map((o) => o.organizationName).join(', ')
                  : t('accounts.details.none')}
              </Fact>
              <Fact label={t('accounts.details.users')}>{account.userCount}</Fact>
              <Fact label={t('accounts.details.locations')}>{account.locationCount}</Fact>
              <Fact label={t('accounts.details.players')}>{account.playerCount}</Fact>
            </SimpleGrid>
          </Paper>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Paper withBorder radius="md" p="lg">
              <CommentsPanel account={account.clientCode} canEdit={canEditPlayers} />
            </Paper>
            <Paper withBorder radius="md" p="lg">
              <PlayerExcelPanel account={account.clientCode} canEdit={canEditPlayers} />
            </Paper>
          </SimpleGrid>
          <AccountPlayersList
            account={account.clientCode}
            canReboot={can(sessionUser, 'SupportPlayerCommands', 'edit')}
            canEdit={canEditPlayers}
          />
          {playerCode && (
            <SupportPlayerDrawer
              player={{ account: account.clientCode, player: playerCode }}
              onClose={() => void navigate(detailsPath(account.clientCode))}
            />
          )}
          <Suspense>
            {dialog === 'invite' && (
              <InviteAccountUserModal
                clientCode={account.clientCode}
                onClose={() => setDialog(null)}
              />
            )}
            {dialog === 'delete' && (
              <DeleteAccountModal
                account={account}
                onClose={() => setDialog(null)}
                onDeleted={() => void navigate(overviewPath)}
              />
            )}
          </Suspense>
        </Stack>
      )}
    </>
  );
}
