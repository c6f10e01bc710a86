/** How long a web page may take to answer before the screen skips it. */
export const webPageAnswerLimitMs = 8000;

/**
 * Resolves once the web page's server answers at all (any status: an opaque request reads
 * nothing of it); rejects, naming the page, when it cannot be reached or does not answer within
 * the limit. A frame cannot tell its parent that it shows the browser's broken page, so the
 * screen asks first and skips a page that would show it.
 */
export async function webPageAnswers(
  url: string,
  limitMs = webPageAnswerLimitMs,
  fetchPage: typeof fetch = fetch,
): Promise<void> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`web page ${url} did not answer within ${limitMs / 1000} s; skipped`));
    }, limitMs);
  });
  const asked = fetchPage(url, {
    mode: 'no-cors',
    cache: 'no-store',
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    signal: controller.signal,
  }).then(
    () => undefined,
    () => {
      throw new Error(`web page ${url} could not be reached; skipped`);
    },
  );
  try {
    await Promise.race([asked, tooSlow]);
  } finally {
    clearTimeout(timer);
  }
}
