import type { Messages } from './messages-en';

export const messagesDe: Messages = {
  email: 'E-Mail',
  password: 'Passwort',
  signInTitle: 'Anmelden',
  signInButton: 'Anmelden',
  signInFailed: 'E-Mail oder Passwort ist nicht korrekt.',
  signInLocked: 'Zu viele Versuche. Versuchen Sie es in {seconds} Sekunden erneut.',
  forgotLink: 'Passwort vergessen?',
  forgotTitle: 'Passwort vergessen',
  forgotIntro:
    'Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Link für ein neues Passwort.',
  forgotButton: 'Link senden',
  forgotSent:
    'Falls ein Konto mit dieser Adresse existiert, haben wir einen Link dorthin gesendet.',
  resetTitle: 'Neues Passwort wählen',
  invitationTitle: 'Passwort wählen',
  newPassword: 'Neues Passwort',
  repeatPassword: 'Passwort wiederholen',
  savePassword: 'Passwort speichern',
  passwordSaved: 'Ihr Passwort ist gespeichert. Sie können sich jetzt anmelden.',
  passwordMismatch: 'Die Passwörter stimmen nicht überein.',
  passwordTooShort: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
  fieldRequired: 'Füllen Sie dieses Feld aus.',
  emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  linkInvalid: 'Dieser Link ist ungültig oder abgelaufen. Fordern Sie einen neuen an.',
  confirmTitle: 'E-Mail-Adresse bestätigen',
  confirmIntro: 'Bestätigen Sie, dass dies Ihre E-Mail-Adresse ist.',
  confirmButton: 'E-Mail bestätigen',
  emailTaken: 'Ein anderer Benutzer hat diese E-Mail-Adresse bereits.',
  emailConfirmed: 'Ihre E-Mail-Adresse ist bestätigt.',
  signOutTitle: 'Abmelden',
  signOutQuestion: 'Möchten Sie sich abmelden?',
  signOutButton: 'Abmelden',
  stayButton: 'Angemeldet bleiben',
  signedOut: 'Sie sind abgemeldet.',
  errorTitle: 'Etwas ist schiefgelaufen',
  errorText:
    'Die Anmeldung konnte nicht abgeschlossen werden. Kehren Sie zur App zurück und versuchen Sie es erneut.',
  tooManyRequests: 'Zu viele Anfragen. Warten Sie einen Moment und versuchen Sie es erneut.',
  backToSignIn: 'Zurück zur Anmeldung',
  invitationSubject: 'Sie sind zu Marquee eingeladen',
  invitationBody:
    'Sie wurden zum Konto {account} eingeladen. Wählen Sie Ihr Passwort über diesen Link; er ist {days} Tage gültig:',
  invitationElsewhereBody:
    'Sie wurden zum Konto {account} eingeladen. Melden Sie sich mit dieser E-Mail-Adresse über die Anmeldung Ihrer Organisation an, beginnend hier:',
  existingInvitationSubject: 'Sie wurden zu einem anderen Marquee-Konto eingeladen',
  existingInvitationBody:
    'Jemand hat diese Adresse zum Konto {account} eingeladen. Sie haben mit dieser Adresse bereits eine Marquee-Anmeldung, und eine Adresse gehört nur zu einem Konto, daher wurde nichts hinzugefügt. Wenn Sie {account} beitreten möchten, bitten Sie darum, eine andere Ihrer Adressen einzuladen. Ihre eigene Anmeldung finden Sie hier:',
  emailInUseSubject: 'Diese Adresse wird in Marquee bereits verwendet',
  emailInUseBody:
    'Jemand wollte diese Adresse für einen Marquee-Benutzer verwenden, aber ein Marquee-Benutzer hat sie bereits, daher wurde nichts geändert. Wenn Sie mit dieser Adresse bereits eine Anmeldung haben, nutzen Sie sie hier; wenn Sie es nicht waren, ignorieren Sie diese E-Mail:',
  resetSubject: 'Neues Passwort für Marquee wählen',
  resetBody:
    'Jemand hat das Zurücksetzen des Passworts für diese Adresse angefordert. Wählen Sie über diesen Link ein neues; er ist {hours} Stunden gültig. Falls Sie das nicht waren, ignorieren Sie diese E-Mail.',
  confirmSubject: 'E-Mail-Adresse für Marquee bestätigen',
  confirmBody: 'Bestätigen Sie Ihre E-Mail-Adresse über diesen Link; er ist {days} Tage gültig:',
  alarmNoContactSubject: 'Alarm: {screen} hat seit {since} keinen Kontakt',
  alarmStatusSubject: 'Alarm: {screen} meldet {level}',
  alarmResolvedSubject: 'Behoben: {screen} funktioniert wieder',
  alarmNoContactBody:
    'Der Bildschirm {screen} von {account} hat seit {since} (UTC) keinen Kontakt.',
  alarmStatusBody:
    'Der Bildschirm {screen} von {account} meldet seit {since} (UTC) {level}: {reasons}.',
  alarmResolvedBody:
    'Der Bildschirm {screen} von {account} funktioniert wieder; der Alarm vom {since} (UTC) ist beendet.',
  alarmFooter:
    'Sie erhalten diese Nachricht, weil für dieses Konto in Marquee Alarme eingerichtet sind.',
  alarmLevelMinorIssue: 'ein kleineres Problem',
  alarmLevelIssue: 'ein Problem',
  alarmLevelMajorIssue: 'ein schweres Problem',
  alarmLevelCriticalIssue: 'ein kritisches Problem',
};
