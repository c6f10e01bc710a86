import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { blankRoleCode } from './role-paths';
import { SupportRolesList } from './support-roles-list';

// The editor (filter builder, pickers) loads only when a role is opened, not with the list.
const SupportRoleEditor = lazy(() =>
  import('./support-role-editor').then((module) => ({ default: module.SupportRoleEditor })),
);

/** The roles list, or under /roles/new and /roles/:client/:role the role editor. */
export default function SupportRolesPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const { clientCode = null, roleCode = blankRoleCode } = useParams();
  if (route?.name === 'SupportRoles') return <SupportRolesList />;
  const backTo = clientCode ? `/roles?client=${encodeURIComponent(clientCode)}` : '/roles';
  return (
    <>
      <PageTopBar
        title={
          roleCode === blankRoleCode ? t('routes.supportRoleNew') : route ? t(route.titleKey) : ''
        }
        backTo={backTo}
      />
      <Suspense fallback={null}>
        <SupportRoleEditor
          clientCode={clientCode}
          roleCode={roleCode === blankRoleCode ? null : roleCode}
        />
      </Suspense>
    </>
  );
}
