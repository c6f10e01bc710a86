import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { WebPagePreview } from './web-page-preview';

afterEach(() => vi.useRealTimers());

describe('web page preview', () => {
  it('shows the cannot-display message and an open-in-new-window link after 3 s without a load', () => {
    vi.useFakeTimers();
    const onReady = vi.fn();
    renderWithProviders(<WebPagePreview address="https://example.com/menu" onReady={onReady} />);
    expect(screen.getByTitle('https://example.com/menu')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('This web page cannot be displayed here.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open in new window' });
    expect(link).toHaveAttribute('href', 'https://example.com/menu');
    expect(link).toHaveAttribute('target', '_blank');
    expect(onReady).toHaveBeenCalled();
  });

  it('refuses a page that is not https at once', () => {
    renderWithProviders(<WebPagePreview address="http://example.com" onReady={vi.fn()} />);
    expect(screen.getByText('Only https web pages can be previewed.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
