import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { renderWithProviders } from '@/test/render';
import { signInApiForEachTest } from '@/test/signed-in-api';
import type * as excelApi from './player-excel.api';
import { uploadPlayersWorkbook, workbookNameOf } from './player-excel.api';
import { PlayerExcelPanel } from './player-excel-panel';

vi.mock('./player-excel.api', async (original) => ({
  ...(await original<typeof excelApi>()),
  uploadPlayersWorkbook: vi.fn(),
}));

signInApiForEachTest();
const upload = vi.mocked(uploadPlayersWorkbook);

function serveImport() {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ success: { ok: true }, appliedCount: 1 }), { status: 200 }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function uploadWorkbook() {
  const { container } = renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <PlayerExcelPanel account="acc-1" canEdit />
    </QueryClientProvider>,
  );
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['x'], 'players.xlsx'));
  return screen.findByRole('dialog');
}

afterEach(() => {
  upload.mockReset();
});

describe('player workbook', () => {
  it('reviews the modifications row by row and applies them together', async () => {
    const fetch = serveImport();
    const modification = { RowNumber: 2, PlayerCode: 'p-1', Name: 'Lobby', LocationCode: null };
    upload.mockResolvedValue({
      success: { ok: true },
      Modifications: [{ ...modification, Current: { Name: 'Hall', LocationCode: 'shop-1' } }],
      RowErrors: [],
      unchangedCount: 3,
    } as Awaited<ReturnType<typeof uploadPlayersWorkbook>>);
    const dialog = await uploadWorkbook();
    expect(dialog).toHaveTextContent('1 modification; 3 rows unchanged.');
    expect(within(dialog).getByTestId('workbook-modifications')).toHaveTextContent(
      'Name: Hall → Lobby, Location: shop-1 → None',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('1 player was modified.')).toBeInTheDocument();
    const [address, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(address).toBe('/support/api/accounts/acc-1/importExcel');
    expect(JSON.parse(String(init.body))).toEqual({ apply: true, Modifications: [modification] });
  });

  it('shows refused rows with their errors and applies nothing', async () => {
    const fetch = serveImport();
    upload.mockResolvedValue({
      success: { ok: true },
      Modifications: [
        { RowNumber: 2, PlayerCode: 'p-1', Name: 'Lobby', Current: { Name: 'Hall' } },
      ],
      RowErrors: [{ RowNumber: 3, PlayerCode: 'zz', Errors: ['No such player'] }],
      unchangedCount: 0,
    } as Awaited<ReturnType<typeof uploadPlayersWorkbook>>);
    const dialog = await uploadWorkbook();
    expect(dialog).toHaveTextContent('Row 3 (zz): No such player');
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('workbook name', () => {
  it('sends a corrected workbook again under the same file name', async () => {
    upload.mockResolvedValue({
      success: { ok: true },
      Modifications: [],
      RowErrors: [{ RowNumber: 2, PlayerCode: 'p-1', Errors: ['Name: too long'] }],
      unchangedCount: 0,
    } as Awaited<ReturnType<typeof uploadPlayersWorkbook>>);
    const { container } = renderWithProviders(
      <QueryClientProvider client={createQueryClient()}>
        <PlayerExcelPanel account="acc-1" canEdit />
      </QueryClientProvider>,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    // The browser hands over the same chosen file again; only a cleared input reports it.
    const workbook = new File(['x'], 'players.xlsx');
    await userEvent.upload(input, workbook);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await userEvent.upload(input, workbook);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
  });

  it("takes the server's file name, or a plain one without it", () => {
    expect(workbookNameOf('attachment; filename="Demo Cafe 2026.xlsx"', 'a')).toBe(
      'Demo Cafe 2026.xlsx',
    );
    expect(workbookNameOf("attachment; filename*=UTF-8''Caf%C3%A9.xlsx", 'a')).toBe('Café.xlsx');
    expect(workbookNameOf(null, 'acc-1')).toBe('acc-1-players.xlsx');
  });
});
