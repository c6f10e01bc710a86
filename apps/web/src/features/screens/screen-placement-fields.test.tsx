import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { ScreenPlacementFields } from './screen-placement-fields';

signInApiForEachTest();

describe('ScreenPlacementFields', () => {
  it('says the formats could not be read, with the reason behind Show more', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((address: string) =>
        Promise.resolve(
          address.includes('/playerformats')
            ? new Response(JSON.stringify({ success: { ok: false, message: 'Database away' } }), {
                status: 400,
              })
            : new Response(
                JSON.stringify({ success: { ok: true }, locations: [], hasMore: false }),
              ),
        ),
      ),
    );
    renderWithProviders(
      <ScreenPlacementFields
        value={{
          name: 'Till',
          playerFormatCode: null,
          mountedDirection: 'Landscape',
          location: null,
        }}
        onChange={vi.fn()}
      />,
    );
    expect(await screen.findByText('Error getting orientation.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /show more/i }));
    expect(await screen.findByText('Database away')).toBeInTheDocument();
  });
});
