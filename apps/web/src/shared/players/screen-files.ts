import { queryOptions } from '@tanstack/react-query';
import { apiHandlers } from '@/lib/api/api-handlers';

/** A file the screen uploaded, with when; null until it has sent one. */
export interface ScreenFile<T> {
  content: T;
  modifiedAt: Date | null;
}

async function fetchScreenFile(address: string): Promise<Response | null> {
  const token = apiHandlers.accessToken();
  const response = await fetch(address, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  // No content: the screen has not sent one yet.
  if (response.status === 204) return null;
  return response;
}

function modifiedAtOf(response: Response): Date | null {
  const header = response.headers.get('last-modified');
  return header ? new Date(header) : null;
}

/** The latest screenshot a screen uploaded, at the address of the app's own call. */
export const imageFileQuery = (queryKey: readonly unknown[], address: string) =>
  queryOptions({
    queryKey,
    queryFn: async (): Promise<ScreenFile<Blob> | null> => {
      const response = await fetchScreenFile(address);
      return response && { content: await response.blob(), modifiedAt: modifiedAtOf(response) };
    },
  });

/** The latest log a screen uploaded, at the address of the app's own call. */
export const textFileQuery = (queryKey: readonly unknown[], address: string) =>
  queryOptions({
    queryKey,
    queryFn: async (): Promise<ScreenFile<string> | null> => {
      const response = await fetchScreenFile(address);
      return response && { content: await response.text(), modifiedAt: modifiedAtOf(response) };
    },
  });
