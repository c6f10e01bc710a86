export { identityPlugin } from './identity-plugin';
export {
  choosePassword,
  requestPasswordLink,
  sendEmailConfirmation,
  sendPasswordLink,
} from './password-links.service';
export { confirmEmail } from './confirm-email.service';
export { mailContext } from './mail-context';
