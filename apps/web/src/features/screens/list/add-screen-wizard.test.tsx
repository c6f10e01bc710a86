import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { AddScreenWizard } from './add-screen-wizard';

signInApiForEachTest();
const format = {
  playerFormatCode: 'fmt-1',
  name: 'Full HD',
  description: '',
  resolutionX: 1920,
  resolutionY: 1080,
  layers: [],
};

/** The server's answers: the lookup answers `lookupStatus`, pairing answers the new screen. */
function serve(lookupStatus: number) {
  const fetch = vi.fn((address: string, init?: RequestInit) => {
    const json = (status: number, body: unknown) =>
      Promise.resolve(new Response(JSON.stringify(body), { status }));
    if (address.includes('lookupPlayerByPlayerSecret')) {
      return lookupStatus === 200
        ? json(200, { success: { ok: true }, found: true })
        : json(lookupStatus, {
            success: { ok: false, message: 'There is no player with that player secret.' },
          });
    }
    if (address.includes('playerformats')) {
      return json(200, { success: { ok: true }, PlayerFormats: [format] });
    }
    if (init?.method === 'POST' && address.endsWith('/api/players')) {
      return json(400, { success: { ok: false, message: 'a screen needs a name' } });
    }
    return json(200, { success: { ok: true }, tags: [], hasMore: false });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderWizard() {
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <AddScreenWizard onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return screen.findByRole('dialog', { name: 'Add a screen' });
}

describe('AddScreenWizard', () => {
  it('asks for six characters of the screen alphabet before it looks the code up', async () => {
    serve(200);
    const user = userEvent.setup();
    const dialog = await renderWizard();
    const next = within(dialog).getByRole('button', { name: 'Next' });
    await user.type(within(dialog).getByLabelText('Pairing code'), 'abc 23');
    expect(next).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Pairing code'), '4');
    expect(within(dialog).getByLabelText('Pairing code')).toHaveValue('ABC234');
    expect(next).toBeEnabled();
  });

  it("gives the spec's message for a code no screen shows", async () => {
    serve(404);
    const user = userEvent.setup();
    const dialog = await renderWizard();
    await user.type(within(dialog).getByLabelText('Pairing code'), 'ABC234');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There is no player with that player secret.',
    );
  });

  it('moves on to the setup once the code is found, with the first format chosen', async () => {
    serve(200);
    const user = userEvent.setup();
    const dialog = await renderWizard();
    await user.type(within(dialog).getByLabelText('Pairing code'), 'ABC234');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByLabelText(/Screen name/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Format')).toHaveValue('Full HD');
    expect(within(dialog).getByRole('button', { name: 'Add screen' })).toBeDisabled();
  });
});
