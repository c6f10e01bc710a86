import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { blankRoleCode } from './role-paths';
import { SupportRoleEditor } from './support-role-editor';
import { SupportRolesList } from './support-roles-list';

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
      <SupportRoleEditor
        clientCode={clientCode}
        roleCode={roleCode === blankRoleCode ? null : roleCode}
      />
    </>
  );
}
