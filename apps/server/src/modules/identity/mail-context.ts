import type { FastifyRequest } from 'fastify';
import type { Mailer } from '../../platform/mail/mailer';

/**
 * What a call that sends identity mail needs: the mailer, the address links start with, and
 * whether people sign in with an external issuer (then no password of ours is ever chosen).
 */
export async function mailContext(
  request: FastifyRequest,
): Promise<{ mailer: Mailer; publicUrl: string; signsInElsewhere: boolean }> {
  const { publicUrl, provider } = await request.server.identityServer();
  return { mailer: request.server.mailer, publicUrl, signsInElsewhere: !provider };
}
