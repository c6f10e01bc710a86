import { Notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { notifyError, notifyUpload } from './notify';

afterEach(() => vi.useRealTimers());

/** Steps the clock so each timer's state change (and the exit transition after it) can run. */
function wait(ms: number) {
  for (let passed = 0; passed < ms; passed += 250) act(() => vi.advanceTimersByTime(250));
}

it('removes errors after 10 s and finished uploads after 6 s', () => {
  vi.useFakeTimers();
  renderWithProviders(<Notifications />);
  act(() => notifyError('Could not save'));
  act(() => notifyUpload('unsplash-1', 'Uploading abc', false));
  act(() => notifyUpload('unsplash-1', 'Uploaded abc', true));
  expect(screen.getByText('Could not save')).toBeInTheDocument();
  expect(screen.getByText('Uploaded abc')).toBeInTheDocument();
  wait(6_750);
  expect(screen.queryByText('Uploaded abc')).not.toBeInTheDocument();
  expect(screen.getByText('Could not save')).toBeInTheDocument();
  wait(4_000);
  expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
});
