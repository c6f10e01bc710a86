import { can, type FilterCondition } from '@marquee/domain';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/lib/session/session-user';
import { SavedFilterPanel } from '@/shared/saved-filters/saved-filter-panel';
import { mediaFilterKind, mediaFilterSearches } from './media-filters.api';

interface MediaFilterPanelProps {
  filterCode: string | null;
  onFilterCodeChange: (filterCode: string | null) => void;
  onConditionChange: (condition: FilterCondition | null) => void;
}

/** The filter builder over the library, with the account's saved media filters. */
export default function MediaFilterPanel(props: MediaFilterPanelProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <SavedFilterPanel
      {...props}
      kind={mediaFilterKind}
      searches={mediaFilterSearches}
      labels={{ saved: t('media.filters.saved'), choose: t('media.filters.choose') }}
      canEdit={can(user, 'MediaLibrary', 'edit')}
      hasScreenStatus={false}
    />
  );
}
