import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest, stubFetch } from '@/test/signed-in-api';
import { LocationModal } from './location-modal';

signInApiForEachTest();

beforeEach(() => {
  // No countries or zones are needed to see what Save waits for.
  stubFetch().mockImplementation(
    async () =>
      new Response(JSON.stringify({ success: { ok: true }, countries: [], timeZones: [] })),
  );
});

describe('LocationModal', () => {
  it('says what Save waits for while it is disabled', async () => {
    renderWithProviders(<LocationModal location={null} onClose={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    expect(
      screen.getByText('To save, give the location a name and choose its time zone.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Pier');
    expect(screen.getByText('To save, choose the time zone of the location.')).toBeInTheDocument();
  });
});
