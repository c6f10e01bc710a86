import type { FastifyInstance } from 'fastify';

/**
 * Saves the signed-in user's own profile (`PUT /api/users/profile`) at `email`, with `changes`
 * over a plain English one.
 */
export function saveOwnProfile(
  app: FastifyInstance,
  auth: { authorization: string },
  email: string,
  changes: { firstName?: string; langCode?: string; dateFormat?: string } = {},
) {
  return app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: auth,
    payload: {
      firstName: 'Mo',
      lastName: 'Ved',
      email,
      langCode: 'en_US',
      dateFormat: 'YYYY-MM-DD',
      ...changes,
    },
  });
}
