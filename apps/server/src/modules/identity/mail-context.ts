import type { FastifyRequest } from 'fastify';
import type { Mailer } from '../../platform/mail/mailer';

/** What a call that sends identity mail needs: the mailer and the address links start with. */
export async function mailContext(
  request: FastifyRequest,
): Promise<{ mailer: Mailer; publicUrl: string }> {
  const { publicUrl } = await request.server.identityServer();
  return { mailer: request.server.mailer, publicUrl };
}
