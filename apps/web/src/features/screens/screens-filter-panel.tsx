import { can, type FilterCondition } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/lib/session/session-user';
import { SavedFilterPanel } from '@/lib/ui/saved-filter-panel';
import { multiLayerQuery, playerFilterKind, screensFilterSearches } from './screens-filters.api';

interface ScreensFilterPanelProps {
  filterCode: string | null;
  onFilterCodeChange: (filterCode: string | null) => void;
  onConditionChange: (condition: FilterCondition | null) => void;
}

/** The filter builder over the screens, with the account's saved player filters. */
export default function ScreensFilterPanel(props: ScreensFilterPanelProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const isMultiLayer = useQuery(multiLayerQuery());
  return (
    <SavedFilterPanel
      {...props}
      kind={playerFilterKind}
      searches={screensFilterSearches}
      labels={{ saved: t('screens.filters.saved'), choose: t('screens.filters.choose') }}
      canEdit={can(user, 'Screens', 'edit')}
      showLayers={isMultiLayer.data === true}
    />
  );
}
