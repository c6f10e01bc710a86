import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingPage } from '@/lib/ui/coming-page';
import { LocationsView } from './locations-view';

/** The settings views (001 section 2, /settings/{view?}); locations, the first one built, is the default. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { view } = useParams();
  if (view === undefined || view === 'locations')
    return <LocationsView title={t('locations.title')} />;
  return <ComingPage descriptionKey="coming.settings" />;
}
