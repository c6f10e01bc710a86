import { Alert, Stack, Text, Title } from '@mantine/core';
import { can, featureFlagNames } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Toggle } from '@/kit/toggle';
import { failureTextOf } from '@/lib/api/api-error';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { ClientSelect } from '@/shared/support/client-select';
import { applicationsQuery, useSetApplicationStatus, useSetFeatureFlags } from './applications.api';

/** A failed call's own message under the page's text for what failed. */
function Failure({ text, error }: { text: string; error: unknown }) {
  return (
    <Alert color="orange" title={text}>
      {failureTextOf(error)}
    </Alert>
  );
}

/**
 * The applications and feature flags of the client chosen above (kept in the address as
 * `?accountCode=`), each a switch that saves at once.
 */
export default function ApplicationsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const sessionUser = useSessionUser();
  const [params, setParams] = useSearchParams();
  const accountCode = params.get('accountCode');
  const answer = useQuery({ ...applicationsQuery(accountCode ?? ''), enabled: !!accountCode });
  const setStatus = useSetApplicationStatus();
  const setFlags = useSetFeatureFlags();
  const canEdit = can(sessionUser, 'SupportApplications', 'edit');
  const isSaving = setStatus.isPending || setFlags.isPending;

  return (
    <>
      <PageTopBar title={route ? t(route.titleKey) : ''} />
      <Stack gap="md" maw={640}>
        <ClientSelect
          label={t('applications.client')}
          placeholder={t('applications.clientPlaceholder')}
          value={accountCode}
          onChange={(code) => setParams(code ? { accountCode: code } : {})}
        />
        {!accountCode && <Text c="dimmed">{t('applications.chooseClient')}</Text>}
        {answer.isError && <Failure text={t('applications.fetchError')} error={answer.error} />}
        {setStatus.isError && (
          <Failure text={t('applications.saveError')} error={setStatus.error} />
        )}
        {setFlags.isError && <Failure text={t('applications.flagsError')} error={setFlags.error} />}
        {accountCode && answer.data && (
          <>
            <Title order={3}>{t('applications.applications')}</Title>
            {answer.data.statuses.map((status) => (
              <Toggle
                key={status.applicationCode}
                label={t(`applications.names.${status.applicationCode}`)}
                checked={status.isEnabled}
                disabled={!canEdit || isSaving}
                onChange={(isEnabled) =>
                  setStatus.mutate({
                    accountCode,
                    applicationCode: status.applicationCode,
                    applicationName: status.applicationName,
                    isEnabled,
                  })
                }
              />
            ))}
            <Title order={3}>{t('applications.flags')}</Title>
            {featureFlagNames.map((name) => (
              <Toggle
                key={name}
                label={t(`applications.flagNames.${name}`)}
                checked={answer.data.featureFlags[name]}
                disabled={!canEdit || isSaving}
                onChange={(isOn) => setFlags.mutate({ accountCode, flags: { [name]: isOn } })}
              />
            ))}
          </>
        )}
      </Stack>
    </>
  );
}
