import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PageTopBar, type PageTopBarProps } from './page-top-bar';

const tabs = [
  { value: 'all', label: 'All' },
  { value: 'expired', label: 'Expired' },
];

function openTopBar(props: Partial<PageTopBarProps>, path = '/broadcast') {
  const router = createMemoryRouter(
    [
      { path: '/broadcast', element: <PageTopBar title="Broadcasts" {...props} /> },
      { path: '/screens', element: <p>Screens list</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.useRealTimers());

describe('top bar', () => {
  it('searches 500 ms after the last keystroke', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    openTopBar({ search: { onSearch } });
    const box = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'lob' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: 'lobby' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('lobby');
  });

  it('toggles the filter panel', async () => {
    const onFilterToggle = vi.fn();
    openTopBar({ search: { onSearch: vi.fn(), onFilterToggle, isFilterOpen: false } });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onFilterToggle).toHaveBeenCalledTimes(1);
  });

  it('selects the tab named by the filter parameter and writes a new choice back', async () => {
    const router = openTopBar({ tabs }, '/broadcast?filter=expired');
    expect(screen.getByRole('tab', { name: 'Expired' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(router.state.location.search).toBe('?filter=all');
  });

  it('selects the first tab without a filter parameter', () => {
    openTopBar({ tabs });
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('goes back to the given address', async () => {
    const router = openTopBar({ backTo: '/screens' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/screens');
  });

  it('offers several kinds of new thing in a dropdown', async () => {
    const onSign = vi.fn();
    openTopBar({
      addNew: { label: 'Add', choices: [{ label: 'Sign from template', onClick: onSign }] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign from template' }));
    expect(onSign).toHaveBeenCalledTimes(1);
  });

  it('switches between list and grid', async () => {
    const onChange = vi.fn();
    openTopBar({ view: { value: 'list', onChange } });
    await userEvent.click(screen.getByText('Grid view'));
    expect(onChange).toHaveBeenCalledWith('grid');
  });
});
