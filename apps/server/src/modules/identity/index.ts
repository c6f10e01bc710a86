export { identityPlugin } from './identity-plugin';
export {
  choosePassword,
  requestPasswordLink,
  sendEmailConfirmation,
  sendPasswordLink,
} from './password-links.service';
export { confirmEmail } from './confirm-email.service';
export {
  deleteUserRow,
  insertUserRow,
  makeAdministrator,
  saveUserProfile,
  type NewUser,
  type UserProfile,
} from './user-rows';
export { hasEmail, isEmailTaken } from './user-email';
export { mailContext } from './mail-context';
export type { IdentityServer } from './identity-server';
export { mintSupportAccessToken, supportAccessSeconds } from './support-access-token';
export { clientConfigurationRoutes } from './client-configuration.routes';
export { sendAlreadyRegisteredInvitation, sendEmailInUseMail } from './identity-mails';
export { translator, type Translate } from './pages/messages';
