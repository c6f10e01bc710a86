import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testMedia } from '@/test/media';
import { renderWithProviders } from '@/test/render';
import { stubFetch, signInApiForEachTest } from '@/test/signed-in-api';
import { DeleteMediaModal } from './delete-media-modal';

signInApiForEachTest();
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = stubFetch();
});

const medias = [
  testMedia({ mediaCode: 'M1' }),
  testMedia({ mediaCode: 'M2', displayName: 'Quay' }),
];

describe('DeleteMediaModal', () => {
  it('removes the media it was opened for and closes', async () => {
    const onClose = vi.fn();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: { ok: true } }), { status: 200 }),
    );
    renderWithProviders(<DeleteMediaModal medias={medias} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ MediaCodes: ['M1', 'M2'] });
  });

  it("shows the server's refusal in the dialog and stays open", async () => {
    const onClose = vi.fn();
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ success: { ok: false, message: 'Quay is used by a playlist' } }),
        { status: 409 },
      ),
    );
    renderWithProviders(<DeleteMediaModal medias={medias} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Quay is used by a playlist');
    expect(onClose).not.toHaveBeenCalled();
  });
});
