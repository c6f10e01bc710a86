/** English texts of the identity pages and mails; the other catalogues have the same keys. */
export const messagesEn = {
  email: 'Email',
  password: 'Password',
  signInTitle: 'Sign in',
  signInButton: 'Sign in',
  signInFailed: 'The email or password is not correct.',
  signInLocked: 'Too many attempts. Try again in {seconds} seconds.',
  forgotLink: 'Forgot your password?',
  forgotTitle: 'Forgot password',
  forgotIntro: 'Enter your email and we will send you a link to choose a new password.',
  forgotButton: 'Send link',
  forgotSent: 'If an account exists for this address, we have sent a link to it.',
  resetTitle: 'Choose a new password',
  invitationTitle: 'Choose your password',
  newPassword: 'New password',
  repeatPassword: 'Repeat password',
  savePassword: 'Save password',
  passwordSaved: 'Your password is saved. You can sign in now.',
  passwordMismatch: 'The passwords do not match.',
  passwordTooShort: 'The password needs at least 10 characters.',
  fieldRequired: 'Fill in this field.',
  emailInvalid: 'Enter a valid email address.',
  linkInvalid: 'This link is not valid or has expired. Ask for a new one.',
  confirmTitle: 'Confirm your email',
  confirmIntro: 'Confirm that this is your email address.',
  confirmButton: 'Confirm email',
  emailTaken: 'Another user already has this email address.',
  emailConfirmed: 'Your email address is confirmed.',
  signOutTitle: 'Sign out',
  signOutQuestion: 'Do you want to sign out?',
  signOutButton: 'Sign out',
  stayButton: 'Stay signed in',
  signedOut: 'You are signed out.',
  errorTitle: 'Something went wrong',
  errorText: 'The sign-in request could not be completed. Go back to the app and try again.',
  tooManyRequests: 'Too many requests. Wait a moment and try again.',
  backToSignIn: 'Back to sign in',
  invitationSubject: 'You are invited to Marquee',
  invitationBody:
    'You have been invited to the account {account}. Choose your password with this link; it is valid for {days} days:',
  invitationElsewhereBody:
    "You have been invited to the account {account}. Sign in with this e-mail address at your organisation's sign-in, starting here:",
  existingInvitationSubject: 'You were invited to another Marquee account',
  existingInvitationBody:
    'Someone invited this address to the account {account}. You already have a Marquee sign-in with this address, and an address belongs to one account only, so nothing was added. If you want to join {account}, ask them to invite another address of yours. Your own sign-in is here:',
  emailInUseSubject: 'This address is already used in Marquee',
  emailInUseBody:
    'Someone asked to use this address for a Marquee user, but a Marquee user already has it, so nothing was changed. If you already have a sign-in with this address, use it here; if it was not you, ignore this mail:',
  resetSubject: 'Choose a new Marquee password',
  resetBody:
    'Someone asked to reset the password for this address. Choose a new one with this link; it is valid for {hours} hours. If it was not you, ignore this mail.',
  confirmSubject: 'Confirm your email address for Marquee',
  confirmBody: 'Confirm your email address with this link; it is valid for {days} days:',
  alarmNoContactSubject: 'Alarm: {screen} has had no contact since {since}',
  alarmStatusSubject: 'Alarm: {screen} reports {level}',
  alarmResolvedSubject: 'Resolved: {screen} is working again',
  alarmNoContactBody:
    'The screen {screen} of {account} has not been in contact since {since} (UTC).',
  alarmStatusBody:
    'The screen {screen} of {account} has reported {level} since {since} (UTC): {reasons}.',
  alarmResolvedBody:
    'The screen {screen} of {account} is working again; the alarm of {since} (UTC) has ended.',
  alarmFooter: 'You get this message because alarms are set up for this account in Marquee.',
  alarmLevelMinorIssue: 'a minor issue',
  alarmLevelIssue: 'an issue',
  alarmLevelMajorIssue: 'a major issue',
  alarmLevelCriticalIssue: 'a critical issue',
};

export type MessageKey = keyof typeof messagesEn;
export type Messages = Record<MessageKey, string>;
