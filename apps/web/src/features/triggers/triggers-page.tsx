import { lazy } from 'react';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { TriggerList } from './trigger-list';

// The editor and the location and screen views load when opened, not with the list.
const TriggerEditorPage = lazy(() => import('./trigger-editor-page'));
const TriggerLevelsPage = lazy(() => import('./trigger-levels-page'));

/** `/triggers`: the list; the editor at `/new` and a trigger's address; its locations and screens. */
export default function TriggersPage() {
  const route = useCurrentRoute();
  if (route?.name === 'TriggerView') return <TriggerList />;
  if (route?.name === 'LocationsTriggerView' || route?.name === 'PlayersTriggerView')
    return <TriggerLevelsPage />;
  return <TriggerEditorPage />;
}
