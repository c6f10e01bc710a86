import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { renderWithProviders } from '@/test/render';
import { AccessDeniedPage } from './access-denied-page';

it('tries the refused address again', async () => {
  const router = createMemoryRouter(
    [
      { path: '/accessdenied', element: <AccessDeniedPage landing="/screens" /> },
      { path: '/media', element: <p>Media again</p> },
    ],
    { initialEntries: [{ pathname: '/accessdenied', state: { deniedPath: '/media' } }] },
  );
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/media'));
});
