import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testMedia } from '@/test/media';
import { renderWithProviders } from '@/test/render';
import { stubFetch, signInApiForEachTest } from '@/test/signed-in-api';
import AddWebPageModal, { isHttpsAddress } from './add-web-page-modal';

signInApiForEachTest();
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = stubFetch();
});

describe('isHttpsAddress', () => {
  it('takes https addresses only', () => {
    expect(isHttpsAddress(' https://example.com/menu ')).toBe(true);
    expect(isHttpsAddress('http://example.com/menu')).toBe(false);
    expect(isHttpsAddress('javascript:alert(1)')).toBe(false);
    expect(isHttpsAddress('example.com')).toBe(false);
  });
});

describe('AddWebPageModal', () => {
  it('refuses a plain http address before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddWebPageModal onClose={vi.fn()} />);
    const address = screen.getByRole('textbox', { name: /Web page address/ });
    await user.type(address, 'http://example.com');
    await user.tab();
    expect(screen.getByText('Only https web pages can be added.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add web page' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds the page with its description, closes and hands the new media on', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onAdded = vi.fn();
    const page = testMedia({
      mediaType: 'WebPage',
      displayName: 'https://example.com',
      fileName: null,
      thumbnailUrl: null,
      previewUrl: null,
    });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: { ok: true }, media: page }), { status: 201 }),
    );
    renderWithProviders(<AddWebPageModal onClose={onClose} onAdded={onAdded} />);
    await user.type(
      screen.getByRole('textbox', { name: /Web page address/ }),
      'https://example.com',
    );
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Opening hours');
    await user.click(screen.getByRole('button', { name: 'Add web page' }));
    const [address, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([init.method, address]).toEqual(['POST', '/api/media/webpage']);
    expect(JSON.parse(init.body as string)).toEqual({
      url: 'https://example.com',
      description: 'Opening hours',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onAdded).toHaveBeenCalledWith(page);
  });

  it("shows the server's refusal in the dialog and stays open", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: { ok: false, message: 'url: must be https' } }), {
        status: 400,
      }),
    );
    renderWithProviders(<AddWebPageModal onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: /Web page address/ }), 'https://a.example');
    await user.click(screen.getByRole('button', { name: 'Add web page' }));
    expect(await screen.findByText('url: must be https')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
