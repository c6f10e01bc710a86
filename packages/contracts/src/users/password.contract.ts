import { z } from 'zod';
import { defineCall } from '../core/define-call';
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

export const confirmNewPassword = defineCall({
  id: 'users.confirmNewPassword',
  backend: 'customer',
  method: 'POST',
  path: '/api/users/confirmNewPassword',
  summary: 'Sets a new password with the one-time link of a reset mail.',
  access: { kind: 'public' },
  body: z.object({ Token: oneTimeToken, Password: newPasswordSchema }),
  response: emptyAnswer,
});

export const acceptInvitation = defineCall({
  id: 'users.acceptInvitation',
  backend: 'customer',
  method: 'POST',
  path: '/api/accounts/userEmailConfirmation',
  summary: 'Chooses the password of an invited user with the link of the invitation mail.',
  access: { kind: 'public' },
  body: z.object({ Token: oneTimeToken, Password: newPasswordSchema }),
  response: emptyAnswer,
});

export const confirmUserEmail = defineCall({
  id: 'users.confirmEmail',
  backend: 'customer',
  method: 'POST',
  path: '/api/users/userEmailConfirmation/',
  summary: 'Confirms an e-mail address with the link of a confirmation mail.',
  access: { kind: 'public' },
  body: z.object({ Token: oneTimeToken }),
  response: emptyAnswer,
});
