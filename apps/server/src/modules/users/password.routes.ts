import * as calls from '@marquee/contracts';
import type { CallBody } from '@marquee/contracts';
import type { Database } from '../../platform/db/database';
import { BadRequest, Conflict } from '../../platform/errors';
import { defineRoute } from '../../platform/http/define-route';
import { ok, okSaying } from '../../platform/http/success-envelope';
import { choosePassword, confirmEmail, mailContext, requestPasswordLink } from '../identity';

type ChosenPassword = CallBody<typeof calls.acceptInvitation>;

const invalidLink = 'Token: this link is not valid or has expired; ask for a new one';

async function acceptInvitation({ db, body }: { db: Database; body: ChosenPassword }) {
  if (!(await choosePassword(db, body.Token, body.Password, ['invitation'])))
    throw new BadRequest(invalidLink);
  return { success: ok };
}

/** The public calls behind mailed links: forgot password, choose a password, confirm an address. */
export const passwordRoutes = [
  defineRoute(calls.forgotPassword, async ({ db, body, request }) => {
    await requestPasswordLink({ db, ...(await mailContext(request)) }, body.Email);
    return { success: okSaying('If this address has a user, a link is on its way') };
  }),
  defineRoute(calls.confirmNewPassword, async ({ db, body }) => {
    if (!(await choosePassword(db, body.Token, body.Password, ['reset'])))
      throw new BadRequest(invalidLink);
    return { success: ok };
  }),
  defineRoute(calls.acceptInvitation, acceptInvitation),
  // The console sends invited people to its own backend's address for the same link.
  defineRoute(calls.supportAcceptInvitation, acceptInvitation),
  defineRoute(calls.confirmUserEmail, async ({ db, body }) => {
    const outcome = await confirmEmail(db, body.Token);
    if (outcome === 'taken') throw new Conflict('Another user already has this address');
    if (outcome === 'invalid') throw new BadRequest(invalidLink);
    return { success: ok };
  }),
];
