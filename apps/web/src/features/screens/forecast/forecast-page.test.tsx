import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest, stubFetch } from '@/test/signed-in-api';
import ForecastPage from './forecast-page';

signInApiForEachTest();

describe('ForecastPage', () => {
  it('says in words that a saved filter is gone, never the raw answer of the server', async () => {
    stubFetch().mockImplementation(
      async () =>
        new Response(JSON.stringify({ success: { ok: false, message: 'id: no such filter' } }), {
          status: 404,
        }),
    );
    renderWithProviders(
      <MemoryRouter initialEntries={['/screens/forecast/deleted-filter']}>
        <Routes>
          <Route path="/screens/forecast/:filterCode" element={<ForecastPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(
      await screen.findByText(
        'This saved filter does not exist any more. Choose another filter on the screens page.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('id: no such filter')).not.toBeInTheDocument();
  });
});
