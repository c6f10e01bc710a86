import type {
  LayerLookup,
  LocationLookup,
  PickerSearch,
  PickerSearchRequest,
  PlayerLookup,
  TagLookup,
} from '@/kit/code-picker';

export type DemoStatus = 'online' | 'noContact' | 'issue';

export interface DemoScreen {
  id: string;
  name: string;
  location: { name: string };
  status: DemoStatus;
  model: string;
  serial: string;
  registered: string;
  allow: { edit: boolean };
}

const cities = ['Stockholm', 'Oslo', 'Berlin', 'Madrid', 'Gothenburg', 'Hamburg', 'Valencia'];
const places = ['Lobby', 'Entrance', 'Café', 'Checkout', 'Window', 'Elevator', 'Meeting room'];
const models = ['Samsung QM55', 'LG 49UH', 'Philips 43BDL', 'Samsung QB75'];
const statuses: DemoStatus[] = ['online', 'online', 'online', 'noContact', 'issue'];

/** 120 screens so the table has pages to load. */
export const demoScreens: DemoScreen[] = Array.from({ length: 120 }, (_, i) => ({
  id: `P-${String(1001 + i)}`,
  name: `${places[i % places.length]} ${Math.floor(i / places.length) + 1}`,
  location: { name: cities[(i * 3) % cities.length] ?? '' },
  status: statuses[i % statuses.length] ?? 'online',
  model: models[i % models.length] ?? '',
  serial: `SN${(987_000 + i * 37).toString(16).toUpperCase()}`,
  registered: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
  // Every seventh screen is outside the user's locations and cannot be selected.
  allow: { edit: i % 7 !== 3 },
}));

const locations: LocationLookup[] = cities.map((name, i) => ({ locationCode: `L${i + 1}`, name }));
const tags: TagLookup[] = [
  ['Campaign', '#e8590c'],
  ['Lobby', '#4c6ef5'],
  ['Menu boards', '#2f9e44'],
  ['Night', '#212529'],
  ['Untagged colour', ''],
].map(([tagCode = '', colour = '']) => ({
  tagCode,
  tagAttribute: colour ? [{ attributeValue: colour }] : [],
}));
const layers: LayerLookup[] = [
  { code: 'main', name: 'Main', hasPermission: true },
  { code: 'ticker', name: 'News ticker', hasPermission: true },
  { code: 'logo', name: 'Logo corner', hasPermission: false },
];
const players: PlayerLookup[] = demoScreens.map((s) => ({ id: s.id, name: s.name }));

/** An in-memory search with the pickers' paging, for the gallery only. */
function searchIn<T>(items: T[], text: (item: T) => string): PickerSearch<T> {
  return (request: PickerSearchRequest) => {
    const needle = request.searchText.trim().toLowerCase();
    const matching = items.filter((item) => text(item).toLowerCase().includes(needle));
    const end = request.skipItemsInResult + request.maxItemsInResult;
    return new Promise((resolve) =>
      setTimeout(
        () =>
          resolve({
            items: matching.slice(request.skipItemsInResult, end),
            hasMore: end < matching.length,
          }),
        150,
      ),
    );
  };
}

export const demoSearches = {
  Locations: searchIn(locations, (l) => l.name),
  Tags: searchIn(tags, (t) => t.tagCode),
  Layers: searchIn(layers, (l) => l.name),
  Players: searchIn(players, (p) => p.name),
};
