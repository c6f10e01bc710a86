import { can, type FilterCondition } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterSearches } from '@/kit/filter-builder';
import { useSessionUser } from '@/lib/session/session-user';
import { SavedFilterPanel } from '@/shared/saved-filters/saved-filter-panel';
import { attributeFilterSource } from './item-filter-attributes';
import { itemFilterKind, schemeQuery } from './items.api';

interface ItemFilterPanelProps {
  filterCode: string | null;
  onFilterCodeChange: (filterCode: string | null) => void;
  onConditionChange: (condition: FilterCondition | null) => void;
}

/**
 * The filter builder over the items (their text and their attributes' values), with the
 * account's saved item filters; without the Filter area of items they are only applied, never
 * saved, overwritten or deleted (spec 002 section 6).
 */
export default function ItemFilterPanel(props: ItemFilterPanelProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const scheme = useQuery(schemeQuery());
  const searches = useMemo<FilterSearches>(
    () => (scheme.data ? { Attribute: attributeFilterSource(scheme.data) } : {}),
    [scheme.data],
  );
  return (
    <SavedFilterPanel
      {...props}
      kind={itemFilterKind}
      searches={searches}
      labels={{ saved: t('items.filters.saved'), choose: t('items.filters.choose') }}
      canEdit={can(user, 'AccountItems.Filter', 'edit')}
      hasScreenStatus={false}
    />
  );
}
