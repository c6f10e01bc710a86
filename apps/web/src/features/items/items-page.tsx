import { useCurrentRoute } from '@/lib/routing/current-route';
import ItemEditorPage from './item-editor-page';
import ItemListPage from './item-list-page';

/** The items routes of 001 section 2: the list, and the editor of a new or stored item. */
export default function ItemsPage() {
  const route = useCurrentRoute();
  return route?.name === 'ItemNew' || route?.name === 'ItemDetails' ? (
    <ItemEditorPage />
  ) : (
    <ItemListPage />
  );
}
