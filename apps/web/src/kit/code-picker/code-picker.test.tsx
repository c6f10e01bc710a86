import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { CodePickerProps } from './code-picker';
import type { LayerLookup, LocationLookup, TagLookup } from './code-picker-options';
import { LayerPicker, LocationPicker, TagPicker } from './code-pickers';
import type { PickerOption, PickerSearchRequest } from './code-picker-types';

const locations: LocationLookup[] = Array.from({ length: 14 }, (_, i) => ({
  locationCode: `L${i + 1}`,
  name: `Store ${i + 1}`,
}));

function pagedSearch(request: PickerSearchRequest) {
  const matching = locations.filter((l) => l.name.includes(request.searchText));
  const end = request.skipItemsInResult + request.maxItemsInResult;
  return Promise.resolve({
    items: matching.slice(request.skipItemsInResult, end),
    hasMore: end < matching.length,
  });
}

function Harness(props: {
  isSingle?: boolean;
  search?: CodePickerProps<LocationLookup>['search'];
}) {
  const [value, setValue] = useState<PickerOption[]>([]);
  return (
    <>
      <LocationPicker
        label="Locations"
        search={props.search ?? pagedSearch}
        value={value}
        onChange={setValue}
        isSingle={props.isSingle}
      />
      <output>{value.map((o) => o.code).join(',')}</output>
    </>
  );
}

describe('CodePicker', () => {
  it('searches 10 at a time and loads the next page', async () => {
    const user = userEvent.setup();
    const search = vi.fn(pagedSearch);
    renderWithProviders(<Harness search={search} />);
    await user.click(screen.getByLabelText('Locations'));
    expect(await screen.findByRole('option', { name: 'Store 10' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith({
      searchText: '',
      maxItemsInResult: 10,
      skipItemsInResult: 0,
    });
    expect(screen.queryByRole('option', { name: 'Store 11' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('option', { name: 'Store 14' })).toBeInTheDocument();
    expect(search).toHaveBeenLastCalledWith({
      searchText: '',
      maxItemsInResult: 10,
      skipItemsInResult: 10,
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('passes the typed text to the search', async () => {
    const user = userEvent.setup();
    const search = vi.fn(pagedSearch);
    renderWithProviders(<Harness search={search} />);
    await user.type(screen.getByLabelText('Locations'), 'Store 3');
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith({
        searchText: 'Store 3',
        maxItemsInResult: 10,
        skipItemsInResult: 0,
      }),
    );
    expect(await screen.findByRole('option', { name: 'Store 3' })).toBeInTheDocument();
  });

  it('searches from 3 characters on and lists everything below', async () => {
    const user = userEvent.setup();
    const search = vi.fn(pagedSearch);
    renderWithProviders(<Harness search={search} />);
    await user.type(screen.getByLabelText('Locations'), 'St');
    expect(await screen.findByRole('option', { name: 'Store 10' })).toBeInTheDocument();
    expect(search.mock.calls.map(([request]) => request.searchText)).not.toContain('St');
    await user.type(screen.getByLabelText('Locations'), 'o');
    await waitFor(() =>
      expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ searchText: 'Sto' })),
    );
  });

  it('keeps chosen codes without duplicates and no longer offers them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByLabelText('Locations'));
    await user.click(await screen.findByRole('option', { name: 'Store 2' }));
    await user.click(await screen.findByRole('option', { name: 'Store 5' }));
    expect(screen.getByRole('status')).toHaveTextContent('L2,L5');
    expect(screen.queryByRole('option', { name: 'Store 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Store 2' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^L5$/);
  });

  it('in single-select mode keeps one code and hides the input', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness isSingle />);
    await user.click(screen.getByLabelText('Locations'));
    await user.click(await screen.findByRole('option', { name: 'Store 4' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^L4$/);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Store 4' }));
    expect(screen.getByRole('textbox')).toBeInTheDocument();
  });

  it('reads a failed search as no results', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness search={() => Promise.reject(new Error('offline'))} />);
    await user.click(screen.getByLabelText('Locations'));
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
  });

  it('shows tag colours, transparent by default', async () => {
    const user = userEvent.setup();
    const tags: TagLookup[] = [
      { tagCode: 'red', tagAttribute: [{ attributeValue: '#ff0000' }] },
      { tagCode: 'plain' },
    ];
    renderWithProviders(
      <TagPicker
        label="Tags"
        value={[]}
        onChange={() => {}}
        search={() => Promise.resolve({ items: tags, hasMore: false })}
      />,
    );
    await user.click(screen.getByLabelText('Tags'));
    await screen.findByRole('option', { name: 'red' });
    const swatches = screen.getAllByTestId('tag-colour');
    expect(swatches[0]?.innerHTML).toContain('background-color: rgb(255, 0, 0)');
    expect(swatches[1]?.innerHTML).toContain('background-color: transparent');
  });

  it('offers only layers with hasPermission', async () => {
    const user = userEvent.setup();
    const layers: LayerLookup[] = [
      { code: 'a', name: 'Main', hasPermission: true },
      { code: 'b', name: 'Ticker', hasPermission: false },
    ];
    renderWithProviders(
      <LayerPicker
        label="Layers"
        value={[]}
        onChange={() => {}}
        search={() => Promise.resolve({ items: layers, hasMore: false })}
      />,
    );
    await user.click(screen.getByLabelText('Layers'));
    expect(await screen.findByRole('option', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Ticker' })).not.toBeInTheDocument();
  });
});
