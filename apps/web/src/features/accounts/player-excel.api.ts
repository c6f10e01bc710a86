import {
  exportPlayersExcel,
  importPlayersExcel,
  uploadPlayersExcel,
  type PlayerModification,
} from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiHandlers } from '@/lib/api/api-handlers';
import { addressOf, callApi } from '@/lib/api/call-api';
import { uploadForm } from '@/lib/api/upload-form';

/** The name the server gives the workbook, or a plain one when it gives none. */
export function workbookNameOf(disposition: string | null, account: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : `${account}-players.xlsx`;
}

/** Downloads the account's players as a workbook, named as the server names it. */
export async function downloadPlayersWorkbook(account: string): Promise<void> {
  const token = apiHandlers.accessToken();
  const response = await fetch(addressOf(exportPlayersExcel, { params: { id: account } }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = workbookNameOf(response.headers.get('content-disposition'), account);
  link.click();
  URL.revokeObjectURL(url);
}

/** Reads a workbook on the server: what it would change, row by row; changes nothing. */
export function uploadPlayersWorkbook(account: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadForm(uploadPlayersExcel, { params: { id: account } }, form);
}

/** Applies reviewed modifications in one transaction, then shows the players as they are. */
export function useApplyWorkbook(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (Modifications: PlayerModification[]) =>
      callApi(importPlayersExcel, {
        params: { id: account },
        body: { apply: true, Modifications },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['support', 'players', account] }),
  });
}
