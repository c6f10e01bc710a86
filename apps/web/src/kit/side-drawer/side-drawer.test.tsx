import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SideDrawer } from './side-drawer';
import { clampDrawerWidth } from './side-drawer-width';

function drawer() {
  const element = document.querySelector('aside');
  if (!element) throw new Error('no drawer');
  return element;
}

describe('SideDrawer', () => {
  it('is 50 px wide while collapsed and expands on hover', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SideDrawer collapsedContent="Rail" defaultWidth={400}>
        Filters
      </SideDrawer>,
    );
    expect(drawer()).toHaveStyle({ width: '50px' });
    expect(screen.getByText('Rail')).toBeInTheDocument();
    await user.hover(drawer());
    expect(drawer()).toHaveStyle({ width: '400px' });
    expect(screen.getByText('Filters')).toBeInTheDocument();
    await user.unhover(drawer());
    expect(drawer()).toHaveStyle({ width: '50px' });
  });

  it('stays open when pinned', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SideDrawer>Filters</SideDrawer>);
    await user.click(screen.getByRole('button', { name: 'Pin panel' }));
    await user.unhover(drawer());
    expect(screen.getByText('Filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpin panel' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('resizes by dragging and by keys, never below 320 px', () => {
    renderWithProviders(
      <SideDrawer defaultPinned defaultWidth={360}>
        Filters
      </SideDrawer>,
    );
    const handle = screen.getByRole('separator', { name: 'Resize panel' });
    fireEvent.mouseDown(handle, { clientX: 360 });
    fireEvent.mouseMove(window, { clientX: 460 });
    fireEvent.mouseUp(window);
    expect(drawer()).toHaveStyle({ width: '460px' });
    fireEvent.mouseDown(handle, { clientX: 460 });
    fireEvent.mouseMove(window, { clientX: 0 });
    fireEvent.mouseUp(window);
    expect(drawer()).toHaveStyle({ width: '320px' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(drawer()).toHaveStyle({ width: '336px' });
    expect(clampDrawerWidth(10)).toBe(320);
  });
});
