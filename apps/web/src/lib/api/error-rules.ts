/** What the client does with a failed answer (spec 001/000 section 8). */
export type FailureAction = 'signIn' | 'toast' | 'log';

export function failureActionFor(status: number): FailureAction {
  if (status === 401) return 'signIn';
  if (status === 400 || status === 403 || status === 500) return 'toast';
  return 'log';
}

function successMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('success' in body)) return undefined;
  const success = body.success;
  if (typeof success !== 'object' || success === null || !('message' in success)) return undefined;
  return typeof success.message === 'string' && success.message ? success.message : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Toast text for a failed answer: `success.message`, else the body text when it
 * is not an object, else the transport's own message.
 */
export function failureMessage(bodyText: string, transportMessage: string): string {
  const body = parseJson(bodyText);
  const fromEnvelope = successMessage(body);
  if (fromEnvelope) return fromEnvelope;
  if (typeof body !== 'object' && bodyText.trim()) return bodyText.trim();
  return transportMessage;
}

/** Text for a 200 answer carrying `success.ok` false. */
export function rejectedMessage(body: unknown, genericMessage: string): string {
  return successMessage(body) ?? genericMessage;
}
