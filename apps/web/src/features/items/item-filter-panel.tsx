import { can, type FilterCondition } from '@marquee/domain';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/lib/session/session-user';
import { SavedFilterPanel } from '@/shared/saved-filters/saved-filter-panel';
import { itemFilterKind } from './items.api';

interface ItemFilterPanelProps {
  filterCode: string | null;
  onFilterCodeChange: (filterCode: string | null) => void;
  onConditionChange: (condition: FilterCondition | null) => void;
}

/** The filter builder over the items (their text), with the account's saved item filters. */
export default function ItemFilterPanel(props: ItemFilterPanelProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <SavedFilterPanel
      {...props}
      kind={itemFilterKind}
      searches={{}}
      labels={{ saved: t('items.filters.saved'), choose: t('items.filters.choose') }}
      canEdit={can(user, 'AccountItems', 'edit')}
      hasScreenStatus={false}
    />
  );
}
