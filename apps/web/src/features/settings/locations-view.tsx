import { can } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/kit/data-table';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { useListPage } from '@/lib/ui/use-list-page';
import { locationsColumns, toLocationRow, type LocationRow } from './locations-columns';
import { countriesQuery, useLocationList, type LocationOrderBy } from './locations.api';

// The form loads on first use, so the list itself arrives sooner.
const LocationModal = lazy(() =>
  import('./location-modal').then((module) => ({ default: module.LocationModal })),
);
const DeleteLocationModal = lazy(() =>
  import('./delete-location-modal').then((module) => ({ default: module.DeleteLocationModal })),
);

const orderKeys: readonly LocationOrderBy[] = ['LocationName', 'StoreNumber', 'City'];

type Dialog =
  { kind: 'edit'; location: LocationRow | null } | { kind: 'delete'; location: LocationRow };

/** The account's locations (001 section 2 columns) with add, edit and delete. */
export function LocationsView({ title }: { title: string }) {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const listPage = useListPage({ orderBy: 'LocationName', order: 'asc' });
  const { searchText, sort } = listPage;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const canEdit = can(user, 'Screens', 'edit');
  const orderBy = orderKeys.find((key) => key === sort.orderBy) ?? 'LocationName';
  const list = useLocationList({ orderBy, order: sort.order }, searchText);
  const countries = useQuery(countriesQuery(i18n.language));
  const rows = useMemo(() => list.items.map(toLocationRow), [list.items]);

  const columns = useMemo(() => {
    const names = new Map((countries.data ?? []).map((c) => [c.countryISO3, c.name]));
    const countryName = (iso3: string) => names.get(iso3) ?? iso3;
    return locationsColumns(
      t,
      countryName,
      canEdit
        ? (action, location) =>
            setDialog(action === 'edit' ? { kind: 'edit', location } : { kind: 'delete', location })
        : undefined,
    );
  }, [t, countries.data, canEdit]);

  const addLocation = () => setDialog({ kind: 'edit', location: null });

  return (
    <>
      <PageTopBar
        title={title}
        search={listPage.search}
        addNew={
          canEdit
            ? {
                label: t('locations.add'),
                onClick: addLocation,
              }
            : undefined
        }
      />
      <DataTable
        tableId="locations"
        {...listPage.tableProps(list)}
        columns={columns}
        items={rows}
        emptyState={{
          isFiltered: searchText.trim() !== '',
          onClear: listPage.clearSearch,
          title: t('locations.welcome.title'),
          text: t('locations.welcome.text'),
          action: canEdit ? { label: t('locations.add'), onClick: addLocation } : undefined,
        }}
        isResizable
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'edit' && (
          <LocationModal location={dialog.location} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'delete' && (
          <DeleteLocationModal location={dialog.location} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </>
  );
}
