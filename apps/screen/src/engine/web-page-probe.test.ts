import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPageAnswers } from './web-page-probe';

const page = 'https://menu.example.com/today';

afterEach(() => {
  vi.useRealTimers();
});

describe('webPageAnswers', () => {
  it('lets a page that answers be shown, whatever its status, without credentials', async () => {
    const fetchPage = vi.fn(async () => new Response(null, { status: 404 }));
    await expect(webPageAnswers(page, 8000, fetchPage)).resolves.toBeUndefined();
    expect(fetchPage).toHaveBeenCalledWith(
      page,
      expect.objectContaining({ mode: 'no-cors', credentials: 'omit' }),
    );
  });

  it('refuses a page that cannot be reached, naming it', async () => {
    const fetchPage = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(webPageAnswers(page, 8000, fetchPage)).rejects.toThrow(
      `web page ${page} could not be reached; skipped`,
    );
  });

  it('gives up on a page that does not answer within the limit, and stops asking', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchPage = vi.fn((_url: string | URL | Request, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const answer = webPageAnswers(page, 8000, fetchPage);
    const settled = vi.fn();
    answer.catch(settled);
    await vi.advanceTimersByTimeAsync(7999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).rejects.toThrow(`web page ${page} did not answer within 8 s; skipped`);
    expect(signal?.aborted).toBe(true);
  });
});
