import type { FastifyInstance } from 'fastify';

/**
 * A fetch that answers from the app in process, for a client library that takes one: the
 * address's path and query go to `app.inject`, its origin is only what the library believes.
 */
export function injectedFetch(app: FastifyInstance) {
  return async (
    url: string,
    options: { method: string; headers: Record<string, string>; body?: unknown },
  ): Promise<Response> => {
    const target = new URL(url);
    const answer = await app.inject({
      method: options.method as 'GET',
      url: target.pathname + target.search,
      headers: options.headers,
      payload:
        typeof options.body === 'string' ? options.body : (options.body?.toString() ?? undefined),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : `${value}`);
    }
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
    return new Response(hasBody ? answer.rawPayload : null, { status: answer.statusCode, headers });
  };
}
