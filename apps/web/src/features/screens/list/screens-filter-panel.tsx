import { Button } from '@mantine/core';
import { can, type FilterCondition } from '@marquee/domain';
import { IconTimeline } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '@/lib/session/session-user';
import { SavedFilterPanel } from '@/shared/saved-filters/saved-filter-panel';
import { forecastPath } from '../forecast/forecast-path';
import { multiLayerQuery, playerFilterKind, screensFilterSearches } from '../screens-filters.api';

interface ScreensFilterPanelProps {
  filterCode: string | null;
  onFilterCodeChange: (filterCode: string | null) => void;
  onConditionChange: (condition: FilterCondition | null) => void;
}

/** The filter builder over the screens, with the saved player filters and their forecast. */
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
      actions={
        props.filterCode && (
          <Button
            component={Link}
            to={forecastPath(props.filterCode)}
            variant="light"
            leftSection={<IconTimeline size={16} />}
          >
            {t('screens.forecast.open')}
          </Button>
        )
      }
    />
  );
}
