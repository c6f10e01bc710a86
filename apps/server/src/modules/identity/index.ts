export { identityPlugin } from './identity-plugin';
export { sendPasswordLink, requestPasswordLink, choosePassword } from './password-links.service';
export { confirmEmail } from './confirm-email.service';
