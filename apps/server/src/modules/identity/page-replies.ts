import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pickLanguage } from './pages/messages';

/** The one-time token a mail link carries, in its address or posted back by its page. */
export const tokenQuery = z.object({ token: z.string().trim().min(20).max(200) });

/** The language of a mail-link page: `?lang=` from the mail, else the browser's. */
export function languageOf(request: FastifyRequest) {
  const { lang } = request.query as { lang?: unknown };
  return pickLanguage(
    typeof lang === 'string' ? lang : undefined,
    request.headers['accept-language'],
  );
}

/** Answers a rendered page. */
export function html(reply: FastifyReply, status: number, page: string) {
  return reply.code(status).type('text/html; charset=utf-8').send(page);
}
