import type { Messages } from './messages-en';

export const messagesEs: Messages = {
  email: 'Correo electrónico',
  password: 'Contraseña',
  signInTitle: 'Iniciar sesión',
  signInButton: 'Iniciar sesión',
  signInFailed: 'El correo electrónico o la contraseña no son correctos.',
  signInLocked: 'Demasiados intentos. Vuelva a intentarlo dentro de {seconds} segundos.',
  forgotLink: '¿Ha olvidado su contraseña?',
  forgotTitle: 'Contraseña olvidada',
  forgotIntro:
    'Introduzca su correo electrónico y le enviaremos un enlace para elegir una nueva contraseña.',
  forgotButton: 'Enviar enlace',
  forgotSent: 'Si existe una cuenta con esta dirección, le hemos enviado un enlace.',
  resetTitle: 'Elija una nueva contraseña',
  invitationTitle: 'Elija su contraseña',
  newPassword: 'Nueva contraseña',
  repeatPassword: 'Repita la contraseña',
  savePassword: 'Guardar contraseña',
  passwordSaved: 'Su contraseña se ha guardado. Ya puede iniciar sesión.',
  passwordMismatch: 'Las contraseñas no coinciden.',
  passwordTooShort: 'La contraseña necesita al menos 10 caracteres.',
  fieldRequired: 'Rellene este campo.',
  emailInvalid: 'Introduzca un correo electrónico válido.',
  linkInvalid: 'Este enlace no es válido o ha caducado. Solicite uno nuevo.',
  confirmTitle: 'Confirme su correo electrónico',
  confirmIntro: 'Confirme que esta es su dirección de correo electrónico.',
  confirmButton: 'Confirmar correo',
  emailTaken: 'Otro usuario ya tiene esta dirección de correo electrónico.',
  emailConfirmed: 'Su dirección de correo electrónico está confirmada.',
  signOutTitle: 'Cerrar sesión',
  signOutQuestion: '¿Desea cerrar la sesión?',
  signOutButton: 'Cerrar sesión',
  stayButton: 'Mantener la sesión',
  signedOut: 'Ha cerrado la sesión.',
  errorTitle: 'Algo salió mal',
  errorText:
    'No se pudo completar el inicio de sesión. Vuelva a la aplicación e inténtelo de nuevo.',
  tooManyRequests: 'Demasiadas solicitudes. Espere un momento y vuelva a intentarlo.',
  backToSignIn: 'Volver a iniciar sesión',
  invitationSubject: 'Le han invitado a Marquee',
  invitationBody:
    'Le han invitado a la cuenta {account}. Elija su contraseña con este enlace; es válido durante {days} días:',
  invitationElsewhereBody:
    'Le han invitado a la cuenta {account}. Inicie sesión con esta dirección de correo en el acceso de su organización, empezando aquí:',
  existingInvitationSubject: 'Le han invitado a otra cuenta de Marquee',
  existingInvitationBody:
    'Alguien ha invitado esta dirección a la cuenta {account}. Ya tiene un acceso a Marquee con esta dirección y una dirección pertenece a una sola cuenta, así que no se ha añadido nada. Si quiere unirse a {account}, pida que inviten otra de sus direcciones. Su propio acceso está aquí:',
  emailInUseSubject: 'Esta dirección ya se usa en Marquee',
  emailInUseBody:
    'Alguien ha pedido usar esta dirección para un usuario de Marquee, pero un usuario de Marquee ya la tiene, así que no se ha cambiado nada. Si ya tiene un acceso con esta dirección, úselo aquí; si no fue usted, ignore este correo:',
  resetSubject: 'Elija una nueva contraseña de Marquee',
  resetBody:
    'Alguien ha pedido restablecer la contraseña de esta dirección. Elija una nueva con este enlace; es válido durante {hours} horas. Si no fue usted, ignore este correo.',
  confirmSubject: 'Confirme su correo electrónico para Marquee',
  confirmBody:
    'Confirme su dirección de correo electrónico con este enlace; es válido durante {days} días:',
  alarmNoContactSubject: 'Alarma: {screen} no tiene contacto desde {since}',
  alarmStatusSubject: 'Alarma: {screen} informa de {level}',
  alarmResolvedSubject: 'Resuelto: {screen} vuelve a funcionar',
  alarmNoContactBody: 'La pantalla {screen} de {account} no tiene contacto desde {since} (UTC).',
  alarmStatusBody:
    'La pantalla {screen} de {account} informa de {level} desde {since} (UTC): {reasons}.',
  alarmResolvedBody:
    'La pantalla {screen} de {account} vuelve a funcionar; la alarma del {since} (UTC) ha terminado.',
  alarmFooter: 'Recibe este mensaje porque hay alarmas configuradas para esta cuenta en Marquee.',
  alarmLevelMinorIssue: 'un problema menor',
  alarmLevelIssue: 'un problema',
  alarmLevelMajorIssue: 'un problema grave',
  alarmLevelCriticalIssue: 'un problema crítico',
};
