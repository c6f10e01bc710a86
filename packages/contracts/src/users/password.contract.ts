import { z } from 'zod';
import { defineCall, type AnyObjectSchema } from '../core/define-call';
import { emptyAnswer } from '../core/envelope';
import { emailSchema, newPasswordSchema, oneTimeToken } from './user-schemas';

export const forgotPassword = defineCall({
  id: 'users.forgotPassword',
  backend: 'customer',
  method: 'POST',
  path: '/api/users/forgotPassword',
  summary: 'Mails a password link when the address has a user; the answer is the same either way.',
  access: { kind: 'public' },
  body: z.object({ Email: emailSchema }),
  response: emptyAnswer,
  status: 202,
});

/** A public call made with the one-time token that the link of a mail carries. */
function callWithMailLink<Body extends AnyObjectSchema>(
  id: string,
  path: string,
  summary: string,
  body: Body,
) {
  return defineCall({
    id,
    backend: 'customer',
    method: 'POST',
    path,
    summary,
    access: { kind: 'public' },
    body,
    response: emptyAnswer,
  });
}

const tokenAndNewPassword = z.object({ Token: oneTimeToken, Password: newPasswordSchema });

export const confirmNewPassword = callWithMailLink(
  'users.confirmNewPassword',
  '/api/users/confirmNewPassword',
  'Sets a new password with the one-time link of a reset mail.',
  tokenAndNewPassword,
);

export const confirmUserEmail = callWithMailLink(
  'users.confirmEmail',
  '/api/users/userEmailConfirmation/',
  'Confirms an e-mail address with the link of a confirmation mail.',
  z.object({ Token: oneTimeToken }),
);

export const acceptInvitation = callWithMailLink(
  'users.acceptInvitation',
  '/api/accounts/userEmailConfirmation',
  'Chooses the password of an invited user with the link of the invitation mail.',
  tokenAndNewPassword,
);
